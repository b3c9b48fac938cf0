import { displayOf } from '../../../../shared/orders/order-status';
import type { StaffOrderSummary } from '../../../../shared/schemas/staff-orders';
import { EmailAddress } from '../../components/EmailAddress';
import { useFormat, type Formatters } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { orderName } from '../../model/orders/productLabels';
import type { ActionTarget } from './OrderActionDialogs';
import { statusLabel, typeLabel } from './staffOrderText';

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** An amount as the reader's language writes it ("50.00 RON" / "50,00 RON"), two decimals (DESIGN 15). */
export const orderMoney = (f: Formatters, minor: number, currency: string): string => f.money(minor, currency, TWO_DECIMALS);

/** A status change's or order's date and time (spec section 3: "formatted date"); an unreadable one 'N/A'. */
export const orderDate = (f: Formatters, iso: string, notAvailable: string): string =>
  Number.isNaN(Date.parse(iso)) ? notAvailable : f.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

export function StaffOrderStatusBadge({ status }: { status: string }) {
  const t = useTexts('staff');
  const display = displayOf(status);
  return (
    <span className={`staff-order-badge staff-order-badge--${display.color}`}>
      <span className={`order-dot order-dot--${display.color}`} aria-hidden="true" />
      {statusLabel(status, t)}
    </span>
  );
}

interface OrdersTableProps {
  orders: readonly StaffOrderSummary[];
  onComplete: (target: ActionTarget) => void;
  onCancel: (target: ActionTarget) => void;
  onView: (orderId: string) => void;
}

/**
 * The spec's columns: order number and type, customer, product and event, amount, status, date, actions.
 * One table; on phones each row is laid out as a card (staffOrders.css), each cell naming its column.
 */
export function OrdersTable({ orders, onComplete, onCancel, onView }: OrdersTableProps) {
  const t = useTexts('staff');
  const { products } = useTexts('commerce');
  const ot = t.orders;
  const c = ot.columns;
  const f = useFormat();
  return (
    <table className="staff-orders__table">
      <caption className="visually-hidden">{ot.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.order}</th>
          <th scope="col">{c.customer}</th>
          <th scope="col">{c.product}</th>
          <th scope="col">{c.amount}</th>
          <th scope="col">{c.status}</th>
          <th scope="col">{c.date}</th>
          <th scope="col">{c.actions}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} data-testid="staff-order-row" data-order-number={o.orderNumber}>
            {/* One element per cell: on phones the cell is a label/value grid. */}
            <td data-label={c.order}>
              <div>
                <span className="staff-orders__number">{o.orderNumber}</span>
                <span className="staff-orders__sub">{typeLabel(t.orderType, o.orderType)}</span>
              </div>
            </td>
            <td data-label={c.customer}>
              <div>
                <span>{o.customerName}</span>
                <EmailAddress className="staff-orders__sub staff-orders__email" email={o.customerEmail} />
              </div>
            </td>
            <td data-label={c.product}>
              <div>
                <span data-testid="staff-order-product">{orderName(products, o)}</span>
                <span className="staff-orders__sub">{o.eventTitle || '—'}</span>
              </div>
            </td>
            <td data-label={c.amount}>{orderMoney(f, o.totalAmount, o.currency)}</td>
            <td data-label={c.status}>
              <StaffOrderStatusBadge status={o.status} />
            </td>
            <td data-label={c.date}>{orderDate(f, o.createdAt, t.orderDetails.notAvailable)}</td>
            <td data-label={c.actions}>
              <div className="staff-orders__actions">
                {o.status === 'processing' && (
                  <button type="button" className="btn btn--primary" aria-label={ot.markCompleteOf(o.orderNumber)} onClick={() => onComplete(o)}>
                    {ot.markComplete}
                  </button>
                )}
                {o.status === 'pending' && (
                  <button type="button" className="btn btn--secondary" aria-label={ot.cancelOf(o.orderNumber)} onClick={() => onCancel(o)}>
                    {t.common.cancel}
                  </button>
                )}
                <button type="button" className="btn btn--ghost" aria-label={ot.viewOf(o.orderNumber)} onClick={() => onView(o.id)}>
                  {t.common.view}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

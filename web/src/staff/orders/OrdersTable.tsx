import { displayOf } from '../../../../shared/orders/order-status';
import { formatMoney } from '../../../../shared/pricing';
import type { StaffOrderSummary } from '../../../../shared/schemas/staff-orders';
import { formatOrderDate, humanize } from '../../model/orders/orderFormat';
import type { ActionTarget } from './OrderActionDialogs';

export function StaffOrderStatusBadge({ status }: { status: string }) {
  const display = displayOf(status);
  return (
    <span className={`staff-order-badge staff-order-badge--${display.color}`}>
      <span className={`order-dot order-dot--${display.color}`} aria-hidden="true" />
      {display.label}
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
  return (
    <table className="staff-orders__table">
      <caption className="visually-hidden">Orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Product</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} data-testid="staff-order-row" data-order-number={o.orderNumber}>
            {/* One element per cell: on phones the cell is a label/value grid. */}
            <td data-label="Order">
              <div>
                <span className="staff-orders__number">{o.orderNumber}</span>
                <span className="staff-orders__sub">{humanize(o.orderType)}</span>
              </div>
            </td>
            <td data-label="Customer">
              <div>
                <span>{o.customerName}</span>
                <span className="staff-orders__sub staff-orders__break">{o.customerEmail}</span>
              </div>
            </td>
            <td data-label="Product">
              <div>
                <span>{humanize(o.productType)}</span>
                <span className="staff-orders__sub">{o.eventTitle || '—'}</span>
              </div>
            </td>
            <td data-label="Amount">{formatMoney(o.totalAmount, o.currency)}</td>
            <td data-label="Status">
              <StaffOrderStatusBadge status={o.status} />
            </td>
            <td data-label="Date">{formatOrderDate(o.createdAt)}</td>
            <td data-label="Actions">
              <div className="staff-orders__actions">
                {o.status === 'processing' && (
                  <button type="button" className="btn btn--primary" aria-label={`Mark Complete ${o.orderNumber}`} onClick={() => onComplete(o)}>
                    Mark Complete
                  </button>
                )}
                {o.status === 'pending' && (
                  <button type="button" className="btn btn--secondary" aria-label={`Cancel ${o.orderNumber}`} onClick={() => onCancel(o)}>
                    Cancel
                  </button>
                )}
                <button type="button" className="btn btn--ghost" aria-label={`View ${o.orderNumber}`} onClick={() => onView(o.id)}>
                  View
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

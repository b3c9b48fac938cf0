import { customerActions, type CustomerActionId } from '../../../../shared/orders/order-status';
import type { OrderView } from '../../../../shared/schemas/orders';
import { useTexts } from '../../i18n/texts';
import { actionLabel } from '../../model/orders/productLabels';

export type OrderActionHandlers = Record<CustomerActionId, () => void>;

/**
 * The spec's customer actions for the order's status (shared/orders customerActions), limited to those the
 * server offers this viewer (`order.actions`: Cancel only with the order's token).
 */
export function OrderActions({ order, handlers }: { order: OrderView; handlers: OrderActionHandlers }) {
  const t = useTexts('orders');
  const offered = new Set(order.actions);
  const actions = customerActions({ ...order, downloadUrl: order.downloadUrl ?? null }).filter((a) => offered.has(a.id));
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((action, i) => (
        <button
          key={action.id}
          type="button"
          className={action.id === 'cancel_order' ? 'btn btn--secondary btn--block' : i === 0 ? 'btn btn--primary btn--block' : 'btn btn--secondary btn--block'}
          onClick={handlers[action.id]}
        >
          {action.id === 'retry_payment' && order.paymentFailedAt ? t.orders.payAgain : actionLabel(t, action.id)}
        </button>
      ))}
    </div>
  );
}

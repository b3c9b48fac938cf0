import { useId } from 'react';
import { displayOf, isFinal, isOrderStatus } from '../../../../shared/orders/order-status';
import { formatMoney } from '../../../../shared/pricing';
import type { OrderView } from '../../../../shared/schemas/orders';
import { formatOrderDate, humanize } from '../../model/orders/orderFormat';
import { OrderStatusBadge, OrderStatusIcon as StatusIcon } from '../../components/OrderStatusIcon';
import { OrderActions, type OrderActionHandlers } from './OrderActions';
import '../../components/orders.css';

export const AUTO_REFRESH_NOTE = 'Auto-refreshing every 10 seconds';

/** Why an estimate is what it is (spec section 4's parentheses), said under the estimate. */
export function estimateNote(order: Pick<OrderView, 'status' | 'orderType' | 'productType'>): string {
  if (order.status === 'processing') {
    if (order.orderType === 'pre_event') return 'Setting up your event access.';
    if (order.productType.includes('prints')) return 'Processing and shipping.';
  }
  if (order.status === 'pending') return 'Your order starts as soon as the payment is confirmed.';
  return 'Estimates may vary.';
}

interface StatusCardProps {
  order: OrderView;
  /** Spec: "A compact form shows only a coloured dot, label and estimate." */
  compact?: boolean;
  actions?: OrderActionHandlers;
}

/** The order's status card (spec "Order tracking"): icon, label, progress, description, estimate, facts, actions. */
export function StatusCard({ order, compact = false, actions }: StatusCardProps) {
  const display = displayOf(order.status);
  const titleId = useId();
  const polling = isOrderStatus(order.status) && !isFinal(order.status);

  if (compact) {
    return <OrderStatusBadge display={display} estimate={order.estimatedCompletion} />;
  }

  return (
    <section className="card stack order-card" aria-labelledby={titleId} data-testid="status-card">
      <div className="order-status__head">
        <StatusIcon display={display} />
        <div className="stack stack--tight">
          <h2 id={titleId} className="order-card__title">
            {display.label}
          </h2>
          <p className="order-status__description">{display.description}</p>
        </div>
      </div>
      <div className="order-progress">
        <div
          className="order-progress__track"
          role="progressbar"
          aria-label="Order progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={display.progress}
          aria-valuetext={`${display.progress}%`}
        >
          <div className={`order-progress__fill order-progress__fill--${display.color}`} style={{ width: `${display.progress}%` }} />
        </div>
        <span className="order-progress__value" aria-hidden="true">
          {display.progress}%
        </span>
      </div>
      <div className="order-estimate">
        <p>
          <span className="order-label">Estimated completion:</span> <strong>{order.estimatedCompletion}</strong>
        </p>
        <p className="order-note">{estimateNote(order)}</p>
      </div>
      <dl className="order-facts">
        <div>
          <dt>Order number</dt>
          <dd className="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{humanize(order.orderType)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(order.totalAmount, order.currency)}</dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd>{formatOrderDate(order.updatedAt)}</dd>
        </div>
      </dl>
      {actions && <OrderActions order={order} handlers={actions} />}
      {polling && (
        <p className="order-note" data-testid="auto-refresh">
          {AUTO_REFRESH_NOTE}
        </p>
      )}
    </section>
  );
}

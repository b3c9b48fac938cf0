import { useId } from 'react';
import { isFinal, isOrderStatus, UNPAID_ORDER_LIMIT_MS } from '../../../../shared/orders/order-status';
import type { OrderView } from '../../../../shared/schemas/orders';
import type { AreaTexts } from '../../i18n/areas';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { formatOrderDate } from '../../model/orders/orderFormat';
import { estimateText, orderTypeName, statusDisplay } from '../../model/orders/productLabels';
import { OrderStatusBadge, OrderStatusIcon as StatusIcon } from '../../components/OrderStatusIcon';
import { OrderActions, type OrderActionHandlers } from './OrderActions';
import '../../components/orders.css';

/** Why an estimate is what it is (spec section 4's parentheses), said under the estimate. */
export function estimateNote(order: Pick<OrderView, 'status' | 'orderType' | 'productType'>, t: AreaTexts['orders']['orders']): string {
  if (order.status === 'processing') {
    if (order.orderType === 'pre_event') return t.noteSettingUp;
    if (order.productType.includes('prints')) return t.noteShipping;
  }
  if (order.status === 'pending') return t.notePending;
  return t.noteVary;
}

interface StatusCardProps {
  order: OrderView;
  /** Spec: "A compact form shows only a coloured dot, label and estimate." */
  compact?: boolean;
  actions?: OrderActionHandlers;
}

/** The order's status card (spec "Order tracking"): icon, label, progress, description, estimate, facts, actions. */
export function StatusCard({ order, compact = false, actions }: StatusCardProps) {
  const { products } = useTexts('commerce');
  const texts = useTexts('orders');
  const t = texts.orders;
  const format = useFormat();
  const display = statusDisplay(texts, order.status);
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
      {order.paymentFailedAt && <PaymentFailedNotice order={order} />}
      <div className="order-progress">
        <div
          className="order-progress__track"
          role="progressbar"
          aria-label={t.progress}
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
          <span className="order-label">{t.estimatedCompletion}</span> <strong>{estimateText(texts, order.estimatedCompletion)}</strong>
        </p>
        <p className="order-note">{estimateNote(order, t)}</p>
      </div>
      <dl className="order-facts">
        <div>
          <dt>{t.orderNumber}</dt>
          <dd className="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t.type}</dt>
          <dd>{orderTypeName(products, order.orderType)}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd>{format.money(order.totalAmount, order.currency)}</dd>
        </div>
        <div>
          <dt>{t.lastUpdated}</dt>
          <dd>{formatOrderDate(order.updatedAt, format.locale)}</dd>
        </div>
      </dl>
      {actions && <OrderActions order={order} handlers={actions} />}
      {polling && (
        <p className="order-note" data-testid="auto-refresh">
          {t.autoRefresh}
        </p>
      )}
    </section>
  );
}

/** A failed payment, in plain words, with until when the order can still be paid (its 24-hour limit). */
function PaymentFailedNotice({ order }: { order: OrderView }) {
  const t = useTexts('orders').orders;
  const format = useFormat();
  const until = new Date(Date.parse(order.createdAt) + UNPAID_ORDER_LIMIT_MS).toISOString();
  return (
    <div className="banner banner--error stack stack--tight" role="alert" data-testid="payment-failed">
      <strong>{t.paymentFailedTitle}</strong>
      <span>{t.paymentFailedText(formatOrderDate(until, format.locale))}</span>
    </div>
  );
}

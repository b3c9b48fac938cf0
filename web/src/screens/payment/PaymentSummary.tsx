import { useId } from 'react';
import { formatMoney } from '../../../../shared/pricing';
import type { OrderView } from '../../../../shared/schemas/orders';
import type { ShippingDetails } from '../../../../shared/schemas/payments';
import { humanize } from '../../model/orders/orderFormat';
import { OrderStatusBadge } from '../../components/OrderStatusIcon';
import { displayOf } from '../../../../shared/orders/order-status';
import '../../components/orders.css';

/** The success page's order summary, customer info and the shipping address Stripe collected. */
export function PaymentSummary({ order, shipping }: { order: OrderView; shipping: ShippingDetails | null }) {
  const summaryId = useId();
  const customerId = useId();
  const shippingId = useId();
  const address = shipping?.address;
  const addressLines = address ? [address.line1, address.line2, [address.postal_code, address.city].filter(Boolean).join(' '), address.country].filter(Boolean) : [];
  return (
    <>
      <section className="card stack order-card" aria-labelledby={summaryId} data-testid="order-summary">
        <h2 id={summaryId} className="order-card__title">
          Order Summary
        </h2>
        <OrderStatusBadge display={displayOf(order.status)} estimate={order.estimatedCompletion} />
        <dl className="order-facts">
          <div>
            <dt>Order number</dt>
            <dd className="order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>Order type</dt>
            <dd>{humanize(order.orderType)}</dd>
          </div>
          <div>
            <dt>Product</dt>
            <dd>{humanize(order.productType)}</dd>
          </div>
          {order.eventTitle && (
            <div>
              <dt>Event</dt>
              <dd className="order-break">{order.eventTitle}</dd>
            </div>
          )}
        </dl>
        <dl className="order-amounts">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatMoney(order.subtotalAmount, order.currency)}</dd>
          </div>
          {order.shippingCost > 0 && (
            <div>
              <dt>Shipping</dt>
              <dd>{formatMoney(order.shippingCost, order.currency)}</dd>
            </div>
          )}
          <div className="order-amounts__total">
            <dt>Total paid</dt>
            <dd>{formatMoney(order.totalAmount, order.currency)}</dd>
          </div>
        </dl>
      </section>
      <section className="card stack order-card" aria-labelledby={customerId}>
        <h2 id={customerId} className="order-card__title">
          Customer Information
        </h2>
        <dl className="order-facts">
          <div>
            <dt>Name</dt>
            <dd className="order-break">{order.customerInfo.name}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd className="order-break">{order.customerInfo.email}</dd>
          </div>
        </dl>
      </section>
      {shipping && (
        <section className="card stack order-card" aria-labelledby={shippingId} data-testid="shipping-address">
          <h2 id={shippingId} className="order-card__title">
            Shipping Address
          </h2>
          <address className="order-break">
            {[shipping.name, ...addressLines].map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
      )}
    </>
  );
}

/** "What's Next?" by the kind of order (spec section 4's estimates and section 9's delivery times). */
export function WhatsNext({ order }: { order: OrderView }) {
  const titleId = useId();
  const steps =
    order.orderType === 'pre_event'
      ? ['Create your event now: your package is applied to it.', 'Share the event code with your guests.', 'A confirmation e-mail with your order link is on its way.']
      : order.productType.includes('prints') || order.productType === 'combo'
        ? ['Your prints are prepared within 2-3 business days.', 'Delivery takes 5-10 business days.', 'You will get an e-mail with the tracking number when they ship.']
        : ['Your archive is being prepared.', 'You will get an e-mail with the download link (valid 1 year, unlimited downloads).', 'Follow your order on its page at any time.'];
  return (
    <section className="card stack order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        What&apos;s Next?
      </h2>
      <ol className="pay-help">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

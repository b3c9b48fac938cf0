import { useId } from 'react';
import type { OrderView } from '../../../../shared/schemas/orders';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { orderName, orderTypeName, statusDisplay } from '../../model/orders/productLabels';
import { OrderStatusBadge } from '../../components/OrderStatusIcon';
import '../../components/orders.css';

/** The success page's order summary, customer info and the order's one shipping address (Candid's form; Stripe asks for none). */
export function PaymentSummary({ order }: { order: OrderView }) {
  const summaryId = useId();
  const customerId = useId();
  const shippingId = useId();
  const { products } = useTexts('commerce');
  const texts = useTexts('orders');
  const { orders: o, success: t } = texts;
  const { money } = useFormat();
  const address = order.customerInfo.address;
  const addressLines = address ? [order.customerInfo.name, address.street, [address.postalCode, address.city].filter(Boolean).join(' '), address.country].filter(Boolean) : [];
  return (
    <>
      <section className="card stack order-card" aria-labelledby={summaryId} data-testid="order-summary">
        <h2 id={summaryId} className="order-card__title">
          {t.orderSummary}
        </h2>
        <OrderStatusBadge display={statusDisplay(texts, order.status)} estimate={order.estimatedCompletion} />
        <dl className="order-facts">
          <div>
            <dt>{o.orderNumber}</dt>
            <dd className="order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{o.orderType}</dt>
            <dd>{orderTypeName(products, order.orderType)}</dd>
          </div>
          <div>
            <dt>{o.product}</dt>
            <dd data-testid="order-product">{orderName(products, order)}</dd>
          </div>
          {order.eventTitle && (
            <div>
              <dt>{o.event}</dt>
              <dd className="order-break">{order.eventTitle}</dd>
            </div>
          )}
        </dl>
        <dl className="order-amounts">
          <div>
            <dt>{o.subtotal}</dt>
            <dd>{money(order.subtotalAmount, order.currency)}</dd>
          </div>
          {order.shippingCost > 0 && (
            <div>
              <dt>{o.shipping}</dt>
              <dd>{money(order.shippingCost, order.currency)}</dd>
            </div>
          )}
          <div className="order-amounts__total">
            <dt>{o.totalPaid}</dt>
            <dd>{money(order.totalAmount, order.currency)}</dd>
          </div>
        </dl>
      </section>
      <section className="card stack order-card" aria-labelledby={customerId}>
        <h2 id={customerId} className="order-card__title">
          {t.customerInfo}
        </h2>
        <dl className="order-facts">
          <div>
            <dt>{o.name}</dt>
            <dd className="order-break">{order.customerInfo.name}</dd>
          </div>
          <div>
            <dt>{o.email}</dt>
            <dd className="order-break">{order.customerInfo.email}</dd>
          </div>
        </dl>
      </section>
      {address && (
        <section className="card stack order-card" aria-labelledby={shippingId} data-testid="shipping-address">
          <h2 id={shippingId} className="order-card__title">
            {t.shippingAddress}
          </h2>
          <address className="order-break">
            {addressLines.map((line, i) => (
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
  const t = useTexts('orders').success;
  const steps =
    order.orderType === 'pre_event' ? t.nextPreEvent : order.productType === 'combo' ? t.nextCombo : order.productType.includes('prints') ? t.nextPrints : t.nextArchive;
  return (
    <section className="card stack order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t.whatsNext}
      </h2>
      <ol className="pay-help">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

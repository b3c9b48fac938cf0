import { useId } from 'react';
import { formatMoney } from '../../../../shared/pricing';
import type { OrderView } from '../../../../shared/schemas/orders';
import { formatOrderDate, humanize } from '../../model/orders/orderFormat';

/** Without the token the server masks name and e-mail (DESIGN 15): the page says how to see the rest. */
export const PUBLIC_VIEW_NOTE = 'Name and e-mail are partly hidden. Open the link in your order e-mail to see all details and manage this order.';

/** The loaded order's facts (spec "Order tracking"): number, type, product; customer and event; amounts. */
export function OrderDetails({ order }: { order: OrderView }) {
  const titleId = useId();
  const address = order.customerInfo.address;
  return (
    <section className="card stack order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        Order Details
      </h2>
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
        <div>
          <dt>Customer</dt>
          <dd data-testid="customer-name">{order.customerInfo.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd className="order-break">{order.customerInfo.email}</dd>
        </div>
        {order.eventTitle && (
          <div>
            <dt>Event</dt>
            <dd className="order-break">{order.eventTitle}</dd>
          </div>
        )}
        {address && (
          <div>
            <dt>Shipping address</dt>
            <dd className="order-break">{[address.street, address.city, address.postalCode, address.country].filter(Boolean).join(', ')}</dd>
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
          <dt>Total</dt>
          <dd>{formatMoney(order.totalAmount, order.currency)}</dd>
        </div>
      </dl>
      {order.access === 'public' && (
        <p className="banner banner--info" data-testid="public-view-note">
          {PUBLIC_VIEW_NOTE}
        </p>
      )}
    </section>
  );
}

/** Tracking number, download link with its expiry, notes: the card shows only when one of them exists. */
export function AdditionalInfo({ order }: { order: OrderView }) {
  const titleId = useId();
  if (!order.trackingNumber && !order.downloadUrl && !order.notes) return null;
  return (
    <section className="card stack order-card" aria-labelledby={titleId} data-testid="additional-info">
      <h2 id={titleId} className="order-card__title">
        Additional Information
      </h2>
      <dl className="order-facts">
        {order.trackingNumber && (
          <div>
            <dt>Tracking number</dt>
            <dd className="order-number">{order.trackingNumber}</dd>
          </div>
        )}
        {order.downloadUrl && (
          <div>
            <dt>Download</dt>
            <dd>
              <a href={order.downloadUrl} target="_blank" rel="noopener noreferrer">
                Download your files
              </a>
              {order.downloadExpiresAt && <span className="order-note"> (link expires {formatOrderDate(order.downloadExpiresAt)})</span>}
            </dd>
          </div>
        )}
        {order.notes && (
          <div>
            <dt>Notes</dt>
            <dd className="order-break">{order.notes}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

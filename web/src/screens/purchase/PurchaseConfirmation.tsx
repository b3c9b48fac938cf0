import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '#shared/pricing/index.js';
import type { OrderView } from '#shared/schemas/orders.js';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import './purchase.css';

export const SUCCESS_TITLE = 'Purchase Successful!';
/** The spec gives no address; a placeholder of the reserved domain until the deployment has one. */
export const SUPPORT_EMAIL = 'support@candid.example';

const PRODUCT_NAMES: Readonly<Record<OrderView['productType'], string>> = {
  raw_archive: 'RAW Archive',
  prints_bundle: 'Prints Bundle',
  combo: 'Archive + Prints Combo',
  gallery_extension: 'Gallery extension',
};

/** The spec's "Purchase confirmation screen" for a paid post-event order (read from the server with its token). */
export function PurchaseConfirmation({ order, onBack }: { order: OrderView; onBack: () => void }) {
  useDocumentTitle(SUCCESS_TITLE);
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const archive = order.productType === 'raw_archive' || order.productType === 'combo';
  const prints = order.productType === 'prints_bundle' || order.productType === 'combo';
  const address = order.customerInfo.address;
  const product = order.lines[0]?.label ?? PRODUCT_NAMES[order.productType];

  return (
    <main className="page purchase confirmation" aria-labelledby={`${id}-title`}>
      <header className="confirmation__head">
        <span className="confirmation__tick" aria-hidden="true">
          ✓
        </span>
        <h1 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="page__title">
          {SUCCESS_TITLE}
        </h1>
        <p className="page__lead">Thank you! Your payment was received.</p>
      </header>

      <section className="card" aria-labelledby={`${id}-order`}>
        <h2 id={`${id}-order`} className="purchase__section-title">
          Order Details
        </h2>
        <dl className="purchase__totals">
          <div>
            <dt>Order Number</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>Event</dt>
            <dd>{order.eventTitle}</dd>
          </div>
          <div>
            <dt>Product</dt>
            <dd>{product}</dd>
          </div>
          <div>
            <dt>Subtotal</dt>
            <dd>{money(order.subtotalAmount)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{order.shippingCost > 0 ? money(order.shippingCost) : 'Free'}</dd>
          </div>
          <div className="purchase__total">
            <dt>Total Paid</dt>
            <dd data-testid="total-paid">{money(order.totalAmount)}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{order.customerInfo.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{order.customerInfo.email}</dd>
          </div>
        </dl>
        {address && (
          <>
            <h3 className="purchase__legend">Shipping Address</h3>
            <address className="confirmation__address">
              {address.street}
              <br />
              {address.postalCode} {address.city}
              {address.country ? (
                <>
                  <br />
                  {address.country}
                </>
              ) : null}
            </address>
          </>
        )}
      </section>

      {archive && (
        <section className="card" aria-labelledby={`${id}-download`}>
          <h2 id={`${id}-download`} className="purchase__section-title">
            Download Ready
          </h2>
          <p>The download link has been sent to {order.customerInfo.email}.</p>
          <p>Delivery: immediate. The link is valid for 1 year, with unlimited downloads.</p>
        </section>
      )}
      {prints && (
        <section className="card" aria-labelledby={`${id}-prints`}>
          <h2 id={`${id}-prints`} className="purchase__section-title">
            Your Prints
          </h2>
          <p>Your prints will be shipped within 2-3 business days.</p>
          <p>Estimated delivery: 5-10 business days.</p>
        </section>
      )}

      <section className="card" aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`} className="purchase__section-title">
          What Happens Next?
        </h2>
        <ol className="purchase__steps">
          <li>A confirmation e-mail with your order number is on its way to {order.customerInfo.email}.</li>
          {archive && <li>We prepare the archive of every photo and e-mail you its download link.</li>}
          {prints && <li>We print your photos and ship them to your address; the shipping e-mail carries the tracking number.</li>}
          <li>You can follow the order at any time from the link in the e-mail.</li>
        </ol>
      </section>

      <section className="card" aria-labelledby={`${id}-help`}>
        <h2 id={`${id}-help`} className="purchase__section-title">
          Need Help?
        </h2>
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Order ${order.orderNumber}`)}`}>{SUPPORT_EMAIL}</a> with your order number.
        </p>
      </section>

      <button type="button" className="btn btn--primary btn--block" onClick={onBack}>
        Back to Gallery
      </button>
    </main>
  );
}

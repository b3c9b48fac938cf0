import { useEffect, useId, useRef } from 'react';
import type { OrderView } from '#shared/schemas/orders.js';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { orderName } from '../../model/orders/productLabels';
import { SUPPORT_EMAIL } from '../../model/supportEmail';
import './purchase.css';


/** The spec's "Purchase confirmation screen" for a paid post-event order (read from the server with its token). */
export function PurchaseConfirmation({ order, onBack }: { order: OrderView; onBack: () => void }) {
  const { products } = useTexts('commerce');
  const t = useTexts('orders').purchase;
  const format = useFormat();
  useDocumentTitle(t.successTitle);
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const money = (minor: number) => format.money(minor, order.currency);
  const archive = order.productType === 'raw_archive' || order.productType === 'combo';
  const prints = order.productType === 'prints_bundle' || order.productType === 'combo';
  const address = order.customerInfo.address;
  const product = orderName(products, order);

  return (
    <main className="page purchase confirmation" aria-labelledby={`${id}-title`}>
      <header className="confirmation__head">
        <span className="confirmation__tick" aria-hidden="true">
          ✓
        </span>
        <h1 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="page__title">
          {t.successTitle}
        </h1>
        <p className="page__lead">{t.thanks}</p>
      </header>

      <section className="card" aria-labelledby={`${id}-order`}>
        <h2 id={`${id}-order`} className="purchase__section-title">
          {t.orderDetails}
        </h2>
        <dl className="purchase__totals">
          <div>
            <dt>{t.orderNumber}</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{t.event}</dt>
            <dd>{order.eventTitle}</dd>
          </div>
          <div>
            <dt>{t.product}</dt>
            <dd>{product}</dd>
          </div>
          <div>
            <dt>{t.subtotal}</dt>
            <dd>{money(order.subtotalAmount)}</dd>
          </div>
          <div>
            <dt>{t.shipping}</dt>
            <dd>{order.shippingCost > 0 ? money(order.shippingCost) : t.free}</dd>
          </div>
          <div className="purchase__total">
            <dt>{t.totalPaid}</dt>
            <dd data-testid="total-paid">{money(order.totalAmount)}</dd>
          </div>
          <div>
            <dt>{t.name}</dt>
            <dd>{order.customerInfo.name}</dd>
          </div>
          <div>
            <dt>{t.emailLabel}</dt>
            <dd>{order.customerInfo.email}</dd>
          </div>
        </dl>
        {address && (
          <>
            <h3 className="purchase__legend">{t.shippingAddress}</h3>
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
            {t.downloadReady}
          </h2>
          <p>{t.linkSentTo(order.customerInfo.email)}</p>
          <p>{t.downloadDelivery}</p>
        </section>
      )}
      {prints && (
        <section className="card" aria-labelledby={`${id}-prints`}>
          <h2 id={`${id}-prints`} className="purchase__section-title">
            {t.yourPrints}
          </h2>
          <p>{t.printsShipped}</p>
          <p>{t.printsDelivery}</p>
        </section>
      )}

      <section className="card" aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`} className="purchase__section-title">
          {t.whatNext}
        </h2>
        <ol className="purchase__steps">
          <li>{t.nextEmail(order.customerInfo.email)}</li>
          {archive && <li>{t.nextArchive}</li>}
          {prints && <li>{t.nextPrints}</li>}
          <li>{t.nextFollow}</li>
        </ol>
      </section>

      <section className="card" aria-labelledby={`${id}-help`}>
        <h2 id={`${id}-help`} className="purchase__section-title">
          {t.needHelp}
        </h2>
        <p>
          {t.writeTo}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t.mailSubject(order.orderNumber))}`}>{SUPPORT_EMAIL}</a>
          {t.withNumber}
        </p>
      </section>

      <button type="button" className="btn btn--primary btn--block" onClick={onBack}>
        {t.backToGallery}
      </button>
    </main>
  );
}

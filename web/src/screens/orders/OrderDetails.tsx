import { useId } from 'react';
import { ArchiveDownload } from '../../components/ArchiveDownload';
import type { OrderView } from '../../../../shared/schemas/orders';
import { useFormat } from '../../i18n/format';
import { useLocale, useTexts } from '../../i18n/texts';
import { formatOrderDate } from '../../model/orders/orderFormat';
import { orderName, orderTypeName } from '../../model/orders/productLabels';

/**
 * The loaded order's facts (spec "Order tracking"): number, type, product; customer and event; amounts.
 * Without the token the server masks name and e-mail (DESIGN 15): the page says how to see the rest.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const titleId = useId();
  const { products } = useTexts('commerce');
  const { orders: t } = useTexts('orders');
  const { money } = useFormat();
  const address = order.customerInfo.address;
  return (
    <section className="card stack order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t.orderDetails}
      </h2>
      <dl className="order-facts">
        <div>
          <dt>{t.orderNumber}</dt>
          <dd className="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t.orderType}</dt>
          <dd>{orderTypeName(products, order.orderType)}</dd>
        </div>
        <div>
          <dt>{t.product}</dt>
          <dd data-testid="order-product">{orderName(products, order)}</dd>
        </div>
        <div>
          <dt>{t.customer}</dt>
          <dd data-testid="customer-name">{order.customerInfo.name}</dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd className="order-break">{order.customerInfo.email}</dd>
        </div>
        {order.eventTitle && (
          <div>
            <dt>{t.event}</dt>
            <dd className="order-break">{order.eventTitle}</dd>
          </div>
        )}
        {address && (
          <div>
            <dt>{t.shippingAddress}</dt>
            <dd className="order-break">{[address.street, address.city, address.postalCode, address.country].filter(Boolean).join(', ')}</dd>
          </div>
        )}
      </dl>
      <dl className="order-amounts">
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{money(order.subtotalAmount, order.currency)}</dd>
        </div>
        {order.shippingCost > 0 && (
          <div>
            <dt>{t.shipping}</dt>
            <dd>{money(order.shippingCost, order.currency)}</dd>
          </div>
        )}
        <div className="order-amounts__total">
          <dt>{t.total}</dt>
          <dd>{money(order.totalAmount, order.currency)}</dd>
        </div>
      </dl>
      {order.access === 'public' && (
        <p className="banner banner--info" data-testid="public-view-note">
          {t.publicViewNote}
        </p>
      )}
    </section>
  );
}

/** Tracking number, download link with its expiry, notes: the card shows only when one of them exists. */
export function AdditionalInfo({ order }: { order: OrderView }) {
  const titleId = useId();
  const { orders: t } = useTexts('orders');
  const locale = useLocale();
  if (!order.trackingNumber && !order.downloadUrl && !order.notes) return null;
  return (
    <section className="card stack order-card" aria-labelledby={titleId} data-testid="additional-info">
      <h2 id={titleId} className="order-card__title">
        {t.additionalInfo}
      </h2>
      <dl className="order-facts">
        {order.trackingNumber && (
          <div>
            <dt>{t.trackingNumber}</dt>
            <dd className="order-number">{order.trackingNumber}</dd>
          </div>
        )}
        {order.downloadUrl && (
          <div>
            <dt>{t.download}</dt>
            <dd>
              <ArchiveDownload url={order.downloadUrl} parts={order.downloadParts} texts={{ single: t.downloadFiles, parts: t.archiveParts, part: t.downloadPart }} />
              {order.downloadExpiresAt && <span className="order-note">{t.linkExpires(formatOrderDate(order.downloadExpiresAt, locale))}</span>}
            </dd>
          </div>
        )}
        {order.notes && (
          <div>
            <dt>{t.notes}</dt>
            <dd className="order-break">{order.notes}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

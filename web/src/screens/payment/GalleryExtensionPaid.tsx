import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderView } from '../../../../shared/schemas/orders';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { useNavigateWhileHere } from '../../model/navigation/useNavigateWhileHere';
import { AUTO_REDIRECT_SECONDS } from '../../model/orders/confirmPayment';
import { orderPath } from '../../model/orders/orderLinks';
import { useCountdown } from '../../model/orders/useCountdown';
import { ORGANIZER_DASHBOARD_PATH, ORGANIZER_DATE_TIME } from '../../model/organizer/portal';
import { PaymentSummary } from './PaymentSummary';

/** A gallery extension: bought in the organizer portal (functions/core/domain/organizer/gallery-extension.ts). */
export const isGalleryExtension = (order: Pick<OrderView, 'productType'>): boolean => order.productType === 'gallery_extension';

/**
 * /payment-success for a paid gallery extension (issue #29.4): what the payment did — the gallery's new end,
 * in the portal's date format, from the order (the fulfilment records it) — and the way back to the portal,
 * where the organizer bought it (never the guest gallery, which the organizer may not have joined, nor the
 * archive's next steps). The spec's 30 s auto-redirect goes to the portal.
 */
export function GalleryExtensionPaid({ order }: { order: OrderView }) {
  const texts = useTexts('orders');
  const t = texts.galleryExtensionPaid;
  const { date } = useFormat();
  const navigate = useNavigateWhileHere();
  const [redirecting, setRedirecting] = useState(true);
  const left = useCountdown(AUTO_REDIRECT_SECONDS, redirecting, () => navigate(ORGANIZER_DASHBOARD_PATH));
  return (
    <>
      <p className="page__lead" role="status" data-testid="gallery-extended">
        {order.galleryExpiresAt ? t.openUntil(order.eventTitle, date(order.galleryExpiresAt, ORGANIZER_DATE_TIME)) : t.applying}
      </p>
      <div className="stack stack--tight">
        <Link to={ORGANIZER_DASHBOARD_PATH} className="btn btn--primary btn--block">
          {t.backToPortal}
        </Link>
        <Link to={orderPath(order.orderNumber)} className="btn btn--secondary btn--block">
          {texts.success.trackOrder}
        </Link>
      </div>
      <PaymentSummary order={order} />
      {redirecting ? (
        <div className="stack stack--tight" data-testid="auto-redirect">
          <p className="order-note" role="timer" aria-live="off">
            {t.redirectingBefore}
            <span className="pay-countdown">{left}</span>
            {texts.success.redirectingAfter}
          </p>
          <button type="button" className="btn btn--ghost" onClick={() => setRedirecting(false)}>
            {texts.success.cancelRedirect}
          </button>
        </div>
      ) : (
        <p className="order-note">{texts.success.redirectCancelled}</p>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { GALLERY_DAYS } from '#shared/constants.js';
import { useTexts } from '../i18n/texts';
import type { PaidLobby } from '../model/orders/paidOrder';


/**
 * The paid-order banner (event-flow spec section 4): "Payment Successful!" with the order and its event
 * type; `children` adds what the screen shows of the order (the Create Event screen: event, date, add-ons).
 */
export function PaidOrderBanner({ paid, children }: { paid: PaidLobby; children?: ReactNode }) {
  // Never on the prerendered lobby (a remembered order is the device's), so waiting for the texts is fine.
  const t = useTexts('commerce');
  return (
    <section className="banner banner--success paid-banner" aria-labelledby="paid-banner-title">
      <div className="banner__text stack stack--tight">
        <h2 id="paid-banner-title" className="paid-banner__title">
          {t.paidBanner.title}
        </h2>
        <p>
          {t.paidBanner.orderBefore}
          <strong>{paid.orderNumber}</strong>
          {t.paidBanner.packageOf(t.products.eventTypes[paid.eventType])}
        </p>
        {children}
      </div>
    </section>
  );
}

/** The guidance under the lobby's actions (spec section 4), with or without a paid order. */
export function lobbyGuidance(paid: PaidLobby | null): string {
  return paid
    ? `Welcome back! You've purchased a ${paid.eventType} event package. Use the details below to create your lobby.`
    : `Create your event for free. Gallery lasts ${GALLERY_DAYS} days, then upgrade options become available.`;
}

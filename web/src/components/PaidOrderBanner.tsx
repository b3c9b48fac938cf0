import type { ReactNode } from 'react';
import { intlTag, type Locale } from '#shared/i18n/locale.js';
import type { AddOnId } from '#shared/pricing/index.js';
import { useLocale, useTexts } from '../i18n/texts';
import type { PaidLobby } from '../model/orders/paidOrder';
import { orderLabelWords } from '../model/orders/productLabels';


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

/** The guidance under the paid banner (spec section 4), in the reader's language (the lobby's text). */
export function PaidLobbyGuidance({ paid }: { paid: PaidLobby }) {
  const t = useTexts('first');
  return <p className="lobby__guidance">{t.lobby.welcomeBack(paid.eventType)}</p>;
}

/** The paid order's add-ons by name in the reader's language (the commerce catalogue's product names, by id). */
export function PaidAddOnNames({ ids }: { ids: readonly AddOnId[] }) {
  const t = useTexts('commerce');
  return <>{ids.map((id) => t.products.addOns[id].name).join(', ')}</>;
}

/**
 * The paid order's package in words, as its order is named everywhere ("Medium (personal)", "Mediu
 * (personal)"; issue 29.5): never the lobby data's packageType id ("personal-medium").
 */
export function PaidPackageName({ paid }: { paid: PaidLobby }) {
  const words = orderLabelWords(useTexts('commerce').products);
  return <>{words.packageName(paid.eventSize, paid.eventType, paid.customAttendees)}</>;
}

/**
 * The lobby data of the paid order (spec section 4) that the guidance's "details below" are: event, date, the
 * organizer (`organizer`: where no form shows the name), package and add-ons. The Create Event screen and the
 * paid lobby show the same list.
 */
export function PaidOrderDetails({ paid, organizer = false }: { paid: PaidLobby; organizer?: boolean }) {
  const c = useTexts('create').createEvent;
  const locale = useLocale();
  return (
    <dl className="paid-details">
      {paid.eventTitle && (
        <>
          <dt>{c.paidEvent}</dt>
          <dd>{paid.eventTitle}</dd>
        </>
      )}
      {paid.eventDate && (
        <>
          <dt>{c.paidDate}</dt>
          <dd>{formatEventDate(paid.eventDate, locale)}</dd>
        </>
      )}
      {organizer && paid.organizerName && (
        <>
          <dt>{c.paidOrganizer}</dt>
          <dd>{paid.organizerName}</dd>
        </>
      )}
      <dt>{c.paidPackage}</dt>
      <dd>
        <PaidPackageName paid={paid} />
      </dd>
      {paid.addOns.length > 0 && (
        <>
          <dt>{c.paidAddOns}</dt>
          <dd>
            <PaidAddOnNames ids={paid.addOns} />
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * YYYY-MM-DD in the device's language (read as a calendar day, not a UTC instant). Intl itself rather than
 * useFormat: the paid lobby's chunk would otherwise add the formatters' chunk to the lobby's preload list.
 */
function formatEventDate(day: string, locale: Locale): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(y, m - 1, d).toLocaleDateString(intlTag(locale), { year: 'numeric', month: 'long', day: 'numeric' });
}

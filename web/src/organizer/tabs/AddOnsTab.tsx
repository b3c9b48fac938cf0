import { useEffect, useState } from 'react';
import type { OrganizerEvent } from '../../../../shared/schemas/organizer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useTexts } from '../../i18n/texts';
import { loadPricingGeo, type PricingGeo } from '../../model/pricing/pricingGeo';
import { extensionPrice, GALLERY_EXTENSION_DAYS, startGalleryExtension, type ExtensionDays } from '../galleryExtension';
import { useOrganizerFormat } from '../organizerFormat';
import type { OrganizerTabProps } from './organizerTab';
import { useBackForwardRestore } from '../../model/payment/useBackForwardRestore';

/**
 * Add-ons (issue #18, instead of the earlier product's 'Temporarily Disabled'): a gallery extension for an event
 * whose gallery has not expired, paid through the normal checkout.
 */
export function AddOnsTab({ token, data, onAuthFailure }: OrganizerTabProps) {
  const t = useTexts('organizer').addons;
  const [geo, setGeo] = useState<PricingGeo | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    loadPricingGeo(abort.signal).then(setGeo, () => undefined);
    return () => abort.abort();
  }, []);

  return (
    <>
      <p className="page__lead">{t.lead}</p>
      {data.events.length === 0 ? (
        <p className="page__lead">{t.noEvents}</p>
      ) : (
        <ul className="organizer-list" aria-label={t.listLabel}>
          {data.events.map((event) => (
            <li key={event.id}>
              <ExtensionCard event={event} token={token} geo={geo} onAuthFailure={onAuthFailure} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ExtensionCard({ event, token, geo, onAuthFailure }: { event: OrganizerEvent; token: string; geo: PricingGeo | null; onAuthFailure: () => void }) {
  const texts = useTexts('organizer');
  const t = texts.addons;
  const format = useOrganizerFormat();
  const [busy, setBusy] = useState<ExtensionDays | null>(null);
  const [error, setError] = useState<string>();
  const titleId = `organizer-addon-${event.code}`;
  // Back from Stripe's page may restore this page as it was left (the back/forward cache): still "Opening checkout...".
  useBackForwardRestore(() => setBusy(null));

  const buy = async (days: ExtensionDays) => {
    setBusy(days);
    setError(undefined);
    const outcome = await startGalleryExtension(token, event.code, days, geo?.geoToken ?? null);
    if (outcome.ok) {
      window.location.assign(outcome.url);
      return;
    }
    if (outcome.authFailed) return onAuthFailure();
    setError(t.paymentError(outcome.message));
    setBusy(null);
  };

  const why = event.canExtendGallery ? null : event.package ? texts.errors.ORGANIZER_GALLERY_EXPIRED : texts.errors.ORGANIZER_EVENT_HAS_NO_PACKAGE;
  return (
    <article className="card stack stack--tight" aria-labelledby={titleId}>
      <h2 id={titleId} className="organizer-section__title">
        {event.title} <span className="organizer-code organizer-muted">{event.code}</span>
      </h2>
      <p className="organizer-muted">{t.openUntil(format.date(event.galleryExpiresAt))}</p>
      {why ? (
        <p className="organizer-muted">{why}</p>
      ) : (
        GALLERY_EXTENSION_DAYS.map((days) => {
          const price = event.package && geo ? extensionPrice(event.package, days, geo.country) : null;
          return (
            <button key={days} type="button" className="btn btn--secondary btn--block" disabled={busy !== null} onClick={() => void buy(days)}>
              {busy === days ? t.opening : t.extension(days)}
              {price && busy !== days && <> · {format.amount(price.amount, price.currency)}</>}
            </button>
          );
        })
      )}
      {error && <ErrorBanner message={error} />}
    </article>
  );
}

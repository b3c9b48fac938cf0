import { useId } from 'react';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { AreaTexts } from '../../i18n/areas';
import { codeText } from '../../i18n/errorText';
import { formattersFor, useFormat, type Formatters } from '../../i18n/format';
import { currentLocale } from '../../i18n/localeStore';
import { currentTexts, useTexts } from '../../i18n/texts';
import { galleryDays, isPaidGallery } from '../../model/gallery/galleryTerms';
import { useBoughtArchive, type BoughtArchiveState } from '../../model/purchase/boughtArchive';
import './expired.css';

/*
 * The English texts of the catalogue (web/src/i18n/catalogues/gallery/expired.en.ts), kept for the tests that
 * look for them; the screen shows the catalogue's, in the chosen language.
 */
/** The organizer's purchase choice (spec: "Expired view offers the purchase choice"). */
export const PURCHASE_CHOICE = 'Keep the photos of this event: the RAW archive of every photo, prints shipped to you, or both.';
/** Guests after the free days: the spec's heading, and who to ask. */
export const ACCESS_EXPIRED_TITLE = 'Gallery Access Expired';
export const CONTACT_ORGANIZER = 'Please contact the organizer of the event for access to the photos.';

export interface ExpiredViewProps {
  event: EventView;
  /** The free gallery is over (the server's galleryExpired, or a 410 GALLERY_EXPIRED on the photo list). */
  expired: boolean;
  /** The event's creator (the participant isCreator, or this device holds the creator credential). */
  organizer: boolean;
  /** The spec's "Back to Gallery" (the caller decides where that can lead, see GalleryScreen). */
  backLabel: string;
  onBack: () => void;
  /** Opens the purchase screen (the organizer's). */
  onPurchase: () => void;
  /** The organizer's session token: asks whether the event's archive was bought (issue 28.6). */
  token?: string | null;
  /** Test seam: the bought-archive state instead of asking the server. */
  boughtArchive?: BoughtArchiveState;
}

function formatDay(format: Formatters, iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : format.date(iso, { dateStyle: 'long' });
}

type ExpiredTexts = AreaTexts['gallery']['expired'];

/**
 * Retention (DESIGN 15; the spec is silent): photos are kept 30 days after the gallery expires unless an
 * archive or an extension was bought (then the server sends no date and nothing is said). Dates by the day.
 */
export function photosKeptText(
  photosKeptUntil: string | null | undefined,
  now: Date = new Date(),
  t: Pick<ExpiredTexts, 'keptUntil' | 'deletedOn'> = currentTexts('gallery').expired,
  format: Formatters = formattersFor(currentLocale()),
): string | null {
  if (!photosKeptUntil) return null;
  const day = formatDay(format, photosKeptUntil);
  if (!day) return null;
  return Date.parse(photosKeptUntil) > now.getTime() ? t.keptUntil(day) : t.deletedOn(day);
}

/**
 * The gallery's "expired" view mode (spec "Expired gallery screen"): the event's title, the day the free
 * gallery expired (or expires, when the organizer opens it at the end of the event), Photos Captured and
 * "5 Days Active". The organizer gets the purchase choice (the purchase screen); everyone else is told the
 * gallery access has expired and to contact the organizer, and is never offered anything to buy.
 */
export function ExpiredView({ event, expired, organizer, backLabel, onBack, onPurchase, token = null, boughtArchive }: ExpiredViewProps) {
  const t = useTexts('gallery').expired;
  const format = useFormat();
  useDocumentTitle(expired ? t.documentTitleExpired : t.documentTitleOrganizer);
  const titleId = useId();
  const sectionId = useId();
  const asked = useBoughtArchive(event.code, organizer && !boughtArchive ? token : null);
  const archiveState = boughtArchive ?? asked;
  const bought = archiveState.status === 'ready' ? archiveState.archive : null;
  const day = formatDay(format, event.galleryExpiresAt);
  const keptText = photosKeptText(event.photosKeptUntil, new Date(), t, format);
  // Their day has passed: the photos are gone (or going), so nothing made from them is offered.
  const photosGone = !!event.photosKeptUntil && Date.parse(event.photosKeptUntil) <= Date.now();
  const selling = organizer && !photosGone;
  const paid = isPaidGallery(event);
  const eyebrow = expired ? t.galleryExpired : event.status === 'completed' ? t.eventEnded : paid ? t.gallery : t.freeGallery;

  return (
    <main className="page expired" aria-labelledby={titleId}>
      <header className="expired__head">
        <div className="polaroid polaroid--tilt expired__print" aria-hidden="true">
          <div className="expired__film">
            <span className="expired__stamp">{expired ? t.stampExpired : paid ? t.stampPaid : t.stampFree}</span>
          </div>
        </div>
        <p className="expired__eyebrow">{eyebrow}</p>
        <h1 id={titleId} className="page__title expired__title">
          {event.title}
        </h1>
        <p className="page__lead" data-testid="gallery-expiry">
          {expired ? t.expiredOn(day) : paid ? t.galleryUntil(day) : t.freeUntil(day)}
        </p>
        {keptText ? (
          <p className="expired__kept" data-testid="photos-kept-until">
            {keptText}
          </p>
        ) : null}
      </header>

      <ul className="expired__stats" aria-label={t.summary}>
        <li className="expired__stat">
          <strong className="expired__stat-value">{event.photoCount}</strong> {t.photosCaptured}
        </li>
        <li className="expired__stat">
          <strong className="expired__stat-value">{galleryDays(event)}</strong> {t.daysActive}
        </li>
      </ul>

      {organizer ? (
        <section className="card expired__panel" aria-labelledby={sectionId}>
          {bought ? (
            <>
              <h2 id={sectionId} className="expired__panel-title">
                {t.archiveTitle}
              </h2>
              <p>{t.archiveBought(bought.orderNumber)}</p>
              {bought.downloadUrl ? (
                <>
                  {bought.downloadParts && bought.downloadParts.length > 1 ? (
                    <>
                      <p>{t.archiveParts(bought.downloadParts.length)}</p>
                      {bought.downloadParts.map((url, i, all) => (
                        <a
                          key={url}
                          className={`btn btn--block ${i === 0 ? 'btn--primary' : 'btn--secondary'}`}
                          href={url}
                          {...(i === 0 ? { 'data-testid': 'archive-download' } : {})}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {t.archiveDownloadPart(i + 1, all.length)}
                        </a>
                      ))}
                    </>
                  ) : (
                    <a className="btn btn--primary btn--block" href={bought.downloadUrl} data-testid="archive-download" target="_blank" rel="noopener noreferrer">
                      {t.archiveDownload}
                    </a>
                  )}
                  {bought.downloadExpiresAt && <p className="expired__note">{t.archiveValidUntil(formatDay(format, bought.downloadExpiresAt))}</p>}
                </>
              ) : (
                <p role="status">{t.archivePreparing}</p>
              )}
              <p>{t.printsChoice}</p>
              {/* The main action while the archive is being prepared: nothing else to do meanwhile. */}
              <button type="button" className={`btn btn--block ${bought.downloadUrl ? 'btn--secondary' : 'btn--primary'}`} onClick={onPurchase}>
                {t.orderPrints}
              </button>
            </>
          ) : photosGone ? (
            <>
              <h2 id={sectionId} className="expired__panel-title">
                {t.purchaseOptions}
              </h2>
              <p role="status">{t.nothingToBuy}</p>
            </>
          ) : (
            <>
              <h2 id={sectionId} className="expired__panel-title">
                {t.purchaseOptions}
              </h2>
              {archiveState.status === 'error' && (
                <p className="banner banner--error" role="alert">
                  {t.archiveLoadFailed}
                </p>
              )}
              <p>{t.purchaseChoice}</p>
              <button type="button" className="btn btn--primary btn--block" onClick={onPurchase} disabled={archiveState.status === 'loading'}>
                {t.purchasePhotos}
              </button>
            </>
          )}
          {!expired && <p className="expired__note">{paid ? t.stillBrowsePaid(day) : t.stillBrowse(day)}</p>}
        </section>
      ) : (
        <section className="card expired__panel expired__panel--guest" aria-labelledby={sectionId}>
          <h2 id={sectionId} className="expired__panel-title">
            {t.accessExpired}
          </h2>
          <p>{codeText('GALLERY_EXPIRED', messages.GALLERY_EXPIRED)}</p>
          <p>{t.contactOrganizer}</p>
        </section>
      )}

      {/* One main action a screen: the organizer's is the panel's (buy, download), so the way back is secondary. */}
      <button type="button" className={`btn btn--block ${selling || bought ? 'btn--secondary' : 'btn--primary'}`} onClick={onBack}>
        {backLabel}
      </button>
    </main>
  );
}

import { useId } from 'react';
import { DAY_MS, GALLERY_DAYS } from '#shared/constants.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import './expired.css';

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
}

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** The gallery's days: 5 free, plus a bought extension (+7 or +30), as the event's expiry says. */
export function galleryDays(event: Pick<EventView, 'createdAt' | 'galleryExpiresAt'>): number {
  const days = Math.round((Date.parse(event.galleryExpiresAt) - Date.parse(event.createdAt)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : GALLERY_DAYS;
}

/**
 * Retention (DESIGN 15; the spec is silent): photos are kept 30 days after the gallery expires unless an
 * archive or an extension was bought (then the server sends no date and nothing is said). Dates by the day.
 */
export function photosKeptText(photosKeptUntil: string | null | undefined, now: Date = new Date()): string | null {
  if (!photosKeptUntil) return null;
  const day = formatDay(photosKeptUntil);
  if (!day) return null;
  return Date.parse(photosKeptUntil) > now.getTime() ? `Photos are kept until ${day}` : `Photos were deleted on ${day}`;
}

/**
 * The gallery's "expired" view mode (spec "Expired gallery screen"): the event's title, the day the free
 * gallery expired (or expires, when the organizer opens it at the end of the event), Photos Captured and
 * "5 Days Active". The organizer gets the purchase choice (the purchase screen); everyone else is told the
 * gallery access has expired and to contact the organizer, and is never offered anything to buy.
 */
export function ExpiredView({ event, expired, organizer, backLabel, onBack, onPurchase }: ExpiredViewProps) {
  useDocumentTitle(expired ? 'Gallery Expired' : 'Gallery & Purchase Options');
  const titleId = useId();
  const sectionId = useId();
  const day = formatDay(event.galleryExpiresAt);
  const keptText = photosKeptText(event.photosKeptUntil);
  const eyebrow = expired ? 'Gallery Expired' : event.status === 'completed' ? 'Event Ended' : 'Free Gallery';

  return (
    <main className="page expired" aria-labelledby={titleId}>
      <header className="expired__head">
        <div className="polaroid polaroid--tilt expired__print" aria-hidden="true">
          <div className="expired__film">
            <span className="expired__stamp">{expired ? 'Expired' : 'Free gallery'}</span>
          </div>
        </div>
        <p className="expired__eyebrow">{eyebrow}</p>
        <h1 id={titleId} className="page__title expired__title">
          {event.title}
        </h1>
        <p className="page__lead" data-testid="gallery-expiry">
          {expired ? `Gallery expired on ${day}` : `Free gallery until ${day}`}
        </p>
        {keptText ? (
          <p className="expired__kept" data-testid="photos-kept-until">
            {keptText}
          </p>
        ) : null}
      </header>

      <ul className="expired__stats" aria-label="Event summary">
        <li className="expired__stat">
          <strong className="expired__stat-value">{event.photoCount}</strong> Photos Captured
        </li>
        <li className="expired__stat">
          <strong className="expired__stat-value">{galleryDays(event)}</strong> Days Active
        </li>
      </ul>

      {organizer ? (
        <section className="card expired__panel" aria-labelledby={sectionId}>
          <h2 id={sectionId} className="expired__panel-title">
            Purchase Options
          </h2>
          <p>{PURCHASE_CHOICE}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={onPurchase}>
            Purchase Photos
          </button>
          {!expired && <p className="expired__note">Until {day} you and your guests can still browse and download the free gallery.</p>}
        </section>
      ) : (
        <section className="card expired__panel expired__panel--guest" aria-labelledby={sectionId}>
          <h2 id={sectionId} className="expired__panel-title">
            {ACCESS_EXPIRED_TITLE}
          </h2>
          <p>{messages.GALLERY_EXPIRED}</p>
          <p>{CONTACT_ORGANIZER}</p>
        </section>
      )}

      <button type="button" className="btn btn--primary btn--block" onClick={onBack}>
        {backLabel}
      </button>
    </main>
  );
}

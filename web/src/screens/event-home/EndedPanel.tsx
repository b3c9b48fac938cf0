import { Link } from 'react-router-dom';
import { GALLERY_DAYS } from '#shared/constants.js';
import type { EventView } from '#shared/schemas/events.js';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { galleryPath } from '../../model/events/paths';
import { isPaidGallery } from '../../model/gallery/galleryTerms';
import { votingOpen } from '../../model/voting/startVoting';

/**
 * Spec: "On end, the organizer goes to the expired (purchase) view": useEndOfEvent takes them there when they
 * see the event end. Opened later, the ended event home stays (the admin tools, the participant list,
 * switching user may still be needed); this panel is the way to that view. A paid or extended gallery is never
 * called free: it says until when it is open; with reveal after the end, the guests' voting hour comes first.
 */
export default function EndedPanel({ event, participantName }: { event: EventView; participantName: string }) {
  const t = useTexts('event').home;
  const format = useFormat();
  // With reveal after the end, the guests' voting hour comes before the awards.
  const guestsNow = votingOpen(event) && event.votingEndsAt ? t.endedGuestsVoting(format.date(event.votingEndsAt, { hour: '2-digit', minute: '2-digit' })) : t.endedGuests;
  const galleryLasts = isPaidGallery(event) ? t.endedOpenUntil(format.date(event.galleryExpiresAt, { dateStyle: 'long' })) : t.endedFreeFor(GALLERY_DAYS);
  return (
    <section className="card home__ended" aria-labelledby="home-ended-title">
      <h2 id="home-ended-title" className="home__ended-title">
        {event.galleryExpired ? t.galleryExpiredTitle : t.endedTitle}
      </h2>
      <p className="page__lead">{event.galleryExpired ? t.galleryExpiredLead : `${guestsNow} ${galleryLasts}`}</p>
      <Link className="btn btn--primary btn--block" to={`${galleryPath(event.code, participantName)}&view=expired`}>
        {t.viewPurchase}
      </Link>
    </section>
  );
}

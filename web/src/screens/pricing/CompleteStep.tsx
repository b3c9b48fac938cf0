import { useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { EVENT_TYPE_LABELS, type EventType } from '#shared/pricing/index.js';
import { holdsCreatorCredential } from '../../model/creator/creatorKey';
import { configuredSiteUrl, publicSiteOrigin } from '../../model/device/publicSiteUrl';
import { adminPath } from '../../model/events/paths';
import { eventLinkFor, shareEventLink } from './shareEventLink';

interface CompleteStepProps {
  /** The event created for the paid order (`?event=` on /pricing?step=complete), when there is one. */
  eventCode: string | null;
  /** The paid package, from the pending order, while its event is still to be created. */
  paidEventType: EventType | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}

/**
 * Step 4 (spec section 2): the event is live, with 'Go to Event Dashboard', 'Share Event Link' and a link to
 * /organizer. Our flow creates the event after payment (the success page leads to Create Event, which links
 * the order): until it exists, Complete says the package is paid and leads to creating it.
 */
export function CompleteStep({ eventCode, paidEventType, headingRef, onStartOver }: CompleteStepProps) {
  const [status, setStatus] = useState('');

  async function share(code: string) {
    const link = eventLinkFor(code, publicSiteOrigin(window.location, configuredSiteUrl()));
    const outcome = await shareEventLink(link);
    if (outcome === 'copied') setStatus('Event link copied!');
    if (outcome === 'unavailable') setStatus(`Copy this link: ${link}`);
  }

  return (
    <section className="stack" aria-labelledby="pricing-step-title">
      <h2 id="pricing-step-title" ref={headingRef} tabIndex={-1} className="pricing__step-title">
        Complete
      </h2>
      {eventCode ? (
        <div className="card stack">
          <p className="pricing__lead-strong">Your event is live!</p>
          <p className="pricing__muted">
            Event code <strong className="pricing__code">{eventCode}</strong>. Share the link with your guests.
          </p>
          <Link to={holdsCreatorCredential(eventCode) ? adminPath(eventCode) : '/organizer'} className="btn btn--primary btn--block">
            Go to Event Dashboard
          </Link>
          <button type="button" className="btn btn--secondary btn--block" onClick={() => void share(eventCode)}>
            Share Event Link
          </button>
          <p role="status" className="pricing__muted">
            {status}
          </p>
        </div>
      ) : (
        <div className="card stack">
          <p className="pricing__lead-strong">Payment received</p>
          <p className="pricing__muted">
            {paidEventType ? `Your ${EVENT_TYPE_LABELS[paidEventType].toLowerCase()} event package is paid.` : 'Your event package is paid.'} Your event
            is live as soon as you create it.
          </p>
          <Link to="/" className="btn btn--primary btn--block">
            Create Event
          </Link>
        </div>
      )}
      <p>
        Manage your events and orders in the <Link to="/organizer">organizer dashboard</Link>.
      </p>
      <button type="button" className="btn btn--ghost" onClick={onStartOver}>
        Buy another package
      </button>
    </section>
  );
}

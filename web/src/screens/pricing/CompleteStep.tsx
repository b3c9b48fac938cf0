import { useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { EventType } from '#shared/pricing/index.js';
import { useTexts } from '../../i18n/texts';
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
  const { pricing: t, products } = useTexts('commerce');

  async function share(code: string) {
    const link = eventLinkFor(code, publicSiteOrigin(window.location, configuredSiteUrl()));
    const outcome = await shareEventLink(link, t.shareTitle);
    if (outcome === 'copied') setStatus(t.eventLinkCopied);
    if (outcome === 'unavailable') setStatus(t.copyThisLink(link));
  }

  return (
    <section className="stack" aria-labelledby="pricing-step-title">
      <h2 id="pricing-step-title" ref={headingRef} tabIndex={-1} className="pricing__step-title">
        {t.steps.complete}
      </h2>
      {eventCode ? (
        <div className="card stack">
          <p className="pricing__lead-strong">{t.eventLive}</p>
          <p className="pricing__muted">
            {t.eventCodeBefore}
            <strong className="pricing__code">{eventCode}</strong>
            {t.eventCodeAfter}
          </p>
          <Link to={holdsCreatorCredential(eventCode) ? adminPath(eventCode) : '/organizer'} className="btn btn--primary btn--block">
            {t.goToDashboard}
          </Link>
          <button type="button" className="btn btn--secondary btn--block" onClick={() => void share(eventCode)}>
            {t.shareEventLink}
          </button>
          <p role="status" className="pricing__muted">
            {status}
          </p>
        </div>
      ) : (
        <div className="card stack">
          <p className="pricing__lead-strong">{t.paymentReceived}</p>
          <p className="pricing__muted">
            {paidEventType ? t.typedPackagePaid(products.eventTypes[paidEventType]) : t.packagePaid}
            {t.liveWhenCreated}
          </p>
          <Link to="/" className="btn btn--primary btn--block">
            {t.createEvent}
          </Link>
        </div>
      )}
      <p>
        {t.manageBefore}
        <Link to="/organizer">{t.organizerDashboard}</Link>
        {t.manageAfter}
      </p>
      <button type="button" className="btn btn--ghost" onClick={onStartOver}>
        {t.buyAnother}
      </button>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EVENT_TYPE_LABELS, SUCCESS_BANNER_MS } from '#shared/constants.js';
import { QrCode } from '../../components/QrCode';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { StoredCreator } from '../../model/creator/creatorStore';
import { formatDuration } from '../../model/events/formatDuration';
import { configuredSiteUrl, publicSiteOrigin } from '../../model/device/publicSiteUrl';
import { copyText } from '../../model/device/copyText';
import type { Joined } from '../../model/join/joinOutcome';
import { EnterEventForm } from './EnterEventForm';
import { eventLink } from '../../model/events/eventLink';
import { ManualCopy } from './ManualCopy';
import './event-created.css';

interface EventCreatedScreenProps {
  creator: StoredCreator;
  /** false when this device refused to store the creator credential: the creator must be told. */
  savedOnDevice: boolean;
  onEntered: (entered: Joined) => void;
}

export function EventCreatedScreen({ creator, savedOnDevice, onEntered }: EventCreatedScreenProps) {
  const { event, creatorToken, organizerName, linkedOrder } = creator;
  useDocumentTitle('Event Created');
  // The address a guest's phone can open (the LAN address on a local stack started with --lan), not necessarily this tab's.
  const link = eventLink(event.code, publicSiteOrigin(window.location, configuredSiteUrl()));
  const [status, setStatus] = useState('');
  const [showQr, setShowQr] = useState(false);
  const [manualLink, setManualLink] = useState(false);

  // The copy confirmation is announced (aria-live) and then cleared, like the spec's other short banners.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copyCode() {
    const copied = await copyText(event.code);
    setStatus(copied ? 'Event code copied!' : 'Could not copy the code. Select it above to copy it.');
  }

  async function copyLink() {
    const copied = await copyText(link);
    setManualLink(!copied);
    setStatus(copied ? 'Event link copied!' : '');
  }

  return (
    <main className="page">
      <header className="stack stack--tight">
        <h1 className="page__title">Event Created!</h1>
        <p className="page__lead">Share the code, the link or the QR code with your guests.</p>
      </header>

      {linkedOrder && (
        <section className="banner banner--success" aria-labelledby="created-linked-title">
          <div className="banner__text stack stack--tight">
            <h2 id="created-linked-title" className="paid-banner__title">
              Payment Linked
            </h2>
            <p>
              Order <strong>{linkedOrder.orderNumber}</strong> is linked to this event: its package and add-ons apply.
            </p>
            <Link to="/organizer" className="btn btn--secondary btn--block">
              Access Organizer Dashboard
            </Link>
          </div>
        </section>
      )}

      {/* A polaroid: the code is the picture, the event is written on the thick bottom edge. */}
      <section className="polaroid polaroid--tilt polaroid--captioned created__card" aria-labelledby="created-title">
        <div className="polaroid__film">
          <p className="polaroid__film-label">Event Code</p>
          <p className="created__code">{event.code}</p>
        </div>
        <div className="polaroid__caption">
          <p className="created__type">{EVENT_TYPE_LABELS[event.eventType]}</p>
          <h2 id="created-title" className="created__title">
            {event.title}
          </h2>
        </div>
      </section>

      <dl className="facts">
        <div className="facts__item">
          <dt>Max Guests</dt>
          <dd>{event.maxParticipants}</dd>
        </div>
        <div className="facts__item">
          <dt>Photos/Person</dt>
          <dd>{event.maxPhotosPerUser}</dd>
        </div>
        <div className="facts__item">
          <dt>Duration</dt>
          <dd>{formatDuration(event.durationMinutes)}</dd>
        </div>
      </dl>

      {!savedOnDevice && (
        <p className="banner banner--error" role="alert">
          This device could not save your organizer access (storage is blocked or full). Keep this page open
          until you have entered your event.
        </p>
      )}

      <div className="stack stack--tight">
        <button type="button" className="btn btn--secondary btn--block" onClick={copyCode}>
          Copy Code
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          aria-expanded={showQr}
          aria-controls="created-qr"
          onClick={() => setShowQr((s) => !s)}
        >
          {showQr ? 'Hide QR Code' : 'Generate QR Code'}
        </button>
        <button type="button" className="btn btn--secondary btn--block" onClick={copyLink}>
          Copy Event Link
        </button>
        <p className="created__status" role="status" aria-live="polite">
          {status}
        </p>
        {manualLink && <ManualCopy value={link} />}
      </div>

      <div id="created-qr">{showQr && <QrCode value={link} label={`QR code of the event link for ${event.title}`} />}</div>

      <EnterEventForm event={event} creatorToken={creatorToken} defaultName={organizerName} onEntered={onEntered} />
    </main>
  );
}

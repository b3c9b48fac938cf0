import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUCCESS_BANNER_MS } from '#shared/constants.js';
import { QrCode } from '../../components/QrCode';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLocale, useTexts } from '../../i18n/texts';
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
  const t = useTexts('create').eventCreated;
  const types = useTexts('create').eventTypes;
  const locale = useLocale();
  useDocumentTitle(t.title);
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
    setStatus(copied ? t.codeCopied : t.codeNotCopied);
  }

  async function copyLink() {
    const copied = await copyText(link);
    setManualLink(!copied);
    setStatus(copied ? t.linkCopied : '');
  }

  return (
    <main className="page">
      <header className="stack stack--tight">
        <h1 className="page__title">{t.title}</h1>
        <p className="page__lead">{t.lead}</p>
      </header>

      {linkedOrder && (
        <section className="banner banner--success" aria-labelledby="created-linked-title">
          <div className="banner__text stack stack--tight">
            <h2 id="created-linked-title" className="paid-banner__title">
              {t.paymentLinked}
            </h2>
            <p>
              {t.orderLinkedBefore}
              <strong>{linkedOrder.orderNumber}</strong>
              {t.orderLinkedAfter}
            </p>
            <Link to="/organizer" className="btn btn--secondary btn--block">
              {t.organizerDashboard}
            </Link>
          </div>
        </section>
      )}

      {/* A polaroid: the code is the picture, the event is written on the thick bottom edge. */}
      <section className="polaroid polaroid--tilt polaroid--captioned created__card" aria-labelledby="created-title">
        <div className="polaroid__film">
          <p className="polaroid__film-label">{t.eventCode}</p>
          <p className="created__code">{event.code}</p>
        </div>
        <div className="polaroid__caption">
          <p className="created__type">{types[event.eventType]}</p>
          <h2 id="created-title" className="created__title">
            {event.title}
          </h2>
        </div>
      </section>

      <dl className="facts">
        <div className="facts__item">
          <dt>{t.maxGuests}</dt>
          <dd>{event.maxParticipants}</dd>
        </div>
        <div className="facts__item">
          <dt>{t.photosPerPerson}</dt>
          <dd>{event.maxPhotosPerUser}</dd>
        </div>
        <div className="facts__item">
          <dt>{t.duration}</dt>
          <dd>{formatDuration(event.durationMinutes, locale)}</dd>
        </div>
      </dl>

      {!savedOnDevice && (
        <p className="banner banner--error" role="alert">
          {t.notSaved}
        </p>
      )}

      <div className="stack stack--tight">
        <button type="button" className="btn btn--secondary btn--block" onClick={copyCode}>
          {t.copyCode}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          aria-expanded={showQr}
          aria-controls="created-qr"
          onClick={() => setShowQr((s) => !s)}
        >
          {showQr ? t.hideQr : t.generateQr}
        </button>
        <button type="button" className="btn btn--secondary btn--block" onClick={copyLink}>
          {t.copyLink}
        </button>
        <p className="created__status" role="status" aria-live="polite">
          {status}
        </p>
        {manualLink && <ManualCopy value={link} />}
      </div>

      <div id="created-qr">{showQr && <QrCode value={link} label={t.qrLabel(event.title)} />}</div>

      <EnterEventForm event={event} creatorToken={creatorToken} defaultName={organizerName} onEntered={onEntered} />
    </main>
  );
}

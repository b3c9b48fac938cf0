import { useId, useState } from 'react';
import type { EventView } from '#shared/schemas/events.js';
import { useTexts } from '../../i18n/texts';
import { statusTone } from '../../model/events/eventStatus';
import { joinEvent } from '../../model/join/joinEvent';
import type { Joined } from '../../model/join/joinOutcome';
import { NameForm } from '../../components/NameForm';
import { BackToMainPage } from './BackToMainPage';

interface DirectJoinFormProps {
  event: EventView | null;
  onJoined: (joined: Joined) => void;
  /** Back to the saved users, when the guest came from there. */
  onBack?: () => void;
  /** The code came from an event link: the spec's "Event code detected!" text and the Detected mark. */
  detected?: boolean;
}

/** Spec "Join screen": the Join Event form with the event title, the code, Your Name and a Details card. */
export function DirectJoinForm({ event, onJoined, onBack, detected = false }: DirectJoinFormProps) {
  const texts = useTexts('first');
  const arrival = useTexts('arrival');
  const t = arrival.directJoin;
  const detailsId = useId();
  const [loading, setLoading] = useState(false);

  return (
    <main className="page">
      <header className="stack stack--tight">
        <h1 className="page__title">{texts.join.title}</h1>
        <p className="page__lead">{detected ? texts.join.leadDetected : texts.join.leadName}</p>
      </header>

      {event && (
        <section className="polaroid polaroid--tilt polaroid--captioned join__card" aria-label={t.eventLabel}>
          <div className="polaroid__film">
            <p className="polaroid__film-label">
              {texts.join.codeLabel}
              {detected && <span className="tag join__detected">{texts.join.detected}</span>}
            </p>
            <p className="join__code">{event.code}</p>
          </div>
          <h2 className="polaroid__caption join__title">{event.title}</h2>
        </section>
      )}

      <NameForm
        autoFocus
        submitLabel={texts.join.submit}
        busyLabel={texts.join.joining}
        failedMessage={texts.errors.JOIN_FAILED}
        // Spec: missing event data gives "Event information not available" (checked after the name rules).
        submit={(name, signal) => (event ? joinEvent({ code: event.code, name }, signal) : Promise.resolve(texts.errors.EVENT_INFO_MISSING))}
        onJoined={onJoined}
        onBusyChange={setLoading}
      />

      {event && (
        <section className="card stack stack--tight" aria-labelledby={detailsId}>
          <h2 id={detailsId} className="join__section-title">
            {t.details}
          </h2>
          <dl className="details">
            <div className="details__row">
              <dt>{t.type}</dt>
              <dd>{t.eventTypes[event.eventType]}</dd>
            </div>
            <div className="details__row">
              <dt>{t.maxParticipants}</dt>
              <dd>{event.maxParticipants}</dd>
            </div>
            <div className="details__row">
              <dt>{t.photosPerPerson}</dt>
              <dd>{event.maxPhotosPerUser}</dd>
            </div>
            <div className="details__row">
              <dt>{t.status}</dt>
              <dd>
                <span className={`status-pill status-pill--${statusTone(event.status)}`}>{t.statuses[event.status]}</span>
              </dd>
            </div>
          </dl>
        </section>
      )}

      {onBack && (
        <button type="button" className="btn btn--secondary btn--block" onClick={onBack} disabled={loading}>
          {t.backToSaved}
        </button>
      )}
      <BackToMainPage />
    </main>
  );
}

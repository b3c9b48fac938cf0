import { useId, useState } from 'react';
import { EVENT_TYPE_LABELS } from '#shared/constants.js';
import { joinMessages as messages } from '#shared/join-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import { STATUS_LABELS, statusTone } from '../../model/events/eventStatus';
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
  const detailsId = useId();
  const [loading, setLoading] = useState(false);

  return (
    <main className="page">
      <header className="stack stack--tight">
        <h1 className="page__title">Join Event</h1>
        <p className="page__lead">{detected ? 'Event code detected! Enter your name to join.' : 'Enter your name to join.'}</p>
      </header>

      {event && (
        <section className="polaroid polaroid--tilt polaroid--captioned join__card" aria-label="Event">
          <div className="polaroid__film">
            <p className="polaroid__film-label">
              Event Code{detected && <span className="tag join__detected">Detected</span>}
            </p>
            <p className="join__code">{event.code}</p>
          </div>
          <h2 className="polaroid__caption join__title">{event.title}</h2>
        </section>
      )}

      <NameForm
        autoFocus
        submitLabel="Join Event"
        busyLabel="Joining event..."
        failedMessage={messages.JOIN_FAILED}
        // Spec: missing event data gives "Event information not available" (checked after the name rules).
        submit={(name, signal) => (event ? joinEvent({ code: event.code, name }, signal) : Promise.resolve(messages.EVENT_INFO_MISSING))}
        onJoined={onJoined}
        onBusyChange={setLoading}
      />

      {event && (
        <section className="card stack stack--tight" aria-labelledby={detailsId}>
          <h2 id={detailsId} className="join__section-title">
            Details
          </h2>
          <dl className="details">
            <div className="details__row">
              <dt>Type</dt>
              <dd>{EVENT_TYPE_LABELS[event.eventType]}</dd>
            </div>
            <div className="details__row">
              <dt>Max Participants</dt>
              <dd>{event.maxParticipants}</dd>
            </div>
            <div className="details__row">
              <dt>Photos per Person</dt>
              <dd>{event.maxPhotosPerUser}</dd>
            </div>
            <div className="details__row">
              <dt>Status</dt>
              <dd>
                <span className={`status-pill status-pill--${statusTone(event.status)}`}>{STATUS_LABELS[event.status]}</span>
              </dd>
            </div>
          </dl>
        </section>
      )}

      {onBack && (
        <button type="button" className="btn btn--secondary btn--block" onClick={onBack} disabled={loading}>
          Back to saved users
        </button>
      )}
      <BackToMainPage />
    </main>
  );
}

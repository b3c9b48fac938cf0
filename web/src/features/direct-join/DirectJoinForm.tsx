import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EVENT_TYPE_LABELS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { normalizePersonName, personNameProblem } from '../../../../shared/rules/code-and-name';
import type { EventView } from '../../../../shared/schemas/events';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { STATUS_LABELS, statusTone } from '../events/eventStatus';
import { joinEvent } from '../join/joinEvent';
import type { Joined } from '../join/joinOutcome';
import { BackToMainPage } from './BackToMainPage';

interface DirectJoinFormProps {
  event: EventView | null;
  onJoined: (joined: Joined) => void;
  /** Back to the saved users, when the guest came from there. */
  onBack?: () => void;
}

type FormError = { onName: boolean; message: string };

/** Spec "Join screen": the Join Event form with the event title, the code, Your Name and a Details card. */
export function DirectJoinForm({ event, onJoined, onBack }: DirectJoinFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [loading, setLoading] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const detailsId = useId();

  useEffect(() => {
    nameRef.current?.focus();
    return () => inFlight.current?.abort();
  }, []);

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const problem = personNameProblem(name);
    if (problem) {
      setError({ onName: true, message: messages[problem] });
      nameRef.current?.focus();
      return;
    }
    if (!event) {
      setError({ onName: false, message: messages.EVENT_INFO_MISSING });
      return;
    }
    setError(null);
    setLoading(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const outcome = await joinEvent({ code: event.code, name: normalizePersonName(name) }, controller.signal);
      if (outcome.kind === 'rejected') setError({ onName: false, message: outcome.message });
      else onJoined(outcome);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error('join failed', err);
      setError({ onName: false, message: messages.JOIN_FAILED });
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  return (
    <main className="page">
      <header className="stack stack--tight">
        <h1 className="page__title">Join Event</h1>
        <p className="page__lead">Enter your name to join.</p>
      </header>

      {event && (
        <section className="polaroid polaroid--tilt polaroid--captioned join__card" aria-label="Event">
          <div className="polaroid__film">
            <p className="polaroid__film-label">Event Code</p>
            <p className="join__code">{event.code}</p>
          </div>
          <h2 className="polaroid__caption join__title">{event.title}</h2>
        </section>
      )}

      <form className="stack card" noValidate onSubmit={handleSubmit} aria-busy={loading}>
        <TextField
          ref={nameRef}
          label="Your Name"
          name="name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (error?.onName) setError(null);
          }}
          autoComplete="nickname"
          autoCapitalize="words"
          enterKeyHint="go"
          error={error?.onName ? error.message : undefined}
        />
        {error && !error.onName && <ErrorBanner message={error.message} />}
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={loading || !name}>
          {loading ? 'Joining event...' : 'Join Event'}
        </button>
      </form>

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

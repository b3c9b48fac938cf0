import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { normalizePersonName, personNameProblem } from '../../../../shared/rules/code-and-name';
import type { EventView } from '../../../../shared/schemas/events';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { enterEvent } from '../join/enterEvent';
import type { Joined } from '../join/joinOutcome';

interface EnterEventFormProps {
  event: EventView;
  creatorToken: string;
  /** Prefills the name: the creator usually enters under the organizer name they just typed. */
  defaultName: string;
  /** Entered as the creator: the session is saved and current; the main flow opens the camera state. */
  onEntered: (entered: Joined) => void;
}

type FormError = { onName: boolean; message: string };

/** The Event Created screen's name form with the Enter Event button (spec sections 2 and 5). */
export function EnterEventForm({ event, creatorToken, defaultName, onEntered }: EnterEventFormProps) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<FormError | null>(null);
  const [loading, setLoading] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const problem = personNameProblem(name);
    if (problem) {
      setError({ onName: true, message: messages[problem] });
      nameRef.current?.focus();
      return;
    }
    setError(null);
    setLoading(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const outcome = await enterEvent({ event, name: normalizePersonName(name), creatorToken }, controller.signal);
      if (outcome.kind === 'rejected') setError({ onName: false, message: outcome.message });
      else onEntered(outcome);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error('enter event failed', err);
      setError({ onName: false, message: messages.ENTER_FAILED });
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  return (
    <form className="stack card" noValidate onSubmit={handleSubmit} aria-busy={loading} aria-labelledby="enter-event-title">
      <h2 id="enter-event-title" className="created__section-title">
        Enter your event
      </h2>
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
        {loading ? 'Entering event...' : 'Enter Event'}
      </button>
    </form>
  );
}

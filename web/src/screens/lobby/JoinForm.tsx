import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EVENT_CODE_LENGTH } from '#shared/constants.js';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useTexts } from '../../i18n/texts';
import type { Joined } from '../../model/join/joinOutcome';
import { joinEvent } from '../../model/join/joinEvent';
import { validateJoinForm, type JoinFormField } from './validateJoinForm';


interface JoinFormProps {
  /** A code from an event link; shows the Detected mark and moves focus to the name. */
  prefilledCode: string | undefined;
  onBack: () => void;
  /** The guest joined: the session is saved and current; the main flow opens the camera state. */
  onJoined: (joined: Joined) => void;
}

type JoinError = { field?: JoinFormField; message: string };

/** The lobby's join mode. Leaving it (Back) unmounts it, which clears code, name and error as the spec asks. */
export function JoinForm({ prefilledCode, onBack, onJoined }: JoinFormProps) {
  const texts = useTexts('first');
  const t = texts.join;
  const [code, setCode] = useState(prefilledCode ?? '');
  const [name, setName] = useState('');
  const [error, setError] = useState<JoinError | null>(null);
  const [loading, setLoading] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  // Decided once on opening: later prefill changes (the code leaving the address bar) must not move focus.
  const initialFocus = useRef(prefilledCode ? nameRef : codeRef);

  useEffect(() => {
    initialFocus.current.current?.focus();
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  const detected = prefilledCode !== undefined && code === prefilledCode;

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const result = validateJoinForm({ code, name });
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      (result.field === 'code' ? codeRef : nameRef).current?.focus();
      return;
    }
    setError(null);
    setLoading(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const outcome = await joinEvent(result.request, controller.signal);
      if (outcome.kind === 'rejected') setError({ message: outcome.message });
      else onJoined(outcome);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error('join failed', err);
      setError({ message: texts.errors.JOIN_FAILED });
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  return (
    <main className="page lobby">
      <LanguageSwitch className="lobby__language" />
      <header className="stack stack--tight">
        <h1 className="page__title">{t.title}</h1>
        <p className="page__lead">{prefilledCode ? t.leadDetected : t.lead}</p>
      </header>

      <form className="stack card" noValidate onSubmit={handleSubmit} aria-busy={loading}>
        <TextField
          ref={codeRef}
          label={t.codeLabel}
          labelExtra={detected ? <span className="tag">{t.detected}</span> : undefined}
          className="field__control--code"
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            if (error?.field === 'code') setError(null);
          }}
          maxLength={EVENT_CODE_LENGTH}
          placeholder="ABC123"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          error={error?.field === 'code' ? error.message : undefined}
        />
        <TextField
          ref={nameRef}
          label={t.nameLabel}
          name="name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (error?.field === 'name') setError(null);
          }}
          autoComplete="nickname"
          autoCapitalize="words"
          enterKeyHint="go"
          error={error?.field === 'name' ? error.message : undefined}
        />

        {error && !error.field && <ErrorBanner message={error.message} />}

        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={loading || !code || !name}>
          {loading ? t.joining : t.submit}
        </button>
        <button type="button" className="btn btn--secondary btn--block" onClick={onBack} disabled={loading}>
          {t.back}
        </button>
      </form>
    </main>
  );
}

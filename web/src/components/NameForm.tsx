import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { normalizePersonName, personNameProblem } from '../../../shared/rules/code-and-name';
import { ErrorBanner } from './ErrorBanner';
import { TextField } from './TextField';
import { useTexts } from '../i18n/texts';
import type { Joined, JoinOutcome } from '../model/join/joinOutcome';

interface NameFormProps {
  /** Heading inside the form card, if any (named by `labelledBy`). */
  heading?: ReactNode;
  labelledBy?: string;
  defaultName?: string;
  autoFocus?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Shown when the server was not reached or failed (spec: "Failed to join/enter event. Please try again."). */
  failedMessage: string;
  /** Runs with the checked, trimmed name; a `string` result is a refusal before any call (e.g. no event data). */
  submit: (name: string, signal: AbortSignal) => Promise<JoinOutcome | string>;
  onJoined: (joined: Joined) => void;
  /** Hears when a submission starts and ends (so the page can disable its other controls meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

type FormError = { onName: boolean; message: string };

/**
 * The "Your Name" form of the direct join and of Enter Event: the spec's name rules (section 5) first,
 * then one join call; its refusal is shown under the form, a failure as `failedMessage`.
 */
export function NameForm({ heading, labelledBy, defaultName = '', autoFocus = false, submitLabel, busyLabel, failedMessage, submit, onJoined, onBusyChange }: NameFormProps) {
  const texts = useTexts('first');
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<FormError | null>(null);
  const [loading, setLoading] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const onBusyChangeRef = useRef(onBusyChange);
  useEffect(() => {
    onBusyChangeRef.current = onBusyChange;
  });
  useEffect(() => onBusyChangeRef.current?.(loading), [loading]);

  useEffect(() => {
    if (autoFocus) nameRef.current?.focus();
    return () => inFlight.current?.abort();
  }, [autoFocus]);

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const problem = personNameProblem(name);
    if (problem) {
      setError({ onName: true, message: texts.errors[problem] });
      nameRef.current?.focus();
      return;
    }
    setError(null);
    setLoading(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const outcome = await submit(normalizePersonName(name), controller.signal);
      if (typeof outcome === 'string') setError({ onName: false, message: outcome });
      else if (outcome.kind === 'rejected') setError({ onName: false, message: outcome.message });
      else onJoined(outcome);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error(`${submitLabel} failed`, err);
      setError({ onName: false, message: failedMessage });
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  return (
    <form className="stack card" noValidate onSubmit={handleSubmit} aria-busy={loading} aria-labelledby={labelledBy}>
      {heading}
      <TextField
        ref={nameRef}
        label={texts.join.nameLabel}
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
        {loading ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

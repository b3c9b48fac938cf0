import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OrganizerSignInResponse } from '../../../shared/schemas/organizer';
import { ApiError } from '../api/ApiError';
import { ErrorBanner } from '../components/ErrorBanner';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { currentLocale } from '../i18n/localeStore';
import { useTexts } from '../i18n/texts';
import { OrganizerHeader } from './OrganizerHeader';
import { requestOrganizerCode, signInOrganizer } from './organizerApi';
import type { OrganizerNotice } from './organizerPaths';
import {
  codeComplete,
  isResendTooSoon,
  needsNewCode,
  normalizeCodeInput,
  signInDisabled,
  signInErrorText,
  signInFieldsError,
  trimmedFields,
  type SignInFields,
} from './signInForm';

interface Props {
  /** Why the sign-in shows (a refused session: 'Authentication required'), until the organizer starts again. */
  notice?: OrganizerNotice | undefined;
  onSignedIn: (session: OrganizerSignInResponse) => void;
  /** A code was sent: the organizer will sign in soon (the dashboard's chunk can start loading). */
  onCodeSent?: () => void;
}

type Step = { kind: 'details' } | { kind: 'code'; email: string; eventName: string; resendAt: number };

/**
 * /organizer without a valid session (commerce spec: Organizer login): e-mail and event name, then the
 * 6-digit code e-mailed to that address (DESIGN 6). The first answer is the same whether or not the e-mail
 * bought a package, so the code step always follows.
 */
export function OrganizerSignInScreen({ notice, onSignedIn, onCodeSent }: Props) {
  const t = useTexts('organizer');
  useDocumentTitle(t.title);
  const [fields, setFields] = useState<SignInFields>({ email: '', eventName: '' });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The notice is read in the language of the moment (a switch included); typing or asking for a code ends it.
  const [noticeShown, setNoticeShown] = useState(notice !== undefined);
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const shownError = error ?? (noticeShown && notice ? t.failures[notice] : undefined);

  const edit = (patch: Partial<SignInFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setError(undefined);
    setNoticeShown(false);
  };

  const askForCode = async (wanted: SignInFields): Promise<void> => {
    setLoading(true);
    setError(undefined);
    setNoticeShown(false);
    try {
      const answer = await requestOrganizerCode(wanted.email, wanted.eventName, currentLocale());
      setStep({ kind: 'code', ...wanted, resendAt: Date.now() + answer.resendAfterSeconds * 1000 });
      onCodeSent?.();
    } catch (err) {
      setError(signInErrorText(err));
      // Asked again too soon: the code already sent still works, so the code step stays.
      if (isResendTooSoon(err) && step.kind === 'code') setStep({ ...step, resendAt: Date.now() + 30_000 });
    } finally {
      setLoading(false);
    }
  };

  const submitDetails = (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const missing = signInFieldsError(fields);
    if (missing) {
      setError(missing);
      return;
    }
    void askForCode(trimmedFields(fields));
  };

  return (
    <main className="page">
      <OrganizerHeader />
      <section className="polaroid stack" aria-labelledby="organizer-login-title">
        <h1 id="organizer-login-title" className="page__title">
          {t.title}
        </h1>
        {step.kind === 'details' ? (
          <>
            <p className="page__lead">{t.signIn.lead}</p>
            <form className="stack" onSubmit={submitDetails} noValidate>
              <TextField
                label={t.signIn.email}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                hint={t.signIn.emailHint}
                value={fields.email}
                onChange={(e) => edit({ email: e.target.value })}
              />
              <TextField
                label={t.signIn.eventName}
                name="eventName"
                autoComplete="off"
                hint={t.signIn.eventNameHint}
                value={fields.eventName}
                onChange={(e) => edit({ eventName: e.target.value })}
              />
              {shownError && <ErrorBanner message={shownError} />}
              <button type="submit" className="btn btn--primary btn--block" disabled={signInDisabled(fields, loading)}>
                {loading ? t.signIn.loggingIn : t.signIn.access}
              </button>
            </form>
            <p className="field__hint">{t.signIn.onlyBuyers}</p>
          </>
        ) : (
          <CodeStep
            step={step}
            error={error}
            loading={loading}
            onError={setError}
            onResend={() => void askForCode({ email: step.email, eventName: step.eventName })}
            onChangeDetails={() => {
              setError(undefined);
              setStep({ kind: 'details' });
            }}
            onSignedIn={onSignedIn}
          />
        )}
        <Link to="/" className="btn btn--secondary btn--block">
          {t.signIn.backToMain}
        </Link>
      </section>
    </main>
  );
}

interface CodeStepProps {
  step: Extract<Step, { kind: 'code' }>;
  error: string | undefined;
  /** A new code is being requested. */
  loading: boolean;
  onError: (message: string | undefined) => void;
  onResend: () => void;
  onChangeDetails: () => void;
  onSignedIn: (session: OrganizerSignInResponse) => void;
}

function CodeStep({ step, error, loading, onError, onResend, onChangeDetails, onSignedIn }: CodeStepProps) {
  const t = useTexts('organizer');
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [spent, setSpent] = useState(false);
  const waitSeconds = useSecondsUntil(step.resendAt);

  // A new code was sent: the old one no longer works.
  useEffect(() => {
    setCode('');
    setSpent(false);
  }, [step.resendAt]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (checking) return;
    if (!codeComplete(code)) {
      onError(t.errors.ORGANIZER_CODE_FORMAT);
      return;
    }
    setChecking(true);
    onError(undefined);
    try {
      onSignedIn(await signInOrganizer(step.email, code));
    } catch (err) {
      onError(signInErrorText(err));
      if (needsNewCode(err)) setSpent(true);
      // A code the server judged (wrong, expired, locked) is cleared for the next one; one that never got a
      // verdict (the network, a busy server) stays, to be sent again as it is.
      if (err instanceof ApiError && err.fromServer && err.status < 500) setCode('');
      setChecking(false);
    }
  };

  return (
    <>
      <p className="page__lead" role="status">
        {t.signIn.codeSentBefore} <strong>{step.email}</strong>
        {t.signIn.codeSentAfter}
      </p>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t.signIn.code}
          name="code"
          className="field__control--code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          hint={t.signIn.codeHint}
          value={code}
          disabled={spent}
          onChange={(e) => {
            setCode(normalizeCodeInput(e.target.value));
            onError(undefined);
          }}
        />
        {error && <ErrorBanner message={error} />}
        <button type="submit" className="btn btn--primary btn--block" disabled={checking || spent || !codeComplete(code)}>
          {checking ? t.signIn.loggingIn : t.signIn.access}
        </button>
      </form>
      <button type="button" className="btn btn--ghost btn--block" disabled={loading || waitSeconds > 0} onClick={onResend}>
        {loading ? t.signIn.sending : waitSeconds > 0 ? t.signIn.resendIn(waitSeconds) : t.signIn.resend}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onChangeDetails}>
        {t.signIn.changeDetails}
      </button>
    </>
  );
}

/** Whole seconds left until `at`, ticking once a second until then. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= at) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

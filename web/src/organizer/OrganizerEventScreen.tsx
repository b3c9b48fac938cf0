import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { guestEndpointRoutes } from '../../../shared/api/guest-endpoint-routes';
import type { EventView } from '../../../shared/schemas/events';
import { ApiError } from '../api/ApiError';
import { callApi } from '../api/callApi';
import { ErrorBanner } from '../components/ErrorBanner';
import { RouteLoading } from '../components/RouteLoading';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { errorText } from '../i18n/errorText';
import { useTexts } from '../i18n/texts';
import { loadCreator } from '../model/creator/creatorStore';
import { statusTone } from '../model/events/eventStatus';
import { adminPath, galleryPath } from '../model/events/paths';
import type { FlowState } from '../model/main-flow/flowState';
import { enterEvent } from '../model/join/enterEvent';
import { joinText } from '../model/join/joinText';
import { NameForm } from '../components/NameForm';
import { listSessions, selectSession, type EventSession } from '../model/session/sessionStore';
import { manageOnThisPhone } from './manageOnThisPhone';
import { OrganizerCsvExport } from './OrganizerCsvExport';
import { PrintSelectionPrompt } from '../components/PrintSelectionPrompt';
import { OrganizerHeader } from './OrganizerHeader';
import { SignOutOtherPhones } from './SignOutOtherPhones';
import { useOrganizerFormat } from './organizerFormat';
import { ORGANIZER_PATH, signInAgainState } from './organizerPaths';
import { clearOrganizerSession, readOrganizerSession } from './organizerSession';
import './organizer.css';

/** A failure keeps the error, so its text follows a language switch. */
type Load = { kind: 'loading' } | { kind: 'ready'; event: EventView } | { kind: 'failed'; error: unknown };

/**
 * /event/{code}: the event's organizer view ('View Event' on the dashboard). It leads to the existing screens —
 * the admin screen, the gallery, the post-event purchase — with this phone's creator credential; without one,
 * 'Manage on this phone' for a signed-in organizer, else the organizer sign-in.
 */
export function OrganizerEventScreen({ code }: { code: string }) {
  const texts = useTexts('organizer');
  const t = texts.event;
  const format = useOrganizerFormat();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // Bumped when this phone gains the creator credential, so the options are read again.
  const [granted, setGranted] = useState(0);
  const navigate = useNavigate();
  // Read again on every render: signing out elsewhere on the page clears it.
  const organizer = readOrganizerSession();
  useDocumentTitle(load.kind === 'ready' ? load.event.title : t.title);

  useEffect(() => {
    const abort = new AbortController();
    callApi(guestEndpointRoutes.getEvent, { params: { code } }, abort.signal).then(
      (event) => setLoad({ kind: 'ready', event }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setLoad({ kind: 'failed', error: err });
      },
    );
    return () => abort.abort();
  }, [code]);

  if (load.kind === 'loading') return <RouteLoading label={t.loading} />;
  if (load.kind === 'failed') {
    return (
      <main className="page">
        <OrganizerHeader />
        <h1 className="page__title">{t.title}</h1>
        <ErrorBanner message={errorText(load.error, texts.failures.failedToFetchData)} />
        <Link to={ORGANIZER_PATH} className="btn btn--secondary btn--block">
          {texts.title}
        </Link>
      </main>
    );
  }
  const { event } = load;
  return (
    <main className="page organizer">
      <OrganizerHeader />
      <section className="polaroid stack" aria-labelledby="organizer-event-title">
        <h1 id="organizer-event-title" className="page__title">
          {event.title}
        </h1>
        <p className="page__lead">
          {t.code} <span className="organizer-code">{event.code}</span> ·{' '}
          <span className={`status-pill status-pill--${statusTone(event.status)}`}>{texts.eventStatus[event.status]}</span>
        </p>
        <dl className="organizer-facts">
          <div>
            <dt>{t.participants}</dt>
            <dd>{event.participantCount}</dd>
          </div>
          <div>
            <dt>{t.photos}</dt>
            <dd>{event.photoCount}</dd>
          </div>
          <div>
            <dt>{t.galleryOpenUntil}</dt>
            <dd>{format.date(event.galleryExpiresAt)}</dd>
          </div>
        </dl>
        <PrintSelectionPrompt code={event.code} ended={event.status === 'completed'} addOns={event.addOns} as="organizer" token={readOrganizerSession()?.token} variant="card" />
        <EventOptions key={granted} event={event} onGranted={() => setGranted((n) => n + 1)} />
        <OrganizerCsvExport event={event} />
        {organizer && (
          <SignOutOtherPhones
            code={event.code}
            token={organizer.token}
            onSignedOut={() => setGranted((n) => n + 1)}
            onAuthFailure={() => {
              clearOrganizerSession();
              void navigate(ORGANIZER_PATH, { state: signInAgainState });
            }}
          />
        )}
        <Link to={ORGANIZER_PATH} className="btn btn--ghost btn--block">
          {texts.title}
        </Link>
      </section>
    </main>
  );
}

function EventOptions({ event, onGranted }: { event: EventView; onGranted: () => void }) {
  const t = useTexts('organizer').event;
  const creator = loadCreator(event.code);
  if (!creator) return <ManagePrompt code={event.code} onGranted={onGranted} />;
  const session = creatorSession(event.code);
  if (!session) return <EnterFirst event={event} creatorToken={creator.creatorToken} defaultName={creator.organizerName} />;
  const gallery = galleryPath(event.code, session.userName);
  const ended = event.status === 'completed';
  return (
    <nav className="stack stack--tight" aria-label={t.manageLabel}>
      {/* The admin screen opens with the current session: make it this event's creator session first. */}
      <Link to={adminPath(event.code)} className="btn btn--primary btn--block" onClick={() => selectSession(event.code, session.participantId)}>
        {t.admin}
      </Link>
      <p className="field__hint">{t.adminHint}</p>
      <Link to={gallery} className="btn btn--secondary btn--block">
        {t.gallery}
      </Link>
      {ended && (
        <Link to={`${gallery}&view=purchase`} className="btn btn--secondary btn--block">
          {t.buy}
        </Link>
      )}
    </nav>
  );
}

/**
 * The phone holds the creator credential but has not entered the event yet: the name and Enter Event here,
 * which open the event itself (issue #29.4: not the Event Created screen, whose event this phone did not
 * create). The join presents the creator credential, as the Event Created screen's Enter Event does.
 */
function EnterFirst({ event, creatorToken, defaultName }: { event: EventView; creatorToken: string; defaultName: string }) {
  const t = useTexts('organizer').event;
  const navigate = useNavigate();
  return (
    <div className="stack stack--tight">
      <p className="banner banner--info">{t.enterFirst}</p>
      <NameForm
        defaultName={defaultName}
        submitLabel={t.enter}
        busyLabel={t.entering}
        failedMessage={joinText('ENTER_FAILED')}
        submit={(name, signal) => enterEvent({ event, name, creatorToken }, signal)}
        onJoined={(joined) => void navigate('/', { state: { screen: 'camera', code: joined.session.eventCode } satisfies FlowState })}
      />
    </div>
  );
}

function ManagePrompt({ code, onGranted }: { code: string; onGranted: () => void }) {
  const texts = useTexts('organizer');
  const t = texts.event;
  const [session, setSession] = useState(readOrganizerSession);
  // The stored session was refused (expired, say): the spec's 'Authentication required', and the sign-in.
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (!session) {
    return (
      <div className="stack stack--tight">
        {refused ? <ErrorBanner message={texts.failures.authenticationRequired} /> : <p className="page__lead">{t.signInFirst}</p>}
        <Link to={ORGANIZER_PATH} state={refused ? signInAgainState : undefined} className="btn btn--primary btn--block">
          {t.signIn}
        </Link>
      </div>
    );
  }

  const grant = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { savedOnDevice } = await manageOnThisPhone(session.token, code);
      if (savedOnDevice) return onGranted();
      setError(texts.events.storageRefused);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        clearOrganizerSession();
        setRefused(true);
        setSession(null);
        return;
      }
      setError(errorText(err, texts.failures.failedToFetchData));
    }
    setBusy(false);
  };

  return (
    <div className="stack stack--tight">
      <p className="page__lead">{t.cannotYet}</p>
      <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={() => void grant()}>
        {busy ? texts.events.gettingAccess : texts.events.manage}
      </button>
      {error && <ErrorBanner message={error} />}
    </div>
  );
}

/**
 * This device's session of the event that entered with the creator credential, or null: a guest's session
 * has no creator rights (its Event Admin would say Access Denied), so that phone enters as the organizer first.
 */
function creatorSession(code: string): EventSession | null {
  return listSessions(code).find((s) => s.creator) ?? null;
}

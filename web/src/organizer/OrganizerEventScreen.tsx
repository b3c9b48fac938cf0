import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { guestEndpointRoutes } from '../../../shared/api/guest-endpoint-routes';
import type { EventView } from '../../../shared/schemas/events';
import { ApiError } from '../api/ApiError';
import { callApi } from '../api/callApi';
import { ErrorBanner } from '../components/ErrorBanner';
import { RouteLoading } from '../components/RouteLoading';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { loadCreator } from '../model/creator/creatorStore';
import { STATUS_LABELS, statusTone } from '../model/events/eventStatus';
import { adminPath, galleryPath } from '../model/events/paths';
import type { FlowState } from '../model/main-flow/flowState';
import { formatOrderDate } from '../model/orders/orderFormat';
import { listSessions, type EventSession } from '../model/session/sessionStore';
import { manageOnThisPhone } from './manageOnThisPhone';
import { ORGANIZER_PATH } from './organizerPaths';
import { clearOrganizerSession, readOrganizerSession } from './organizerSession';
import './organizer.css';

type Load = { kind: 'loading' } | { kind: 'ready'; event: EventView } | { kind: 'failed'; message: string };

/**
 * /event/{code}: the event's organizer view ('View Event' on the dashboard). It leads to the existing screens —
 * the admin screen, the gallery, the post-event purchase — with this phone's creator credential; without one,
 * 'Manage on this phone' for a signed-in organizer, else the organizer sign-in.
 */
export function OrganizerEventScreen({ code }: { code: string }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // Bumped when this phone gains the creator credential, so the options are read again.
  const [granted, setGranted] = useState(0);
  useDocumentTitle(load.kind === 'ready' ? load.event.title : 'Event');

  useEffect(() => {
    const abort = new AbortController();
    callApi(guestEndpointRoutes.getEvent, { params: { code } }, abort.signal).then(
      (event) => setLoad({ kind: 'ready', event }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setLoad({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => abort.abort();
  }, [code]);

  if (load.kind === 'loading') return <RouteLoading label="Loading event…" />;
  if (load.kind === 'failed') {
    return (
      <main className="page">
        <SiteHeader />
        <h1 className="page__title">Event</h1>
        <ErrorBanner message={load.message} />
        <Link to={ORGANIZER_PATH} className="btn btn--secondary btn--block">
          Organizer Dashboard
        </Link>
      </main>
    );
  }
  const { event } = load;
  return (
    <main className="page organizer">
      <SiteHeader />
      <section className="polaroid stack" aria-labelledby="organizer-event-title">
        <h1 id="organizer-event-title" className="page__title">
          {event.title}
        </h1>
        <p className="page__lead">
          Code <span className="organizer-code">{event.code}</span> · <span className={`status-pill status-pill--${statusTone(event.status)}`}>{STATUS_LABELS[event.status]}</span>
        </p>
        <dl className="organizer-facts">
          <div>
            <dt>Participants</dt>
            <dd>{event.participantCount}</dd>
          </div>
          <div>
            <dt>Photos</dt>
            <dd>{event.photoCount}</dd>
          </div>
          <div>
            <dt>Gallery open until</dt>
            <dd>{formatOrderDate(event.galleryExpiresAt)}</dd>
          </div>
        </dl>
        <EventOptions key={granted} event={event} onGranted={() => setGranted((n) => n + 1)} />
        <Link to={ORGANIZER_PATH} className="btn btn--ghost btn--block">
          Organizer Dashboard
        </Link>
      </section>
    </main>
  );
}

function EventOptions({ event, onGranted }: { event: EventView; onGranted: () => void }) {
  const creator = loadCreator(event.code);
  if (!creator) return <ManagePrompt code={event.code} onGranted={onGranted} />;
  const session = creatorSession(event.code);
  if (!session) return <EnterFirst code={event.code} />;
  const gallery = galleryPath(event.code, session.userName);
  const ended = event.status === 'completed';
  return (
    <nav className="stack stack--tight" aria-label="Manage the event">
      <Link to={adminPath(event.code)} className="btn btn--primary btn--block">
        Event Admin
      </Link>
      <p className="field__hint">Start or end the event, remove guests.</p>
      <Link to={gallery} className="btn btn--secondary btn--block">
        Gallery
      </Link>
      {ended && (
        <Link to={`${gallery}&view=purchase`} className="btn btn--secondary btn--block">
          Buy photos and prints
        </Link>
      )}
    </nav>
  );
}

/** The phone holds the creator credential but has not entered the event yet: the Event Created screen's Enter Event. */
function EnterFirst({ code }: { code: string }) {
  const navigate = useNavigate();
  return (
    <div className="stack stack--tight">
      <p className="banner banner--info">This phone can manage the event. Enter it once to open the admin screen and the gallery.</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={() => void navigate('/', { state: { screen: 'eventCreated', code } satisfies FlowState })}
      >
        Enter Event
      </button>
    </div>
  );
}

function ManagePrompt({ code, onGranted }: { code: string; onGranted: () => void }) {
  const [session, setSession] = useState(readOrganizerSession);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (!session) {
    return (
      <div className="stack stack--tight">
        <p className="page__lead">Sign in as the organizer to manage this event on this phone.</p>
        <Link to={ORGANIZER_PATH} className="btn btn--primary btn--block">
          Organizer sign-in
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
      setError('This phone refused to store the event. Allow storage and try again.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        clearOrganizerSession();
        setSession(null);
        return;
      }
      setError(err instanceof Error ? err.message : String(err));
    }
    setBusy(false);
  };

  return (
    <div className="stack stack--tight">
      <p className="page__lead">This phone cannot manage the event yet.</p>
      <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={() => void grant()}>
        {busy ? 'Getting access...' : 'Manage on this phone'}
      </button>
      {error && <ErrorBanner message={error} />}
    </div>
  );
}

/** This device's session of the event, the creator's first. */
function creatorSession(code: string): EventSession | null {
  const sessions = listSessions(code);
  return sessions.find((s) => s.creator) ?? sessions[0] ?? null;
}

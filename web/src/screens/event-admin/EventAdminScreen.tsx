import { useCallback, useEffect, useMemo, useState } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { photoModerationEndpointRoutes } from '#shared/api/photo-moderation-endpoint-routes.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { STATUS_LABELS, statusTone } from '../../model/events/eventStatus';
import { adminCredential } from '../../model/live-event/adminAccess';
import { EndEventControl } from '../../components/EndEventControl';
import { WallLinkControl } from './WallLinkControl';
import { hasEnded, useEndOfEvent } from '../../model/live-event/useEndOfEvent';
import { useLiveEvent, type LeaveReason } from '../../model/live-event/useLiveEvent';
import { formatCountdownHours } from '../../model/events/formatDuration';
import type { LobbyNotice } from '../../model/main-flow/flowState';
import './event-admin.css';

interface EventAdminScreenProps {
  code: string;
  /** The header's back-to-event control: leaving the admin screen returns to the camera state. */
  onBackToEvent: () => void;
  /** Access Denied's Go Back. */
  onGoBack: () => void;
  /** The session ended under the screen (event gone, removed, credential refused): to the lobby. */
  onLeave: (notice?: LobbyNotice) => void;
}

const noticeFor = (reason: LeaveReason): LobbyNotice | undefined =>
  reason === 'kicked' ? 'KICKED' : reason === 'unauthorized' ? 'UNAUTHORIZED' : undefined;

/**
 * The event creator's admin screen (spec "Admin screen" and "Start-event confirmation"). What it shows
 * follows the creator rights this device has for the current session (adminAccess.ts); the server checks
 * them again on every call.
 */
export function EventAdminScreen({ code, onBackToEvent, onGoBack, onLeave }: EventAdminScreenProps) {
  const [kicks, setKicks] = useState(0);
  // Someone was removed (from another organizer device, say): the list reloads.
  const live = useLiveEvent(code, { onParticipantKicked: () => setKicks((n) => n + 1) });
  const leftReason = live.phase === 'left' && live.reason !== 'no-session' ? live.reason : null;
  // The event ending while this screen is open takes the organizer to the expired/purchase view (spec section 4).
  useEndOfEvent(live);

  useEffect(() => {
    if (leftReason) onLeave(noticeFor(leftReason));
  }, [leftReason, onLeave]);

  switch (live.phase) {
    case 'loading':
      return <RouteLoading label="Loading event…" />;
    case 'left':
      return live.reason === 'no-session' ? <AccessDenied onGoBack={onGoBack} /> : null;
    case 'failed':
      return (
        <main className="page">
          <h1 className="page__title">Event Admin</h1>
          <ErrorBanner message={live.message} />
          <button type="button" className="btn btn--primary btn--block" onClick={live.retry}>
            Try Again
          </button>
          <button type="button" className="btn btn--secondary btn--block" onClick={onGoBack}>
            Go Back
          </button>
        </main>
      );
    case 'ready':
      return (
        <AdminGate
          event={live.event}
          me={live.participant}
          credential={adminCredential(live.session, live.participant)}
          kicks={kicks}
          onEventChange={live.setEvent}
          onBackToEvent={onBackToEvent}
          onGoBack={onGoBack}
        />
      );
  }
}

export function AccessDenied({ onGoBack }: { onGoBack: () => void }) {
  useDocumentTitle('Access Denied');
  return (
    <main className="page">
      <h1 className="page__title">Access Denied</h1>
      <p className="banner banner--error" role="alert">
        {messages.ACCESS_DENIED}
      </p>
      <button type="button" className="btn btn--primary btn--block" onClick={onGoBack}>
        Go Back
      </button>
    </main>
  );
}

interface AdminGateProps {
  event: EventView;
  me: ParticipantView;
  credential: string | null;
  kicks: number;
  onEventChange: (event: EventView) => void;
  onBackToEvent: () => void;
  onGoBack: () => void;
}

function AdminGate({ credential, onGoBack, ...rest }: AdminGateProps) {
  if (!credential) return <AccessDenied onGoBack={onGoBack} />;
  return <AdminPanel credential={credential} {...rest} />;
}

type ListState = { participants: ParticipantView[] | null; loading: boolean; error: string | null };

const joinedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Spec: the hours shown are duration_minutes divided by 60 (readable: see formatCountdownHours). */
export const countdownHours = formatCountdownHours;

function AdminPanel({
  event,
  me,
  credential,
  kicks,
  onEventChange,
  onBackToEvent,
}: Omit<AdminGateProps, 'onGoBack' | 'credential'> & { credential: string }) {
  useDocumentTitle(`Admin · ${event.title}`);
  const code = event.code;
  const [list, setList] = useState<ListState>({ participants: null, loading: true, error: null });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setList((prev) => ({ ...prev, loading: true, error: null }));
    callApi(endpointRoutes.listParticipants, { params: { code }, token: credential }, controller.signal).then(
      ({ participants }) => setList({ participants, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('participants failed to load', error);
        setList((prev) => ({ ...prev, loading: false, error: messages.LOAD_PARTICIPANTS_FAILED }));
      },
    );
    return () => controller.abort();
  }, [code, credential, kicks, reloads]);

  const activeCount = useMemo(
    () => list.participants?.filter((p) => p.isActive).length ?? event.participantCount,
    [list.participants, event.participantCount],
  );
  const tone = statusTone(event.status);

  return (
    <main className="page admin">
      <header className="admin__header">
        <button type="button" className="icon-btn" onClick={onBackToEvent} aria-label="Back to event">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div className="admin__heading">
          <p className="admin__eyebrow">Event Admin · {code}</p>
          <h1 className="admin__title">{event.title}</h1>
        </div>
      </header>

      <dl className="facts">
        <div className="facts__item">
          <dt>Active Participants</dt>
          <dd>{activeCount}</dd>
        </div>
        <div className="facts__item">
          <dt>Status</dt>
          <dd>
            <span className={`status-pill status-pill--${tone}`}>{STATUS_LABELS[event.status]}</span>
          </dd>
        </div>
        <div className="facts__item">
          <dt>Max Participants</dt>
          <dd>{event.maxParticipants}</dd>
        </div>
      </dl>

      <div className="stack stack--tight">
        {event.status === 'waiting' && <RevealSetting event={event} credential={credential} onChanged={onEventChange} />}
        {event.status === 'waiting' && (
          <StartEventControl event={event} credential={credential} onStarted={onEventChange} />
        )}
        {event.status !== 'completed' && (
          <EndEventControl code={code} credential={credential} label="End Event" onEnded={onEventChange} />
        )}
      </div>

      <WallLinkControl code={code} credential={credential} />

      <ParticipantList state={list} me={me} code={code} credential={credential} ended={hasEnded(event)} onChanged={reload} />
    </main>
  );
}

/**
 * Reveal after the end (DESIGN 16): guests see only their own photos until the end, then everyone's, with
 * an hour of voting before the awards. Changeable before the start only (the server refuses after).
 */
function RevealSetting({ event, credential, onChanged }: { event: EventView; credential: string; onChanged: (event: EventView) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (revealAfterEnd: boolean) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await callApi(photoModerationEndpointRoutes.updateEventSettings, { params: { code: event.code }, body: { revealAfterEnd }, token: credential }));
    } catch (err) {
      console.error('reveal setting failed', err);
      setError(isApiError(err) && err.fromServer ? err.message : messages.INTERNAL);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin__setting">
      <label className="admin__check">
        <input type="checkbox" checked={event.revealAfterEnd === true} disabled={busy} onChange={(e) => void change(e.target.checked)} aria-describedby="admin-reveal-hint" />
        Reveal photos after the end
      </label>
      <p id="admin-reveal-hint" className="admin__hint">
        Guests see only their own photos until the event ends; then everyone&apos;s are revealed and voting is open for an hour before the awards.
      </p>
      {error && <ErrorBanner message={error} />}
    </div>
  );
}

function StartEventControl({
  event,
  credential,
  onStarted,
}: {
  event: EventView;
  credential: string;
  onStarted: (event: EventView) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const started = await callApi(endpointRoutes.startEvent, { params: { code: event.code }, token: credential });
      setOpen(false);
      onStarted(started);
    } catch (err) {
      console.error('start event failed', err);
      setError(messages.START_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn--primary btn--block btn--large" onClick={() => setOpen(true)}>
        Start Event
      </button>
      <ConfirmDialog
        open={open}
        title="Start Event Countdown?"
        confirmLabel="Start Event"
        busyLabel="Starting event..."
        busy={busy}
        error={error}
        onConfirm={start}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>
          The countdown runs for <strong>{countdownHours(event.durationMinutes)}</strong>. Guests can take photos
          until it reaches zero; then the event ends.
        </p>
      </ConfirmDialog>
    </>
  );
}

interface ParticipantListProps {
  state: ListState;
  me: ParticipantView;
  code: string;
  credential: string;
  /** Nobody is removed from a completed event: no Kick buttons then. */
  ended: boolean;
  onChanged: () => void;
}

/**
 * Kick is offered for active participants other than oneself (spec), and not for another creator
 * participant either: the server never removes a creator, so the button could only fail.
 */
export const canKick = (p: ParticipantView, me: ParticipantView): boolean => p.isActive && p.id !== me.id && !p.isCreator;

function ParticipantList({ state, me, code, credential, ended, onChanged }: ParticipantListProps) {
  const [target, setTarget] = useState<ParticipantView | null>(null);
  // Moderation (DESIGN 16): the kick can also delete every photo the guest took.
  const [removePhotos, setRemovePhotos] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { participants, loading } = state;

  async function kick() {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await callApi(endpointRoutes.kickParticipant, { params: { code, participantId: target.id }, body: { removePhotos }, token: credential });
      setTarget(null);
      onChanged();
    } catch (err) {
      console.error('kick failed', err);
      setError(messages.KICK_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="admin-participants" aria-busy={loading}>
      <div className="admin__list-head">
        <h2 id="admin-participants" className="admin__section-title">
          Participants
        </h2>
        <button type="button" className="btn btn--ghost" onClick={onChanged} disabled={loading} aria-label="Refresh participants">
          Refresh
        </button>
      </div>

      {state.error && <ErrorBanner message={state.error} />}
      {participants === null && loading && (
        <p className="admin__empty" role="status">
          Loading participants
        </p>
      )}
      {participants?.length === 0 && <p className="admin__empty">No participants yet</p>}
      {participants && participants.length > 0 && (
        <ul className="people">
          {participants.map((p) => (
            <li key={p.id} className={p.isActive ? 'people__item' : 'people__item people__item--removed'}>
              <div className="people__who">
                <p className="people__name">
                  {p.name}
                  {p.id === me.id && <span className="tag">(You)</span>}
                  {p.isCreator && <span className="tag tag--accent">(Creator)</span>}
                  {!p.isActive && <span className="tag tag--muted">Removed</span>}
                </p>
                <p className="people__meta">
                  {p.photosTaken} {p.photosTaken === 1 ? 'photo' : 'photos'} · Joined {joinedAt.format(new Date(p.joinedAt))}
                </p>
              </div>
              {!ended && canKick(p, me) && (
                <button
                  type="button"
                  className="btn btn--secondary people__kick"
                  aria-label={`Kick ${p.name}`}
                  onClick={() => {
                    setError(null);
                    setRemovePhotos(false);
                    setTarget(p);
                  }}
                >
                  Kick
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={target !== null}
        title="Kick participant?"
        confirmLabel="Kick"
        busyLabel="Kicking..."
        busy={busy}
        error={error}
        danger
        onConfirm={kick}
        onClose={() => setTarget(null)}
      >
        <p>Are you sure you want to kick {target?.name} from the event?</p>
        {target !== null && target.photosTaken > 0 && (
          <label className="admin__check">
            <input type="checkbox" checked={removePhotos} onChange={(e) => setRemovePhotos(e.target.checked)} disabled={busy} />
            Also delete their photos ({target.photosTaken})
          </label>
        )}
      </ConfirmDialog>
    </section>
  );
}

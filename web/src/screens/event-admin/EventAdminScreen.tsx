import { useCallback, useEffect, useMemo, useState } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { callApi } from '../../api/callApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFormat } from '../../i18n/format';
import { guestMessageText } from '../../i18n/guestMessageText';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useLocale, useTexts } from '../../i18n/texts';
import { statusTone } from '../../model/events/eventStatus';
import { adminCredential } from '../../model/live-event/adminAccess';
import { EndEventControl } from '../../components/EndEventControl';
import { PaidStateCard } from './PaidStateCard';
import { WallLinkControl } from './WallLinkControl';
import { RevealSetting } from './RevealSetting';
import { BrandingControl } from './BrandingControl';
import { CsvExportControl } from './CsvExportControl';
import { PrintSelectionPrompt } from '../../components/PrintSelectionPrompt';
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
  const texts = useTexts('event');
  const t = texts.admin;
  // The event ending while this screen is open takes the organizer to the expired/purchase view (spec section 4).
  useEndOfEvent(live);

  useEffect(() => {
    if (leftReason) onLeave(noticeFor(leftReason));
  }, [leftReason, onLeave]);

  switch (live.phase) {
    case 'loading':
      return <RouteLoading label={t.loadingEvent} />;
    case 'left':
      return live.reason === 'no-session' ? <AccessDenied onGoBack={onGoBack} /> : null;
    case 'failed':
      return (
        <main className="page">
          <h1 className="page__title">{t.title}</h1>
          <ErrorBanner message={guestMessageText(live.message, texts.errors)} />
          <button type="button" className="btn btn--primary btn--block" onClick={live.retry}>
            {t.tryAgain}
          </button>
          <button type="button" className="btn btn--secondary btn--block" onClick={onGoBack}>
            {t.goBack}
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
  const texts = useTexts('event');
  useDocumentTitle(texts.admin.accessDenied);
  return (
    <main className="page">
      <h1 className="page__title">{texts.admin.accessDenied}</h1>
      <p className="banner banner--error" role="alert">
        {texts.errors.ACCESS_DENIED}
      </p>
      <button type="button" className="btn btn--primary btn--block" onClick={onGoBack}>
        {texts.admin.goBack}
      </button>
      <LanguageSwitch className="admin__language" />
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

/** `error`: the code of the message to show (said in the device's language when shown). */
type ListState = { participants: ParticipantView[] | null; loading: boolean; error: 'LOAD_PARTICIPANTS_FAILED' | null };

const JOINED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

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
  const texts = useTexts('event');
  const t = texts.admin;
  useDocumentTitle(t.documentTitle(event.title));
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
        setList((prev) => ({ ...prev, loading: false, error: 'LOAD_PARTICIPANTS_FAILED' }));
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
        <button type="button" className="icon-btn" onClick={onBackToEvent} aria-label={t.backToEvent}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div className="admin__heading">
          <p className="admin__eyebrow">{t.eyebrow(code)}</p>
          <h1 className="admin__title">{event.title}</h1>
        </div>
        <LanguageSwitch className="admin__language" />
      </header>

      <dl className="facts">
        <div className="facts__item">
          <dt>{t.activeParticipants}</dt>
          <dd>{activeCount}</dd>
        </div>
        <div className="facts__item">
          <dt>{t.status}</dt>
          <dd>
            <span className={`status-pill status-pill--${tone}`}>{t.statusNames[event.status]}</span>
          </dd>
        </div>
        <div className="facts__item">
          <dt>{t.maxParticipants}</dt>
          <dd>{event.maxParticipants}</dd>
        </div>
      </dl>
      <PaidStateCard event={event} />

      <div className="stack stack--tight">
        {event.status === 'waiting' && <RevealSetting event={event} credential={credential} onChanged={onEventChange} />}
        {event.status === 'waiting' && (
          <StartEventControl event={event} credential={credential} onStarted={onEventChange} />
        )}
        {event.status !== 'completed' && (
          <EndEventControl code={code} credential={credential} label={t.endEvent} onEnded={onEventChange} />
        )}
      </div>

      <PrintSelectionPrompt code={code} ended={event.status === 'completed'} addOns={event.addOns} as="creator" token={credential} variant="banner" />

      <WallLinkControl code={code} credential={credential} />
      <BrandingControl event={event} credential={credential} />
      <CsvExportControl event={event} credential={credential} />

      <ParticipantList state={list} me={me} code={code} credential={credential} ended={hasEnded(event)} onChanged={reload} />
    </main>
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
  const texts = useTexts('event');
  const t = texts.admin;
  const locale = useLocale();
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
      setError(texts.errors.START_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn--primary btn--block btn--large" onClick={() => setOpen(true)}>
        {t.startEvent}
      </button>
      <ConfirmDialog
        open={open}
        title={t.startTitle}
        confirmLabel={t.startEvent}
        busyLabel={t.starting}
        cancelLabel={t.cancel}
        busy={busy}
        error={error}
        onConfirm={start}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>
          {t.startBodyBefore}
          <strong>{countdownHours(event.durationMinutes, locale)}</strong>
          {t.startBodyAfter}
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
  const texts = useTexts('event');
  const t = texts.admin;
  const format = useFormat();

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
      setError(texts.errors.KICK_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="admin-participants" aria-busy={loading}>
      <div className="admin__list-head">
        <h2 id="admin-participants" className="admin__section-title">
          {t.participants}
        </h2>
        <button type="button" className="btn btn--ghost" onClick={onChanged} disabled={loading} aria-label={t.refreshParticipants}>
          {t.refresh}
        </button>
      </div>

      {state.error && <ErrorBanner message={texts.errors[state.error]} />}
      {participants === null && loading && (
        <p className="admin__empty" role="status">
          {t.loadingParticipants}
        </p>
      )}
      {participants?.length === 0 && <p className="admin__empty">{t.noParticipants}</p>}
      {participants && participants.length > 0 && (
        <ul className="people">
          {participants.map((p) => (
            <li key={p.id} className={p.isActive ? 'people__item' : 'people__item people__item--removed'}>
              <div className="people__who">
                <p className="people__name">
                  {p.name}
                  {p.id === me.id && <span className="tag">{t.you}</span>}
                  {p.isCreator && <span className="tag tag--accent">{t.creator}</span>}
                  {!p.isActive && <span className="tag tag--muted">{t.removed}</span>}
                </p>
                <p className="people__meta">
                  {t.photosTaken(p.photosTaken)} · {t.joined(format.date(p.joinedAt, JOINED_AT))}
                </p>
              </div>
              {!ended && canKick(p, me) && (
                <button
                  type="button"
                  className="btn btn--secondary people__kick"
                  aria-label={t.kickName(p.name)}
                  onClick={() => {
                    setError(null);
                    setRemovePhotos(false);
                    setTarget(p);
                  }}
                >
                  {t.kick}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={target !== null}
        title={t.kickTitle}
        confirmLabel={t.kick}
        busyLabel={t.kicking}
        cancelLabel={t.cancel}
        busy={busy}
        error={error}
        danger
        onConfirm={kick}
        onClose={() => setTarget(null)}
      >
        <p>{t.kickConfirm(target?.name ?? '')}</p>
        {target !== null && target.photosTaken > 0 && (
          <label className="admin__check">
            <input type="checkbox" checked={removePhotos} onChange={(e) => setRemovePhotos(e.target.checked)} disabled={busy} />
            {t.alsoDeletePhotos(target.photosTaken)}
          </label>
        )}
      </ConfirmDialog>
    </section>
  );
}

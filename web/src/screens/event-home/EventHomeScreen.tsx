import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { CountdownClock } from '../../components/CountdownClock';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { guestMessageText } from '../../i18n/guestMessageText';
import { useTexts } from '../../i18n/texts';
import { cameraStatusKey, statusTone } from '../../model/events/eventStatus';
import { adminPath, galleryPath } from '../../model/events/paths';
import type { Joined } from '../../model/join/joinOutcome';
import { adminCredential } from '../../model/live-event/adminAccess';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EndEventControl } from '../../components/EndEventControl';
import { hasEnded, useEndOfEvent } from '../../model/live-event/useEndOfEvent';
import { useLeaveWhenRemoved } from '../../model/live-event/useLeaveWhenRemoved';
import { useLiveEvent } from '../../model/live-event/useLiveEvent';
import type { LobbyNotice } from '../../model/main-flow/flowState';
import { clearCurrentSession, type EventSession } from '../../model/session/sessionStore';
import { CameraPanel } from './camera/CameraPanel';
import { useDelayedFlag } from './useDelayedFlag';
import { useStartedToast } from './useStartedToast';
import './event-home.css';

const EndedPanel = lazy(() => import('./EndedPanel'));

interface EventHomeScreenProps {
  code: string;
  /** What the join just returned, shown at once. */
  initial: Joined | null;
  /** Back to the lobby, with the reason to show (if any). */
  onLeave: (notice?: LobbyNotice) => void;
  onSwitchUser: () => void;
}

/**
 * The camera state (the event home): the event's live state (status, the organizer's tools, switching
 * user and leaving) around the camera (CameraPanel: preview, filters, settings, review, uploads).
 */
export function EventHomeScreen({ code, initial, onLeave, onSwitchUser }: EventHomeScreenProps) {
  const live = useLiveEvent(code, { initial });
  // Spec: when the event ends, participants go to the awards ceremony (or, once the free gallery has expired,
  // the gallery page's expired screen) — also when they open an ended event's home; the organizer goes to
  // the expired/purchase view when they see it end, and an ended event home opened later stays (see below).
  const movingOn = useEndOfEvent(live, { onOpen: true });
  const leftReason = live.phase === 'left' ? live.reason : null;
  const texts = useTexts('event');
  const t = texts.home;

  useLeaveWhenRemoved(code, leftReason, onLeave);

  switch (live.phase) {
    case 'loading':
      // Spec: "Connecting to database" until the connection check (GET …/me) has answered.
      return <RouteLoading label={t.connecting} />;
    case 'left':
      return null;
    case 'failed':
      return (
        <main className="page">
          <h1 className="page__title">{t.eventHeading(code)}</h1>
          <p className="banner banner--error" role="alert">
            {guestMessageText(live.message, texts.errors)}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={live.retry}>
            {t.tryAgain}
          </button>
          <button type="button" className="btn btn--secondary btn--block" onClick={() => onLeave()}>
            {t.backToMain}
          </button>
        </main>
      );
    case 'ready':
      if (movingOn) return <RouteLoading label={t.openingAwards} />;
      return (
        <EventHome
          session={live.session}
          event={live.event}
          participant={live.participant}
          live={live.live}
          verified={live.verified}
          onEnded={live.setEvent}
          onSwitchUser={onSwitchUser}
          onLeaveEvent={() => {
            clearCurrentSession();
            onLeave();
          }}
        />
      );
  }
}

interface EventHomeProps {
  session: EventSession;
  event: EventView;
  participant: ParticipantView;
  live: boolean;
  verified: boolean;
  onEnded: (event: EventView) => void;
  onSwitchUser: () => void;
  onLeaveEvent: () => void;
}

function EventHome({ session, event, participant, live, verified, onEnded, onSwitchUser, onLeaveEvent }: EventHomeProps) {
  useDocumentTitle(event.title);
  const t = useTexts('event').home;
  const credential = useMemo(() => adminCredential(session, participant), [session, participant]);
  const started = useStartedToast(event.eventState);
  const reconnecting = useDelayedFlag(!live, 3000);
  // Spec section 4: ended is also "the event age has passed the 5-day expiry" (the server's galleryExpired).
  const [leaving, setLeaving] = useState(false);
  const ended = hasEnded(event);
  const tone = statusTone(ended ? 'completed' : event.status);

  return (
    <main className="page home">
      {/* The visible height of the phone (toolbars included): the camera's controls never fall below it. */}
      <div className="home__screen">
        <header className="home__bar">
          <p className="home__code">
            <span className="visually-hidden">{t.eventCodeLabel}</span>
            {event.code}
          </p>
          <nav className="home__nav" aria-label={t.nav}>
            <Link className="btn btn--secondary home__nav-btn" to={galleryPath(event.code, participant.name)}>
              {t.gallery}
            </Link>
            {credential && (
              <Link className="btn btn--primary home__nav-btn" to={adminPath(event.code)} state={{ from: 'camera' }}>
                {t.admin}
              </Link>
            )}
          </nav>
        </header>

        <div className="stack stack--tight home__heading">
          {/* Announced when it changes (started, ended) without moving focus. */}
          <div className="home__status-row">
            <p className={`home__status home__status--${tone}`} aria-live="polite">
              <span className="home__status-dot" aria-hidden="true" />
              {t.status[cameraStatusKey(ended ? 'completed' : event.status)]}
            </p>
            <CountdownClock event={event} className="home__clock" />
          </div>
          <h1 className="home__title">{event.title}</h1>
          <p className="page__lead">
            {t.youreInBefore}
            <strong>{participant.name}</strong>
          </p>
        </div>

        {ended && (
          // Its own chunk: only an ended event's home shows it (the camera state's budget, DESIGN 12).
          <Suspense fallback={null}>
            <EndedPanel event={event} participantName={participant.name} />
          </Suspense>
        )}

        <CameraPanel session={session} event={event} participant={participant} connecting={!verified} live={live} />
      </div>

      {/* Always in the page, empty while live: a live region present before its text is what gets announced. */}
      <p className="home__connection" role="status">
        {reconnecting ? t.reconnecting : null}
      </p>

      {credential && !ended && (
        <EndEventControl code={event.code} credential={credential} label={t.testEndEvent} className="btn btn--secondary btn--block" onEnded={onEnded} />
      )}

      <nav className="row home__menu" aria-label={t.menu}>
        <button type="button" className="btn btn--secondary" onClick={onSwitchUser}>
          {t.switchUser}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setLeaving(true)}>
          {t.leaveEvent}
        </button>
        <LanguageSwitch className="home__language" />
      </nav>
      {/* Leaving drops this phone's session of the event, so it is asked first. */}
      <ConfirmDialog
        open={leaving}
        title={t.leaveTitle}
        confirmLabel={t.leaveEvent}
        cancelLabel={t.stay}
        danger
        onConfirm={onLeaveEvent}
        onClose={() => setLeaving(false)}
      >
        <p>
          {t.leaveBodyBefore}
          <strong>{event.title}</strong>
          {t.leaveBodyAfter(participant.name)}
        </p>
      </ConfirmDialog>

      <div className="toast-region" role="status" aria-live="polite">
        {started && <p className="toast">{t.eventStarted}</p>}
      </div>
    </main>
  );
}

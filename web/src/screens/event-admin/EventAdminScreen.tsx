import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { callApi } from '../../api/callApi';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { guestMessageText } from '../../i18n/guestMessageText';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { lazyWithTexts } from '../../i18n/lazyWithTexts';
import { useTexts } from '../../i18n/texts';
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
import { useLeaveWhenRemoved } from '../../model/live-event/useLeaveWhenRemoved';
import { useLiveEvent } from '../../model/live-event/useLiveEvent';
import type { LobbyNotice } from '../../model/main-flow/flowState';
import './event-admin.css';
import { ParticipantList, type ListState } from './ParticipantList';
import { StartEventControl } from './StartEventControl';

interface EventAdminScreenProps {
  code: string;
  /** The header's back-to-event control: leaving the admin screen returns to the camera state. */
  onBackToEvent: () => void;
  /** Access Denied's Go Back. */
  onGoBack: () => void;
  /** The session ended under the screen (event gone, removed, credential refused): to the lobby. */
  onLeave: (notice?: LobbyNotice) => void;
}

/** Photo challenges (issue #33): the built-in prompts and their texts load only with the admin screen's section. */
const ChallengesControl = lazyWithTexts(['prompts'], () => import('./ChallengesControl').then((m) => ({ default: m.ChallengesControl })));

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

  useLeaveWhenRemoved(code, leftReason, onLeave);

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

      <Suspense fallback={null}>
        <ChallengesControl event={event} credential={credential} />
      </Suspense>
      <WallLinkControl code={code} credential={credential} />
      <BrandingControl event={event} credential={credential} />
      <CsvExportControl event={event} credential={credential} />

      <ParticipantList state={list} me={me} code={code} credential={credential} ended={hasEnded(event)} onChanged={reload} />
    </main>
  );
}

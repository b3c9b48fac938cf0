import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EventView } from '#shared/schemas/events.js';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { currentTexts, useTexts } from '../../i18n/texts';
import { findJoinableEvent } from '../../model/join/findJoinableEvent';
import type { Joined } from '../../model/join/joinOutcome';
import { clearEventSessions, listSessions, selectSession, type EventSession } from '../../model/session/sessionStore';
import { BackToMainPage } from './BackToMainPage';
import { DirectJoinForm } from './DirectJoinForm';
import './direct-join.css';

/*
 * Select User and the code correction show only on some visits (saved users, a wrong code): their own chunk,
 * fetched while the event is being validated, keeps them out of the event link's entry (100 KB gz budget).
 */
const loadRarerSteps = () => import('./rarerSteps');
const SelectUser = lazy(() => loadRarerSteps().then((m) => ({ default: m.SelectUser })));
const CorrectCode = lazy(() => loadRarerSteps().then((m) => ({ default: m.CorrectCode })));

type Step =
  | { step: 'validating' }
  | { step: 'error'; message: string; canRetry: boolean }
  | { step: 'select'; event: EventView; sessions: EventSession[]; ended: boolean }
  | { step: 'form'; event: EventView; canGoBack: boolean };

interface JoinScreenProps {
  code: string;
  /** Joined as a new participant (the session is saved and current). */
  onJoined: (joined: Joined) => void;
  /** Continued as a saved user of this device (now the current session). */
  onContinue: () => void;
  /**
   * Opened by an event link (spec: "Event code detected!"), rather than by Switch user. From a link, Select
   * User shows only when the device holds several saved users of the event (spec); with one, the guest
   * continues as that person, as a load with a saved session does.
   */
  fromLink?: boolean;
  /** A corrected code, typed after the link's code found no joinable event. */
  onCode?: (code: string) => void;
}

/**
 * The Join screen (spec "Join screen (direct join by code)") and the Select User screen: the event link
 * (/?code=…) and "Switch user" land here. Validating Event → the device's saved users of this event
 * (Continue as …, Join as New User) → the Join Event form with the event's details.
 *
 * Select User (spec: "shown when the device has several saved users for the same event"): from a link,
 * with several; a single saved user continues at once. Switch user asked for the choice, so it shows it
 * with one saved user too (continuing as that person or joining as someone new). An ended event still lets
 * saved users continue (to see its end), but takes no new participants.
 */
export function JoinScreen({ code, onJoined, onContinue, fromLink = false, onCode }: JoinScreenProps) {
  const texts = useTexts('first');
  const arrival = useTexts('arrival');
  const [state, setState] = useState<Step>({ step: 'validating' });
  const [attempt, setAttempt] = useState(0);
  const onContinueRef = useRef(onContinue);
  useEffect(() => {
    onContinueRef.current = onContinue;
  });
  useDocumentTitle(state.step === 'select' ? arrival.selectUser.title : state.step === 'validating' ? arrival.directJoin.validating : texts.join.title);

  useEffect(() => {
    const controller = new AbortController();
    loadRarerSteps().catch(() => undefined); // offline: the lazy step asks again when it shows
    findJoinableEvent(code, controller.signal).then(
      (check) => {
        const sessions = listSessions(code);
        const only = sessions.length === 1 ? sessions[0] : undefined;
        if (fromLink && only && (check.ok || check.event)) {
          if (selectSession(code, only.participantId)) onContinueRef.current();
        } else if (check.ok) {
          setState(sessions.length > 0 ? { step: 'select', event: check.event, sessions, ended: false } : { step: 'form', event: check.event, canGoBack: false });
        } else if (check.event && sessions.length > 0) {
          setState({ step: 'select', event: check.event, sessions, ended: true });
        } else {
          // The event no longer exists: this device's sessions of it are of no use any more.
          if (check.gone) clearEventSessions(code);
          setState({ step: 'error', message: check.message, canRetry: check.message === currentTexts('first').errors.VALIDATE_FAILED });
        }
      },
      () => {
        // Aborted: the screen is gone.
      },
    );
    return () => controller.abort();
  }, [code, attempt, fromLink]);

  switch (state.step) {
    case 'validating':
      return (
        <main className="page">
          <div className="splash splash--inline" role="status" aria-live="polite">
            <span className="splash__mark" aria-hidden="true" />
            <h1 className="join__validating">{arrival.directJoin.validating}</h1>
          </div>
        </main>
      );
    case 'error':
      return (
        <main className="page">
          <h1 className="page__title">{texts.join.title}</h1>
          <ErrorBanner message={state.message} />
          {!state.canRetry && onCode && (
            <Suspense fallback={null}>
              <CorrectCode
                key={code}
                code={code}
                onCode={(next) => {
                  if (next !== code) return onCode(next);
                  setState({ step: 'validating' });
                  setAttempt((n) => n + 1);
                }}
              />
            </Suspense>
          )}
          {state.canRetry && (
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => {
                setState({ step: 'validating' });
                setAttempt((n) => n + 1);
              }}
            >
              {arrival.directJoin.tryAgain}
            </button>
          )}
          <BackToMainPage />
        </main>
      );
    case 'select':
      return (
        <Suspense fallback={<RouteLoading />}>
          <SelectUser
            event={state.event}
            sessions={state.sessions}
            ended={state.ended}
            onContinue={(session) => {
              if (selectSession(code, session.participantId)) onContinue();
            }}
            onJoinAsNew={() => setState({ step: 'form', event: state.event, canGoBack: true })}
          />
        </Suspense>
      );
    case 'form':
      return (
        <DirectJoinForm
          event={state.event}
          detected={fromLink}
          onJoined={onJoined}
          onBack={
            state.canGoBack
              ? () => setState({ step: 'select', event: state.event, sessions: listSessions(code), ended: false })
              : undefined
          }
        />
      );
  }
}

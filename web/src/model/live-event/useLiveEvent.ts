import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import type { RealtimeMessage } from '#shared/schemas/realtime.js';
import { REREAD_AFTER_NEWS_MS } from '../../realtime/rereadAfterNews';
import { subscribeToEventLazily as subscribeToEvent } from '../../realtime/subscribeLazily';
import type { Joined } from '../join/joinOutcome';
import { applyCheck, revalidateSession, type SessionCheck } from '../session/revalidateSession';
import { currentSession, type EventSession } from '../session/sessionStore';

/** While the socket is down, the event is re-read this often instead (DESIGN section 8). */
export const POLL_MS = 10_000;

/** Why the device is no longer in the event: the screen returns to the lobby (with a message for some). */
export type LeaveReason = Exclude<SessionCheck['kind'], 'ok' | 'failed'> | 'no-session';

export type LiveEvent =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string; retry: () => void }
  | { phase: 'left'; reason: LeaveReason }
  | {
      phase: 'ready';
      session: EventSession;
      event: EventView;
      participant: ParticipantView;
      /** The socket is open; false while reconnecting (and polling). */
      live: boolean;
      /** The server has answered at least once since the screen opened (false while only the join's answer is shown). */
      verified: boolean;
      /** An admin action's answer (start, end) is the newest state: show it at once. */
      setEvent: (event: EventView) => void;
      /** Re-read the event and participant now. */
      refresh: () => void;
    };

type State =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'left'; reason: LeaveReason }
  | { phase: 'ready'; session: EventSession; event: EventView; participant: ParticipantView; live: boolean; verified: boolean };

interface Options {
  /** What the join just returned: shown at once, then revalidated like any load. */
  initial?: Joined | null;
  /** Someone else was removed (admin lists refresh). */
  onParticipantKicked?: (participantId: string) => void;
  /**
   * The session to follow instead of the device's current one (the gallery of ?user=…). Compared by
   * participant; a different one starts over.
   */
  session?: EventSession | null;
  /** Every realtime message of the event, after this hook has applied its own (new photos, …). */
  onMessages?: (messages: RealtimeMessage[]) => void;
}

const LIFECYCLE = { waiting: 0, active: 1, completed: 2 } as const;

/**
 * The newer of two views of the event. An event only moves forward (waiting → active → completed), so a
 * view behind the one shown is a late answer (a re-read sent before a realtime update arrived) and loses.
 */
export function newerEvent(shown: EventView | null, incoming: EventView): EventView {
  if (shown && LIFECYCLE[incoming.status] < LIFECYCLE[shown.status]) return shown;
  return incoming;
}

function startState(code: string, initial: Joined | null | undefined, chosen: EventSession | null | undefined): State {
  const session = chosen ?? currentSession();
  if (!session || session.eventCode !== code) return { phase: 'loading' };
  if (initial?.session.eventCode === code && initial.session.participantId === session.participantId) {
    return { phase: 'ready', session, event: initial.event, participant: initial.participant, live: false, verified: false };
  }
  return { phase: 'loading' };
}

/**
 * The current session's event, kept current: revalidated on load (GET …/me), then updated by the event's
 * realtime messages, and re-read every POLL_MS while the socket is down and once each time it reconnects
 * (messages sent while it was down are lost). A gone event, a removal or a refused credential clears the
 * session(s) and ends in phase "left"; the screen returns to the lobby.
 */
export function useLiveEvent(code: string, options: Options = {}): LiveEvent {
  const [state, setState] = useState<State>(() => startState(code, options.initial, options.session));
  const [loads, setLoads] = useState(0);
  const onKickedRef = useRef(options.onParticipantKicked);
  const onMessagesRef = useRef(options.onMessages);
  const chosenRef = useRef(options.session);
  const sessionRef = useRef<EventSession | null>(null);
  const lifetime = useRef<AbortController | null>(null);
  const chosenId = options.session?.participantId ?? null;

  useEffect(() => {
    onKickedRef.current = options.onParticipantKicked;
    onMessagesRef.current = options.onMessages;
    chosenRef.current = options.session;
  });

  /** Counts this screen's own confirmed changes (setEvent): a re-read sent before one answers with the event before it. */
  const ownChanges = useRef(0);
  /**
   * Counts the photo news heard (added, removed, a new count). A screen counts on from the event's photoCount
   * with the news since (the gallery's header); a re-read that some of it overlapped may or may not hold it.
   */
  const photoNews = useRef(0);
  const recount = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const absorb = useCallback((check: SessionCheck, changedSince: boolean, newsSince: boolean) => {
    setState((prev) => {
      switch (check.kind) {
        case 'ok': {
          sessionRef.current = check.session;
          // A change confirmed while the re-read travelled (the reveal setting saved) is newer than its answer.
          const event = changedSince && prev.phase === 'ready' ? prev.event : newerEvent(prev.phase === 'ready' ? prev.event : null, check.event);
          return {
            phase: 'ready',
            session: check.session,
            // Photo news heard while it travelled: its count is in doubt, so the shown one (which the screen's
            // news counts on from) stays until a re-read sent after the news answers.
            event: newsSince && prev.phase === 'ready' ? { ...event, photoCount: prev.event.photoCount } : event,
            participant: check.participant,
            live: prev.phase === 'ready' && prev.live,
            verified: true,
          };
        }
        case 'failed':
          // A failed re-read while in the event changes nothing: the socket or the next poll catches up.
          if (prev.phase === 'ready') return prev;
          // Offline at start: open from the device's last answer (not verified, polled until the server answers).
          if (check.saved && sessionRef.current) {
            return { phase: 'ready', session: sessionRef.current, event: check.saved.event, participant: check.saved.participant, live: false, verified: false };
          }
          return { phase: 'failed', message: check.message };
        default:
          return { phase: 'left', reason: check.kind };
      }
    });
  }, []);

  const reread = useCallback(() => {
    const session = sessionRef.current;
    const signal = lifetime.current?.signal;
    if (!session || !signal || signal.aborted) return;
    const changes = ownChanges.current;
    const news = photoNews.current;
    revalidateSession(session, signal).then(
      (check) => {
        const newsSince = photoNews.current !== news;
        absorb(check, ownChanges.current !== changes, newsSince);
        if (!newsSince || check.kind !== 'ok') return;
        clearTimeout(recount.current);
        // A re-read that photo news overlapped is followed by one more.
        recount.current = setTimeout(reread, REREAD_AFTER_NEWS_MS);
      },
      () => {
        // Aborted: the screen is gone.
      },
    );
  }, [absorb]);

  // Load (and Try Again).
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    const session = chosenRef.current ?? currentSession();
    if (!session || session.eventCode !== code) {
      setState({ phase: 'left', reason: 'no-session' });
      return () => controller.abort();
    }
    sessionRef.current = session;
    reread();
    return () => {
      controller.abort();
      clearTimeout(recount.current);
    };
  }, [code, loads, reread, chosenId]);

  const ready = state.phase === 'ready';
  const token = ready ? state.session.token : null;
  const me = ready ? state.participant.id : null;

  // Realtime: one shared socket per event with this participant's credential.
  useEffect(() => {
    if (!token || !me) return;
    let previous: string | undefined;
    return subscribeToEvent(code, token, {
      onMessages: (messages) => {
        for (const message of messages) {
          if (message.type === 'photo-added' || message.type === 'photo-removed' || message.type === 'photo-count') photoNews.current += 1;
          if (message.type === 'event-updated' && message.event.code === code) {
            const event = message.event;
            setState((prev) => (prev.phase === 'ready' ? { ...prev, event: newerEvent(prev.event, event) } : prev));
          } else if (message.type === 'participant-kicked') {
            if (message.participantId !== me) onKickedRef.current?.(message.participantId);
            else if (sessionRef.current) {
              applyCheck(sessionRef.current, { kind: 'kicked' });
              setState({ phase: 'left', reason: 'kicked' });
            }
          }
          // Other messages (new photos, …) belong to the screens that show them.
        }
        onMessagesRef.current?.(messages);
      },
      onStatus: (status) => {
        const live = status === 'open';
        setState((prev) => (prev.phase === 'ready' && prev.live !== live ? { ...prev, live } : prev));
        // (Re)connected: whatever happened while the socket was down was not pushed; read it once.
        if (live && previous !== undefined && previous !== 'open') reread();
        // Refused (removed, e.g. kicked before the socket connected): the read says why and leaves, now rather
        // than at the next poll 10 s on.
        if (status === 'refused') reread();
        previous = status;
      },
    });
  }, [code, token, me, reread]);

  // Fallback while the socket is down.
  const live = ready && state.live;
  useEffect(() => {
    if (!ready || live) return;
    const timer = setInterval(reread, POLL_MS);
    return () => clearInterval(timer);
  }, [ready, live, reread]);

  const setEvent = useCallback((event: EventView) => {
    ownChanges.current += 1;
    setState((prev) => (prev.phase === 'ready' ? { ...prev, event: newerEvent(prev.event, event) } : prev));
  }, []);
  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setLoads((n) => n + 1);
  }, []);

  switch (state.phase) {
    case 'ready':
      return { ...state, setEvent, refresh: reread };
    case 'failed':
      return { ...state, retry };
    default:
      return state;
  }
}

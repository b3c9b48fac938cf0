import { useCallback, useEffect, useRef, useState } from 'react';
import { challengeEndpointRoutes as endpointRoutes } from '#shared/api/challenge-endpoint-routes.js';
import type { ChallengesView } from '#shared/schemas/challenges.js';
import type { RealtimeMessage } from '#shared/schemas/realtime.js';
import { callApi } from '../../api/callApi';
import { useChallengeSocket } from './useChallengeSocket';

/** Several changes come in bursts (a batch of photos, a list saved): one re-read per quiet 300 ms. */
export const CHALLENGE_REFRESH_DEBOUNCE_MS = 300;

export interface ChallengeCard {
  /** loading: the first read is on its way; error: it failed (a later failed re-read keeps what is shown). */
  status: 'loading' | 'ready' | 'error';
  view: ChallengesView | null;
  /** Rises on every live change that may touch a prompt's photos: the photo lists read their first page again. */
  version: number;
  /** Photos hidden or deleted since the view opened: the photo lists drop them at once. */
  removed: ReadonlySet<string>;
  /** Photos whose prompt changed since the view opened (photo-challenge): a list keeps only its own prompt's. */
  moved: ReadonlyMap<string, string | null>;
  retry: () => void;
}

/**
 * The event's challenges for a challenge screen (GET …/challenges: the prompts, their counts, the caller's
 * progress), kept live: a change of the list or of a count (challenges-updated), a photo's prompt
 * (photo-challenge), a photo added or removed and the event's end are each followed by a re-read; a
 * reconnect re-reads whatever was missed while the socket was down.
 */
export function useChallengeCard(code: string, token: string): ChallengeCard {
  const [state, setState] = useState<Omit<ChallengeCard, 'retry'>>({ status: 'loading', view: null, version: 0, removed: new Set(), moved: new Map() });
  const gen = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const read = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const mine = ++gen.current;
    callApi(endpointRoutes.getChallenges, { params: { code }, token }, controller.signal).then(
      (view) => {
        if (mine === gen.current) setState((s) => ({ ...s, status: 'ready', view }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || mine !== gen.current) return;
        console.error('challenges failed to load', error);
        setState((s) => (s.status === 'ready' ? s : { ...s, status: 'error' }));
      },
    );
  }, [code, token]);

  useEffect(() => {
    read();
    return () => {
      abort.current?.abort();
      gen.current += 1;
      clearTimeout(pending.current);
    };
  }, [read]);

  const changed = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      setState((s) => ({ ...s, version: s.version + 1 }));
      read();
    }, CHALLENGE_REFRESH_DEBOUNCE_MS);
  }, [read]);

  useChallengeSocket(code, token, {
    onChallenge: (messages) => {
      const moves = messages.flatMap((m) => (m.type === 'photo-challenge' ? [[m.photoId, m.promptId] as const] : []));
      if (moves.length > 0) setState((s) => ({ ...s, moved: new Map([...s.moved, ...moves]) }));
      changed();
    },
    onMessages: (messages: RealtimeMessage[]) => {
      const gone = messages.flatMap((m) => (m.type === 'photo-removed' ? [m.photoId] : []));
      if (gone.length > 0) setState((s) => ({ ...s, removed: new Set([...s.removed, ...gone]) }));
      if (messages.some((m) => m.type === 'photo-added' || m.type === 'photo-removed' || m.type === 'photo-count' || m.type === 'event-updated')) changed();
    },
    onStatus: (status) => {
      // Back online: whatever changed while the socket was down.
      if (status === 'open') changed();
    },
  });

  const retry = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading' }));
    read();
  }, [read]);
  return { ...state, retry };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { challengeEndpointRoutes } from '#shared/api/challenge-endpoint-routes.js';
import type { ChallengesView } from '#shared/schemas/challenges.js';
import { callApi } from '../../api/callApi';

export type EventChallengesState =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; view: ChallengesView };

/**
 * The event's challenges as the caller sees them (GET …/challenges: prompts, counts, the caller's own progress),
 * read again whenever `refresh` changes (a photo kept, the card opened) or `reload` is called. `replace` puts
 * a view the server just answered with (a PUT's response) in place without another read.
 */
export function useEventChallenges(code: string, token: string, refresh: unknown = 0) {
  const [state, setState] = useState<EventChallengesState>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    reading.current = controller;
    callApi(challengeEndpointRoutes.getChallenges, { params: { code }, token }, controller.signal).then(
      (view) => {
        if (!controller.signal.aborted) setState({ phase: 'ready', view });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('challenges failed to load', error);
        // A read that fails after one that worked keeps what is shown (the next refresh tries again).
        setState((prev) => (prev.phase === 'ready' ? prev : { phase: 'failed', error }));
      },
    );
    return () => controller.abort();
  }, [code, token, refresh, reloads]);
  const reload = useCallback(() => {
    setState({ phase: 'loading' });
    setReloads((n) => n + 1);
  }, []);
  const replace = useCallback((view: ChallengesView) => {
    // The server's answer to a change is newer than a read sent before it: that read's answer is not shown.
    reading.current?.abort();
    setState({ phase: 'ready', view });
  }, []);
  return { state, reload, replace };
}

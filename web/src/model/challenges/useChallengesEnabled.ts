import { useEffect, useState } from 'react';
import { challengeEndpointRoutes as endpointRoutes } from '#shared/api/challenge-endpoint-routes.js';
import { callApi } from '../../api/callApi';

/**
 * Whether the event has challenges on and a prompt to show (GET …/challenges, read once when the gallery
 * opens): the gallery shows its Challenges tab then. Unknown (loading, failed) counts as off: the tab is an
 * extra, never in the way of the photos.
 */
export function useChallengesEnabled(code: string, token: string | null): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    callApi(endpointRoutes.getChallenges, { params: { code }, token }, controller.signal).then(
      (view) => setEnabled(view.enabled && view.prompts.length > 0),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('challenges: could not read whether they are on', error);
      },
    );
    return () => controller.abort();
  }, [code, token]);
  return enabled;
}

import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../i18n/errorText';

export type Loaded<T> = { kind: 'loading'; last?: T } | { kind: 'ready'; data: T } | { kind: 'error'; message: string; last?: T };

/**
 * Loads a staff figure with the tab's token: a new `key` (e.g. the chosen period) loads again, `retry` too. A 401
 * goes to the shell (`onAuthFailure`: the token is gone); any other failure shows `fallback` (or the server's text by its code, in the reader's language).
 */
export const useStaffData = <T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  fallback: string,
  onAuthFailure: (message: string) => void,
): { state: Loaded<T>; retry: () => void } => {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ kind: 'loading', ...(s.kind === 'ready' ? { last: s.data } : s.last ? { last: s.last } : {}) }));
    load(abort.signal).then(
      (data) => setState({ kind: 'ready', data }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        if (err instanceof ApiError && err.status === 401) {
          onAuthFailure(errorText(err, err.message));
          return;
        }
        const message = errorText(err, fallback);
        setState((s) => ({ kind: 'error', message, ...(s.kind === 'loading' && s.last ? { last: s.last } : {}) }));
      },
    );
    return () => abort.abort();
    // `load` closes over the token and key only; re-run on those.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
};

/**
 * Requests started while the app boots, before React has rendered the screen that needs them (see
 * startEarly.ts), kept until that screen takes them. Each is handed out once: a later read (Refresh,
 * Try Again, a re-mount) asks the server again. One not taken within EARLY_REQUEST_TTL_MS is dropped, so a
 * screen opened later never shows an old answer.
 */

/** The screen mounts within a second or two of boot on a slow phone; older answers are not worth reusing. */
export const EARLY_REQUEST_TTL_MS = 10_000;

interface Early {
  promise: Promise<unknown>;
  startedAt: number;
}

const started = new Map<string, Early>();

/** Starts `request` under `key` unless one is already waiting there; either way, the request waiting there. */
export function startEarly<T>(key: string, request: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const waiting = started.get(key);
  if (waiting && now - waiting.startedAt <= EARLY_REQUEST_TTL_MS) return waiting.promise as Promise<T>;
  const promise = request();
  // Its failure belongs to whoever takes it; one nobody takes must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  started.set(key, { promise, startedAt: now });
  return promise;
}

/**
 * The request started under `key`, once, if it is recent enough; null otherwise (the caller asks itself).
 * With a signal, the answer is dropped when the caller aborts (the request itself runs on).
 */
export function takeEarly<T>(key: string, signal?: AbortSignal, now: number = Date.now()): Promise<T> | null {
  const early = started.get(key);
  if (!early) return null;
  started.delete(key);
  if (now - early.startedAt > EARLY_REQUEST_TTL_MS) return null;
  const promise = early.promise as Promise<T>;
  return signal ? untilAborted(promise, signal) : promise;
}

/** Tests only: forget every waiting request. */
export function clearEarlyRequests(): void {
  started.clear();
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

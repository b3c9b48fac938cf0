import type { JoinOutcome } from './joinOutcome';
import { findJoinableEvent } from './findJoinableEvent';

/** An already validated join form: code trimmed and upper-cased, name trimmed (spec section 5). */
export interface JoinAttempt {
  code: string;
  name: string;
}

/**
 * THE join submission of the lobby's join form: the one place the join endpoint will be called.
 *
 * Today it does the part that exists: looks the event up and applies the spec's rejections (not found,
 * ended). TO WIRE (next issue): call the join endpoint with { code, name }, map EVENT_FULL and friends to
 * their messages, store the participant token and event session, and return a "joined" outcome that the
 * main flow turns into the camera state.
 */
export async function joinEvent(request: JoinAttempt, signal?: AbortSignal): Promise<JoinOutcome> {
  const check = await findJoinableEvent(request.code, signal);
  if (!check.ok) return { kind: 'rejected', message: check.message };
  return { kind: 'unavailable', event: check.event };
}

import { joinText } from './joinText';
import type { JoinOutcome } from './joinOutcome';
import { requestJoin } from './requestJoin';

/** An already validated join form: code trimmed and upper-cased, name trimmed (spec section 5). */
export interface JoinAttempt {
  code: string;
  name: string;
}

/**
 * THE join of the lobby's join form and the direct-join form: joins by code and name (a name already in
 * the event continues as that participant), saves the session and returns "joined" for the camera state.
 * Failures without better words read "Failed to join event. Please try again.".
 */
export function joinEvent(request: JoinAttempt, signal?: AbortSignal): Promise<JoinOutcome> {
  return requestJoin(request, joinText('JOIN_FAILED'), signal);
}

import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { joinMessages as messages } from '#shared/join-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { takeEarlyMe } from '../../early/earlyMe';
import { loadLastSeen, saveLastSeen, type LastSeen } from './lastSeen';
import { clearEventSessions, removeSession, updateSession, type EventSession } from './sessionStore';

/**
 * What asking the server about a saved session (GET …/me) means for the device. The store is already
 * updated when this returns: a gone event loses all its sessions, a kicked or unknown participant loses
 * theirs, a failure to ask changes nothing.
 */
export type SessionCheck =
  | { kind: 'ok'; session: EventSession; event: EventView; participant: ParticipantView }
  /** The event no longer exists (spec: the saved session is cleared and the lobby shows). */
  | { kind: 'gone' }
  /** The organizer removed this participant. */
  | { kind: 'kicked' }
  /** The credential is unknown or expired: the guest must join again. */
  | { kind: 'unauthorized' }
  /**
   * Offline or a server fault: the session is kept and the caller may try again. `saved`: nothing answered
   * (offline) and the device has the last answer, so the event can open from it (issue #13).
   */
  | { kind: 'failed'; message: string; saved?: LastSeen };

export async function revalidateSession(session: EventSession, signal?: AbortSignal): Promise<SessionCheck> {
  try {
    // The gallery's entry may already have asked (early/galleryPrefetch.ts).
    const me = await (takeEarlyMe(session.eventCode, session.token, signal) ??
      callApi(endpointRoutes.getMe, { params: { code: session.eventCode }, token: session.token }, signal));
    const updated = updateSession(session, { eventTitle: me.event.title, userName: me.participant.name });
    saveLastSeen(session.eventCode, session.participantId, { event: me.event, participant: me.participant });
    return { kind: 'ok', session: updated, event: me.event, participant: me.participant };
  } catch (error) {
    if (signal?.aborted) throw error;
    const check = checkOfError(error);
    applyCheck(session, check);
    // Only "no answer at all" opens from the saved answer; a definite refusal above has signed out.
    const saved = check.kind === 'failed' && isApiError(error) && error.status === 0 ? loadLastSeen(session.eventCode, session.participantId) : null;
    return saved && check.kind === 'failed' ? { ...check, saved } : check;
  }
}

function checkOfError(error: unknown): SessionCheck {
  if (!isApiError(error)) return { kind: 'failed', message: messages.INTERNAL };
  if (error.code === 'EVENT_NOT_FOUND') return { kind: 'gone' };
  if (error.code === 'KICKED') return { kind: 'kicked' };
  // 401: the token is unknown or expired; 403 otherwise: a token of another event. Either way it is useless.
  if (error.status === 401 || error.status === 403) return { kind: 'unauthorized' };
  return { kind: 'failed', message: error.message };
}

/** Clears what an outcome says is no longer valid (also used by realtime and polling). */
export function applyCheck(session: EventSession, check: SessionCheck): void {
  if (check.kind === 'gone') clearEventSessions(session.eventCode);
  else if (check.kind === 'kicked' || check.kind === 'unauthorized') removeSession(session.eventCode, session.participantId);
}

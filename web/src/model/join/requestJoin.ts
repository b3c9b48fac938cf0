import { guestEndpointRoutes as endpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { personNameKey } from '#shared/rules/code-and-name.js';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { loadTexts } from '../../i18n/texts';
import { readItem, writeItem } from '../../storage/deviceStorage';
import { listSessions, saveSession } from '../session/sessionStore';
import type { JoinOutcome } from './joinOutcome';
import { joinRefusalText, joinText } from './joinText';

/**
 * The one call of the join endpoint (lobby join, direct join, Enter Event). The server applies the spec's
 * rejections in the spec's order (not found → ended → full) inside its join transaction, so the client
 * does not look the event up first. On success the session is saved and becomes the current one.
 *
 * @param creatorToken this device's creator credential (Enter Event only): the participant becomes the
 *   event's creator. Never sent from the guest forms, so typing the organizer's name grants nothing.
 *   Otherwise the participant token this device saved for the typed name, if any, is presented: it is the
 *   device's proof that it may continue as that name (the spec's rejoin); the server asks any other device
 *   for another name (DESIGN section 6).
 * @param fallback the spec's message for a failure that has no better words (network, server fault).
 */
export async function requestJoin(
  attempt: { code: string; name: string; creatorToken?: string },
  fallback: string,
  signal?: AbortSignal,
): Promise<JoinOutcome> {
  let joined;
  try {
    joined = await callApi(
      endpointRoutes.joinEvent,
      { params: { code: attempt.code }, body: { name: attempt.name }, token: attempt.creatorToken ?? savedTokenFor(attempt.code, attempt.name) },
      signal,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    // This phone's creator rights were ended by the organizer ("Sign out other phones"): rare, so its words are
    // not in the join's texts (the entry's budget) but in the event's (room-messages.ts), loaded now.
    if (isApiError(error) && error.code === 'CREATOR_SIGNED_OUT') await loadTexts('event').catch(() => undefined);
    return { kind: 'rejected', message: joinFailureMessage(error, fallback) };
  }
  const { event, participant, token } = joined;
  const session = saveSession({
    eventId: event.id,
    eventCode: event.code,
    participantId: participant.id,
    userName: participant.name,
    eventTitle: event.title,
    token,
    // The server continues as the creator participant only on the creator's device (its credential or
    // that participant's own token), and then the new token carries the creator rights.
    creator: participant.isCreator,
  });
  keepNameProof(event.code, participant.name, token);
  return { kind: 'joined', session, event, participant };
}

/** The participant token this device holds for that name in that event (names match as the server's do). */
function savedTokenFor(code: string, name: string): string | undefined {
  const key = personNameKey(name);
  return listSessions(code).find((s) => personNameKey(s.userName) === key)?.token ?? readNameProofs(code)[key];
}

/**
 * Every name this device joined an event as, with its latest token, kept apart from the sessions: "Leave
 * event" clears the session (spec), but the guest who comes back on the same phone is still that person
 * and must not lose their name to "Someone is already using this name here".
 */
const nameProofsKey = (code: string): string => `candid:names:${code.toUpperCase()}`;

function readNameProofs(code: string): Record<string, string> {
  try {
    const raw = JSON.parse(readItem(nameProofsKey(code)) ?? '{}') as unknown;
    if (typeof raw !== 'object' || raw === null) return {};
    return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function keepNameProof(code: string, name: string, token: string): void {
  writeItem(nameProofsKey(code), JSON.stringify({ ...readNameProofs(code), [personNameKey(name)]: token }));
}

/**
 * The server's message when it refused the join for a reason the person can act on (not found, ended,
 * full, removed, a form rule, too many tries), in the device's language; the spec's "Failed to … Please try again." when the server
 * was not reached or failed.
 */
export function joinFailureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return fallback;
  if (error.status === 404) return joinText('EVENT_NOT_FOUND');
  // In the device's language: by the field's words (a form rule) or by the error's code.
  return joinRefusalText(error, error.status === 400 ? ['name', 'code'] : []);
}

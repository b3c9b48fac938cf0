import type { EventView } from '../../../../shared/schemas/events';
import type { JoinOutcome } from './joinOutcome';
import { findJoinableEvent } from './findJoinableEvent';

/** The Event Created screen's name form, validated (name trimmed, at least 2 characters). */
export interface EnterEventRequest {
  event: EventView;
  name: string;
  /** The creator credential of this device, so the creator enters with creator rights. */
  creatorToken: string;
}

/**
 * THE "Enter Event" action of the Event Created screen: the one place the creator joins their own event.
 *
 * Today it re-checks that the event still exists and is open (spec: "must exist, must not be completed").
 * TO WIRE (next issue): join with { code: event.code, name } presenting creatorToken, store the session
 * and return a "joined" outcome so the main flow opens the camera.
 */
export async function enterEvent(request: EnterEventRequest, signal?: AbortSignal): Promise<JoinOutcome> {
  const check = await findJoinableEvent(request.event.code, signal);
  if (!check.ok) return { kind: 'rejected', message: check.message };
  return { kind: 'unavailable', event: check.event };
}

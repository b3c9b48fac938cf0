import type { EventView } from '#shared/schemas/events.js';
import type { JoinOutcome } from './joinOutcome';
import { joinText } from './joinText';
import { requestJoin } from './requestJoin';

/** The Event Created screen's name form, validated (name trimmed, at least 2 characters). */
export interface EnterEventRequest {
  /** The created event; missing when the screen lost it (spec: "Event information not available"). */
  event: EventView | null | undefined;
  name: string;
  /** The creator credential of this device, so the creator enters with creator rights. */
  creatorToken: string;
}

/**
 * THE "Enter Event" action of the Event Created screen: the one place the creator joins their own event,
 * presenting the creator credential so the participant becomes the creator (Admin button, start, end,
 * kick). Failures without better words read "Failed to enter event. Please try again.".
 */
export async function enterEvent(request: EnterEventRequest, signal?: AbortSignal): Promise<JoinOutcome> {
  const { event, name, creatorToken } = request;
  if (!event?.code) return { kind: 'rejected', message: joinText('EVENT_INFO_MISSING') };
  return requestJoin({ code: event.code, name, creatorToken }, joinText('ENTER_FAILED'), signal);
}

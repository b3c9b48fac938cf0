import type { CreateEventResponse } from '../../../../shared/schemas/events.js';
import { toEventView } from '../../data/event-item.js';
import { signCreatorCredential } from '../events/create-event.js';
import { requireOwnEvent } from './organizer-data.js';

/**
 * POST /api/organizer/events/{code}/manage ("Manage on this phone", DESIGN 6: "the organizer portal can grant
 * [creator rights] again after sign-in"): the same answer as creating the event, for one of the organizer's
 * events, so a lost phone does not lock them out of start/end/kick and purchases. 403 for any other event.
 */
export const manageEventOnThisPhone = async (email: string, code: string): Promise<CreateEventResponse> => {
  const { event } = await requireOwnEvent(email, code);
  return { event: toEventView(event), creatorToken: await signCreatorCredential(event) };
};

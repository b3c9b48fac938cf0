import type { CreateEventResponse } from '../../../../shared/schemas/events.js';
import { advanceCreatorEpoch } from '../../data/creator-epoch.js';
import { toEventView } from '../../data/event-item.js';
import { signCreatorCredential } from '../events/create-event.js';
import { domainError } from '../errors.js';
import { requireOwnEvent } from './organizer-data.js';

/**
 * POST /api/organizer/events/{code}/manage ("Manage on this phone", DESIGN 6: "the organizer portal can grant
 * [creator rights] again after sign-in"): the same answer as creating the event, for one of the organizer's
 * events, so a lost phone does not lock them out of start/end/kick and purchases. 403 for any other event.
 *
 * signOutOtherPhones (ours): the lost phone must not keep them either. The event's generation of creator rights
 * moves on (domain/events/creator-standing.ts), so every credential issued before — on any device, the creator's
 * guest session included — is refused from its next request, and the credential answered is of the new one.
 * Without it nothing is revoked: the portal's own CSV export asks for a credential each time.
 */
export const manageEventOnThisPhone = async (email: string, code: string, opts: { signOutOtherPhones?: boolean } = {}): Promise<CreateEventResponse> => {
  const { event: own } = await requireOwnEvent(email, code);
  const event = opts.signOutOtherPhones ? await advanceCreatorEpoch(code) : own;
  if (!event) throw domainError('EVENT_NOT_FOUND', code);
  return { event: toEventView(event), creatorToken: await signCreatorCredential(event) };
};

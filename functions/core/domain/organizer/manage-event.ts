import type { OrganizerManageEventResponse } from '../../../../shared/schemas/organizer.js';
import { signOrganizerToken } from '../../auth/organizer-token.js';
import { now } from '../../clock.js';
import { failureFields } from '../../failure-fields.js';
import { log } from '../../log.js';
import { advanceOrganizerSessionEpoch } from '../../data/organizer-sessions.js';
import { advanceCreatorEpoch } from '../../data/creator-epoch.js';
import { deleteWallLinks } from '../../data/wall-item.js';
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
 * The organizer's portal sessions on other phones end with it (data/organizer-sessions.ts), and so do the event's
 * live wall links (revoked as the admin screen's Revoke does: open walls are told and closed). Without the flag
 * nothing is revoked: the portal's own CSV export asks for a credential each time.
 */
export const manageEventOnThisPhone = async (email: string, code: string, opts: { signOutOtherPhones?: boolean } = {}): Promise<OrganizerManageEventResponse> => {
  const { event: own } = await requireOwnEvent(email, code);
  if (!opts.signOutOtherPhones) return { event: toEventView(own), creatorToken: await signCreatorCredential(own) };
  // The portal sessions go too: a lost phone signed in to the portal could otherwise take the rights back
  // (Manage on this phone) or sign this phone out in turn. This phone gets a session of the new generation.
  const [event, epoch] = await Promise.all([advanceCreatorEpoch(code), advanceOrganizerSessionEpoch(email)]);
  if (!event) throw domainError('EVENT_NOT_FOUND', code);
  // Its live wall links go as well: a link the lost phone made (or copied) would go on showing the event's photos.
  // After the generation moved on, so a link the lost phone asks for meanwhile is refused, not saved after this
  // (putWallLink's condition). Should the delete fail, this phone still gets its new rights (its old ones are
  // refused now); the answer says so, and the admin screen's Revoke wall link can finish the job.
  const wallLinksRevoked = await deleteWallLinks(code).then(
    () => true,
    async (e: unknown) => {
      log.error('sign-out: the wall links were not revoked', { code, error: await failureFields(e) });
      return false;
    },
  );
  const session = await signOrganizerToken(email, now(), epoch);
  return {
    event: toEventView(event),
    creatorToken: await signCreatorCredential(event),
    organizerSession: { token: session.token, expiresAt: session.expiresAt.toISOString() },
    wallLinksRevoked,
  };
};

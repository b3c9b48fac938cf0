import type { OrganizerClaims } from '../../auth/organizer-token.js';
import { getOrganizerSessionEpoch } from '../../data/organizer-sessions.js';
import { domainError } from '../errors.js';

/**
 * The claims, once the e-mail's session generation says they still hold ("Sign out other phones" moved it on
 * since they were issued: 401, and the portal asks to sign in again). One consistent GetItem, like
 * liveStaffClaims for staff and liveCreatorClaims for creator rights.
 */
export const liveOrganizerClaims = async (claims: OrganizerClaims): Promise<OrganizerClaims> => {
  const epoch = await getOrganizerSessionEpoch(claims.sub);
  if ((claims.epoch ?? 0) !== epoch) throw domainError('ORGANIZER_SESSION_INVALID', `organizer session of ${claims.sub} at epoch ${claims.epoch ?? 0}, now ${epoch}`);
  return claims;
};

import type { TokenClaims } from '../../auth/tokens.js';
import { getCreatorStanding, type CreatorStanding } from '../../data/creator-epoch.js';
import { forbidden } from '../../errors.js';
import { domainError } from '../errors.js';

/** The bare creator credential, or the participant token of the creator (who entered the event as a guest). */
export const carriesCreatorRights = (claims: TokenClaims): boolean =>
  claims.role === 'creator' || (claims.role === 'participant' && claims.creator === true);

/**
 * Refuses a credential whose creator rights were signed out ("Sign out other phones": the event's generation
 * moved on since it was issued), and a creator credential of an earlier event under the same code. A
 * credential without creator rights, or an event that is gone (the domain answers that), passes.
 */
export const assertCreatorStanding = (claims: TokenClaims, standing: CreatorStanding | undefined): void => {
  if (!carriesCreatorRights(claims) || !standing) return;
  if (claims.role === 'creator' && claims.sub !== standing.id) throw forbidden(`creator credential of an earlier event ${claims.evt}`);
  if ((claims.epoch ?? 0) !== (standing.creatorEpoch ?? 0)) {
    throw domainError('CREATOR_SIGNED_OUT', `creator rights of ${claims.evt} at epoch ${claims.epoch ?? 0}, now ${standing.creatorEpoch ?? 0}`);
  }
};

/**
 * The claims, once the event says their creator rights still hold: one consistent GetItem for a credential that
 * carries them, none for any other (a guest's calls cost nothing more). Like liveStaffClaims for staff.
 */
export const liveCreatorClaims = async (claims: TokenClaims): Promise<TokenClaims> => {
  if (carriesCreatorRights(claims)) assertCreatorStanding(claims, await getCreatorStanding(claims.evt));
  return claims;
};

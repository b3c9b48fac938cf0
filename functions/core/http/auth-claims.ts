import type { StaffRole } from '../../../shared/schemas/staff.js';
import type { OrganizerClaims } from '../auth/organizer-token.js';
import type { StaffClaims } from '../auth/staff-token.js';
import type { WallClaims } from '../auth/wall-token.js';
import { DomainError, forbidden } from '../errors.js';
import type { AuthContext } from './auth-context.js';

/**
 * The participant behind a participant route's credential (authenticate() has pinned it to the event).
 * `creatorEpoch`: for the creator's guest session, the generation of creator rights it carries (absent = 0).
 */
export const participantOf = (auth: AuthContext): { sub: string; creator: boolean; creatorEpoch?: number } => {
  if (auth.kind !== 'token' || auth.claims.role !== 'participant') throw forbidden('participant credential required');
  const creator = auth.claims.creator === true;
  return { sub: auth.claims.sub, creator, ...(creator ? { creatorEpoch: auth.claims.epoch ?? 0 } : {}) };
};

/** Who acted on a creator route (authenticate() has checked the creator claim): recorded as e.g. hiddenBy. */
export const creatorSubOf = (auth: AuthContext): string => {
  if (auth.kind !== 'token') throw forbidden('creator credential required');
  return auth.claims.sub;
};

/** The generation of creator rights a creator route's credential carries (absent = 0): a write can be made conditional on it. */
export const creatorEpochOf = (auth: AuthContext): number => {
  if (auth.kind !== 'token') throw forbidden('creator credential required');
  return auth.claims.epoch ?? 0;
};

/** The staff member behind a staff route's credential (authenticate() verified the staff token). */
export const staffOf = (auth: AuthContext): StaffClaims => {
  if (auth.kind !== 'staff') throw new DomainError('STAFF_SESSION_INVALID', 401, 'staff credential required');
  return auth.claims;
};

/** The organizer behind an organizer route's credential (authenticate() verified the organizer token). */
export const organizerOf = (auth: AuthContext): OrganizerClaims => {
  if (auth.kind !== 'organizer') throw new DomainError('ORGANIZER_SESSION_INVALID', 401, 'organizer credential required');
  return auth.claims;
};

/**
 * Refuses (403) a staff member whose role is below `needed`: `admin` may do everything, `support` only what
 * support routes need (DESIGN 6). Returns the claims for the caller's convenience.
 */
export const requireStaffRole = (claims: StaffClaims, needed: StaffRole): StaffClaims => {
  if (needed === 'admin' && claims.role !== 'admin') throw new DomainError('STAFF_ROLE_FORBIDDEN', 403, `${claims.role} is not admin`);
  return claims;
};

/** The live wall behind a wall route's credential (authenticate() verified it and pinned it to the event). */
export const wallOf = (auth: AuthContext): WallClaims => {
  if (auth.kind !== 'wall') throw forbidden('wall credential required');
  return auth.claims;
};

import { forbidden } from '../errors.js';
import type { AuthContext } from './authenticate.js';

/** The participant behind a participant route's credential (authenticate() has pinned it to the event). */
export const participantOf = (auth: AuthContext): { sub: string; creator: boolean } => {
  if (auth.kind !== 'token' || auth.claims.role !== 'participant') throw forbidden('participant credential required');
  return { sub: auth.claims.sub, creator: auth.claims.creator === true };
};

import { verifySocketTicket } from '../../auth/socket-ticket.js';
import { openConnection, openWallConnection } from '../../data/connection-item.js';
import { DomainError, forbidden, unauthorized } from '../../errors.js';
import { domainError } from '../errors.js';

/**
 * `$connect`: admits a socket only with a valid, unused connect ticket of that very event whose
 * participant is still active (all three checked by the database in one transaction, see openConnection),
 * and, for the creator's guest session, whose creator rights were not signed out since the ticket was issued.
 * The long-lived participant token is refused here: it has no ticket audience. A live wall's ticket opens a
 * listen-only connection while its wall link exists (the socket API has no route but $connect/$disconnect).
 */
export const openSocket = async (connectionId: string, eventCode: string, ticket: string, at: Date): Promise<void> => {
  const claims = await verifySocketTicket(ticket, at);
  if (claims.evt !== eventCode) throw forbidden('ticket of another event');
  if (claims.wall === true) {
    // A live wall listens only: its connection names its wall link, which must still exist (not revoked).
    const walled = await openWallConnection({ connectionId, eventCode, wallId: claims.sub }, { jti: claims.jti, exp: claims.exp }, at.getTime());
    if (walled === 'ticket-used') throw unauthorized('socket ticket already used');
    if (walled === 'wall-revoked') throw new DomainError('WALL_LINK_REVOKED', 401);
    return;
  }
  const outcome = await openConnection(
    { connectionId, eventCode, participantId: claims.sub, ...(claims.epoch === undefined ? {} : { creatorEpoch: claims.epoch }) },
    { jti: claims.jti, exp: claims.exp },
    at.getTime(),
  );
  if (outcome === 'ticket-used') throw unauthorized('socket ticket already used');
  if (outcome === 'participant-inactive') throw new DomainError('KICKED', 403);
  if (outcome === 'creator-signed-out') throw domainError('CREATOR_SIGNED_OUT', `socket ticket of ${eventCode} at epoch ${claims.epoch ?? 0}`);
};

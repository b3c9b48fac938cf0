import type { SocketTicketResponse } from '#shared/schemas/realtime.js';
import { signSocketTicket } from '../../auth/socket-ticket.js';
import type { WallClaims } from '../../auth/wall-token.js';
import { keys } from '../../data/table.js';
import { readWithWall } from './read-with-wall.js';

/**
 * A connect ticket for the wall's listen-only socket, only while its link is not revoked. Apart from
 * load-wall.ts, whose photo views sign image URLs: the ticket needs no S3 client.
 */
export const issueWallSocketTicket = async (wall: WallClaims, at: Date): Promise<SocketTicketResponse> => {
  await readWithWall(wall, [keys.event(wall.evt)], at);
  const { ticket, expiresAt } = await signSocketTicket(wall.evt, wall.sub, at, 'wall');
  return { ticket, expiresAt: expiresAt.toISOString() };
};

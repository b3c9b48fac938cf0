import type { SocketTicketResponse } from '#shared/schemas/realtime.js';
import { signSocketTicket } from '../../auth/socket-ticket.js';
import { requireActiveParticipant } from '../participants/require-active.js';

/**
 * A connect ticket for the caller's socket, only while the caller is still in the event: a removed guest
 * (403 KICKED) gets none, so their long-lived token opens no new socket. The creator's guest session (whose
 * rights authenticate() found current) passes its generation of creator rights on to the ticket and so to the
 * connection: "Sign out other phones" then closes that socket, and refuses a ticket taken just before it.
 */
export const issueSocketTicket = async (code: string, caller: { sub: string; creatorEpoch?: number }, at: Date): Promise<SocketTicketResponse> => {
  await requireActiveParticipant(code, caller.sub);
  const { ticket, expiresAt } = await signSocketTicket(code, caller.sub, at, 'participant', caller.creatorEpoch);
  return { ticket, expiresAt: expiresAt.toISOString() };
};

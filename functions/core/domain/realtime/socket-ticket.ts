import type { SocketTicketResponse } from '#shared/schemas/realtime.js';
import { signSocketTicket } from '../../auth/socket-ticket.js';
import { requireActiveParticipant } from '../participants/require-active.js';

/**
 * A connect ticket for the caller's socket, only while the caller is still in the event: a removed guest
 * (403 KICKED) gets none, so their long-lived token opens no new socket.
 */
export const issueSocketTicket = async (code: string, participantId: string, at: Date): Promise<SocketTicketResponse> => {
  await requireActiveParticipant(code, participantId);
  const { ticket, expiresAt } = await signSocketTicket(code, participantId, at);
  return { ticket, expiresAt: expiresAt.toISOString() };
};

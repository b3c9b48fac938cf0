import type { ParticipantView } from '#shared/schemas/participants.js';
import { loadCreator } from '../creator/creatorStore';
import type { EventSession } from '../session/sessionStore';

/**
 * The credential this device presents for the creator's calls (start, end, participants, kick), or null
 * when this participant has no creator rights here. The server decides (DESIGN section 6); this only
 * decides what to show.
 * - The participant entered with the creator credential: their own token carries creator rights.
 * - The creator participant joined again without it (an event link, a second device): this device's
 *   creator credential, if it has one, still works. A device without it gets no Admin button.
 */
export function adminCredential(session: EventSession, participant: ParticipantView): string | null {
  if (!participant.isCreator) return null;
  if (session.creator) return session.token;
  return loadCreator(session.eventCode)?.creatorToken ?? null;
}

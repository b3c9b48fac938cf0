import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import { readItem, writeItem } from '../../storage/deviceStorage';

/**
 * The server's last answer about a session (GET …/me), kept on the device so the camera can open
 * offline (issue #13): the event and participant as last seen, replaced by the first answer online.
 */
export interface LastSeen {
  event: EventView;
  participant: ParticipantView;
}

export const lastSeenKey = (code: string, participantId: string): string => `candid:last-seen:${code.toUpperCase()}:${participantId}`;

export function saveLastSeen(code: string, participantId: string, seen: LastSeen): void {
  writeItem(lastSeenKey(code, participantId), JSON.stringify(seen));
}

export function loadLastSeen(code: string, participantId: string): LastSeen | null {
  const raw = readItem(lastSeenKey(code, participantId));
  if (!raw) return null;
  try {
    // Written by this app from a checked server answer; a light check (no zod in the main bundle) is enough.
    const value = JSON.parse(raw) as Partial<LastSeen> | null;
    const { event, participant } = value ?? {};
    if (typeof event !== 'object' || event === null || event.code?.toUpperCase() !== code.toUpperCase()) return null;
    if (typeof participant !== 'object' || participant === null || participant.id !== participantId) return null;
    return { event, participant };
  } catch {
    return null;
  }
}

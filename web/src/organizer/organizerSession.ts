import type { Organizer } from '../../../shared/schemas/organizer';
import { readItem, removeItem, writeItem } from '../storage/deviceStorage';

/** The spec's storage keys (commerce spec: Organizer login; section 9). */
export const ORGANIZER_TOKEN_KEY = 'aln_organizer_token';
export const ORGANIZER_INFO_KEY = 'aln_organizer_info';

export interface OrganizerSession {
  token: string;
  organizer: Organizer;
}

/** The stored session, or null when there is no token (the info is only a display aid; the server checks the token). */
export function readOrganizerSession(): OrganizerSession | null {
  const token = readItem(ORGANIZER_TOKEN_KEY);
  if (!token) return null;
  return { token, organizer: parseInfo(readItem(ORGANIZER_INFO_KEY)) ?? { email: '' } };
}

export function saveOrganizerSession(session: OrganizerSession): void {
  writeItem(ORGANIZER_TOKEN_KEY, session.token);
  writeItem(ORGANIZER_INFO_KEY, JSON.stringify(session.organizer));
}

/** Back, sign-out and a rejected token all remove both keys (spec: "Verify failure clears the session"). */
export function clearOrganizerSession(): void {
  removeItem(ORGANIZER_TOKEN_KEY);
  removeItem(ORGANIZER_INFO_KEY);
}

function parseInfo(raw: string | null): Organizer | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string') {
      return { email: (value as { email: string }).email };
    }
    return null;
  } catch {
    return null;
  }
}

import { saveCreator, toStoredCreator } from '../model/creator/creatorStore';
import { listSessions, removeSession } from '../model/session/sessionStore';
import { manageOrganizerEvent } from './organizerApi';
import { readOrganizerSession, saveOrganizerSession } from './organizerSession';

/**
 * 'Manage on this phone' (issue #18 item 3): the event's creator credential, kept exactly as the create-event
 * flow keeps it (creatorStore), so this phone can enter as the creator and start, end and kick. The name
 * is left for the organizer to type when entering (the server never trusts it).
 */
export async function manageOnThisPhone(token: string, code: string): Promise<{ savedOnDevice: boolean }> {
  const created = await manageOrganizerEvent(token, code);
  return { savedOnDevice: saveCreator(toStoredCreator(created, '')) };
}

/**
 * 'Sign out other phones' (ours, for a lost phone): every credential with creator rights issued before stops
 * working on the server, and this phone gets the new one. Its own creator sessions were issued before too, so
 * they go: the organizer enters again with the new credential. The organizer's portal sessions on other phones
 * end as well; this phone's is replaced by the new one the answer carries.
 */
export async function signOutOtherPhones(token: string, code: string): Promise<{ savedOnDevice: boolean; wallLinksRevoked: boolean }> {
  const created = await manageOrganizerEvent(token, code, true);
  const portal = readOrganizerSession();
  if (created.organizerSession && portal) saveOrganizerSession({ ...portal, token: created.organizerSession.token });
  for (const s of listSessions(code)) if (s.creator) removeSession(code, s.participantId);
  return { savedOnDevice: saveCreator(toStoredCreator(created, '')), wallLinksRevoked: created.wallLinksRevoked !== false };
}

import { saveCreator, toStoredCreator } from '../model/creator/creatorStore';
import { manageOrganizerEvent } from './organizerApi';

/**
 * 'Manage on this phone' (issue #18 item 3): the event's creator credential, kept exactly as the create-event
 * flow keeps it (creatorStore), so this phone can enter as the creator and start, end and kick. The name
 * is left for the organizer to type when entering (the server never trusts it).
 */
export async function manageOnThisPhone(token: string, code: string): Promise<{ savedOnDevice: boolean }> {
  const created = await manageOrganizerEvent(token, code);
  return { savedOnDevice: saveCreator(toStoredCreator(created, '')) };
}

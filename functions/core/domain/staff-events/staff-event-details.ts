import type { StaffEventDetails, StaffParticipant } from '#shared/schemas/staff-events.js';
import { getEventItem } from '../../data/event-item.js';
import { queryParticipants, type ParticipantItem } from '../../data/participant-item.js';
import { notFound } from '../../errors.js';
import { queryStaffPhotos, sumEventVotes } from './staff-event-photos.js';
import { photoStorageOf, toStaffEvent } from './to-staff-event.js';

const toStaffParticipant = (p: ParticipantItem): StaffParticipant => ({ id: p.id, name: p.name, photosTaken: p.photosTaken, isActive: p.isActive, joinedAt: p.joinedAt });

/**
 * The detail modal in one request: the event (GetItem), then in parallel its participants (≤ 500: a page
 * or two), the first page of photos and the vote total. Stats: participants = everyone who joined (the
 * table below lists them, Active or Inactive); photos and storage = the event's maintained counters.
 */
export const staffEventDetails = async (code: string): Promise<StaffEventDetails> => {
  const event = await getEventItem(code);
  if (!event) throw notFound('EVENT_NOT_FOUND', code);
  const [participants, page, votes] = await Promise.all([queryParticipants(code), queryStaffPhotos(code, photoStorageOf(event)), sumEventVotes(code)]);
  // Joined first → last, as a guest list reads.
  participants.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
  const staffEvent = toStaffEvent(event);
  return {
    event: staffEvent,
    stats: { participants: participants.length, photos: staffEvent.photoCount, hiddenPhotos: staffEvent.hiddenCount, votes, storageBytes: event.storageBytes ?? 0 },
    photos: page.photos,
    nextPhotosCursor: page.nextCursor,
    participants: participants.map(toStaffParticipant),
  };
};

import type { PhotoStorageState, StaffEvent } from '#shared/schemas/staff-events.js';
import type { EventItem } from '../../data/event-item.js';

/** Where the event's photo files are: the Photos tab's mark, else deleted by retention, else standard. */
export const photoStorageOf = (e: EventItem): PhotoStorageState => e.photoStorage ?? (e.photosDeletedAt ? 'deleted' : 'standard');

/** The staff view of an event (commerce spec section 3 "Admin event"). */
export const toStaffEvent = (e: EventItem): StaffEvent => ({
  code: e.code,
  title: e.title,
  eventType: e.eventType,
  maxParticipants: e.maxParticipants,
  // The event's photoCount is what guests see; staff count every kept photo and say how many are hidden.
  photoCount: e.photoCount + (e.hiddenCount ?? 0),
  hiddenCount: e.hiddenCount ?? 0,
  participantCount: e.participantCount,
  status: e.status,
  createdAt: e.createdAt,
  organizerName: e.organizerName,
  storageBytes: e.storageBytes ?? 0,
  photoStorage: photoStorageOf(e),
});

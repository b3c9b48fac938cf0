import * as z from 'zod/mini';
import { EVENT_STATUSES, EVENT_TYPES } from '../event-settings.js';
import { PHOTO_STORAGE_STATES } from '../photo-storage.js';
import { isoDateTimeSchema, photoLinkSchema } from './common.js';

/**
 * The staff portal's view of events and their photos (commerce spec: Admin dashboard, Events and Photos
 * tabs; section 3 "Admin event", "Event detail", "Photo (admin)", "Participant (admin)"), camel-cased.
 * Shared by the events tab, the photos tab and the server.
 */

export { PHOTO_STORAGE_STATES, type PhotoStorageState } from '../photo-storage.js';

export const staffEventSchema = z.object({
  code: z.string(),
  title: z.string(),
  eventType: z.enum(EVENT_TYPES),
  maxParticipants: z.int(),
  /**
   * Every photo the event keeps (issue 29.3: the same figure in Overview, Events, the event detail and the
   * Photos tab), hidden ones included; `hiddenCount` says how many of them guests do not see.
   */
  photoCount: z.int(),
  hiddenCount: z.int(),
  participantCount: z.int(),
  /** The stored status; the table shows active 'Active', completed 'Completed', anything else 'Waiting'. */
  status: z.enum(EVENT_STATUSES),
  createdAt: isoDateTimeSchema,
  organizerName: z.string(),
  /** Polaroid bytes (the maintained counter); the photos tab estimates RAW as 3× this (spec). */
  storageBytes: z.int(),
  photoStorage: z.enum(PHOTO_STORAGE_STATES),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

/** filter all/active/expired (expired = completed); q: text search over title, code, type; a 6-character code finds its event directly. */
export const staffEventsQuerySchema = z.object({
  filter: z._default(z.enum(['all', 'active', 'expired']), 'all'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.'))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});
export type StaffEventsQuery = z.infer<typeof staffEventsQuerySchema>;

export const staffEventsPageSchema = z.object({
  events: z.array(staffEventSchema),
  /** Older events: pass back as `cursor`; null at the end. */
  nextCursor: z.nullable(z.string()),
  /** Summary cards, from maintained counters (not from this page). */
  summary: z.object({ totalEvents: z.int(), activeEvents: z.int(), totalPhotos: z.int(), hiddenPhotos: z.int() }),
});
export type StaffEventsPage = z.infer<typeof staffEventsPageSchema>;

export const staffPhotoSchema = z.object({
  id: z.string(),
  uploaderName: z.string(),
  uploadedAt: isoDateTimeSchema,
  /** Polaroid bytes. */
  size: z.int(),
  totalVotes: z.int(),
  /** Presigned GETs; null while the files are archived (restore first) or deleted. */
  polaroidUrl: z.nullable(photoLinkSchema),
  rawUrl: z.nullable(photoLinkSchema),
  polaroidDownloadUrl: z.nullable(photoLinkSchema),
  rawDownloadUrl: z.nullable(photoLinkSchema),
});
export type StaffPhoto = z.infer<typeof staffPhotoSchema>;

export const staffParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  photosTaken: z.int(),
  isActive: z.boolean(),
  joinedAt: isoDateTimeSchema,
});
export type StaffParticipant = z.infer<typeof staffParticipantSchema>;

export const staffEventDetailsSchema = z.object({
  event: staffEventSchema,
  /** photos: every kept photo, hidden ones included (as the list and Overview count them); hiddenPhotos: how many of them are hidden. */
  stats: z.object({ participants: z.int(), photos: z.int(), hiddenPhotos: z.int(), votes: z.int(), storageBytes: z.int() }),
  /** Newest first; the first page (pass `nextCursor` to GET …/photos for more). */
  photos: z.array(staffPhotoSchema),
  nextPhotosCursor: z.nullable(z.string()),
  participants: z.array(staffParticipantSchema),
});
export type StaffEventDetails = z.infer<typeof staffEventDetailsSchema>;

/** GET …/photos: the next page of an event's photos (the cursor a details or photos answer gave). */
export const staffEventPhotosQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.'))),
});
export type StaffEventPhotosQuery = z.infer<typeof staffEventPhotosQuerySchema>;

export const staffEventPhotosPageSchema = z.object({ photos: z.array(staffPhotoSchema), nextCursor: z.nullable(z.string()) });
export type StaffEventPhotosPage = z.infer<typeof staffEventPhotosPageSchema>;

/** POST …/end: the event as it is after staff ended it. */
export const staffEndEventResponseSchema = z.object({ event: staffEventSchema });
export type StaffEndEventResponse = z.infer<typeof staffEndEventResponseSchema>;

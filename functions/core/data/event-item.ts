import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { EVENT_STATES, EVENT_STATUSES, EVENT_TYPES } from '../../../shared/event-settings.js';
import { ADD_ON_IDS } from '../../../shared/pricing/add-ons.js';
import { eventPackageSchema } from '../../../shared/schemas/event-package.js';
import { PHOTO_STORAGE_STATES } from '../../../shared/photo-storage.js';
import { photosDueForDeletion } from '../../../shared/rules/photo-retention.js';
import { revealVotingEndsAt } from '../../../shared/rules/reveal.js';
import type { EventView } from '../../../shared/schemas/events.js';
import { now } from '../clock.js';
import { challengePromptItemSchema } from './challenge-item.js';
import { ddb, keys, tableName } from './table.js';
import { namedTransaction } from './transactions.js';
import { once } from '../once.js';

/** The stored shape of an event (spec "Event" entity, camel-cased), validated when read. */
export const eventItemSchema = once(() => z.object({
  PK: z.string(),
  SK: z.literal('META'),
  entity: z.literal('event'),
  id: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  eventType: z.enum(EVENT_TYPES),
  maxParticipants: z.int(),
  maxPhotosPerUser: z.int(),
  durationMinutes: z.int(),
  /** created_by of the spec: the organizer's display name. Grants nothing by itself. */
  organizerName: z.string(),
  status: z.enum(EVENT_STATUSES),
  eventState: z.enum(EVENT_STATES),
  /** Maintained counters (DESIGN section 5): active participants and recorded photos. */
  participantCount: z.int(),
  photoCount: z.int(),
  /** Photos kept but hidden by the creator (moderation): not in photoCount, which counts what guests see. */
  hiddenCount: z.optional(z.int()),
  createdAt: z.string(),
  startedAt: z.optional(z.string()),
  countdownStartTime: z.optional(z.string()),
  /** countdownStartTime + durationMinutes: when the auto-end job ends the event. */
  endsAt: z.optional(z.string()),
  endedAt: z.optional(z.string()),
  /** When the prints ask became owed, if after the end: a package with a print bundle linked to an ended event (its retries back off from here). */
  printsAskOwedSince: z.optional(z.string()),
  /**
   * Retention (DESIGN 15): GSI2 lists the event among events whose photos fall due for deletion, by that
   * date (gallery expiry + 30 days); removed once they are deleted or kept for good. photosKept: an archive
   * or a gallery extension was bought. photosDeletingSince/photosDeletedAt: the retention job's marks.
   */
  GSI2PK: z.optional(z.string()),
  GSI2SK: z.optional(z.string()),
  photosKept: z.optional(z.boolean()),
  photosDeletingSince: z.optional(z.string()),
  photosDeletedAt: z.optional(z.string()),
  /** Set only while the event runs (GSI1 = running events by end time); removed when it ends. */
  GSI1PK: z.optional(z.string()),
  GSI1SK: z.optional(z.string()),
  galleryExpiresAt: z.string(),
  /** Set when a paid pre-event order is linked (POST /api/link-order, DESIGN 15). */
  package: z.optional(eventPackageSchema),
  addOns: z.optional(z.array(z.enum(ADD_ON_IDS))),
  orderId: z.optional(z.string()),
  /** The spec's created_by once an order is linked: the purchase e-mail, as the order (verified) has it. */
  createdBy: z.optional(z.string()),
  /** Days the bought gallery extensions added to galleryExpiresAt (0, 7, 30 or 37). */
  galleryExtensionDays: z.optional(z.int()),
  /** Guests may add photos from their library (issue 19); absent on events created before it = false. */
  libraryPhotos: z.optional(z.boolean()),
  /** Polaroid bytes of the recorded photos (maintained by confirm; absent until the first photo). */
  storageBytes: z.optional(z.int()),
  /** Where the photo files are (staff Photos tab); absent = 'standard'. */
  photoStorage: z.optional(z.enum(PHOTO_STORAGE_STATES)),
  /** Events created before the list entry item (keys.eventListEntry) carry their GSI4 list keys here. */
  GSI4PK: z.optional(z.string()),
  GSI4SK: z.optional(z.string()),
  /** Reveal after the end (shared/rules/reveal.ts); absent = off. */
  revealAfterEnd: z.optional(z.boolean()),
  /** The frame text of the branded frames add-on (domain/add-ons/branding.ts); absent = none. */
  brandingText: z.optional(z.string()),
  /** The frame logo (domain/add-ons/branding-logo.ts): its object is logoObjectKey(code, id, ext); absent = none. */
  brandingLogo: z.optional(z.object({ id: z.string(), ext: z.enum(['png', 'jpg']), width: z.int(), height: z.int(), size: z.int() })),
  /**
   * The paid raw_archive or combo order that bought this event's archive (issue 28.6; domain/archive/
   * event-archive.ts). Never cleared: a refunded or cancelled holder is simply no longer valid.
   */
  archiveOrderId: z.optional(z.string()),
  /** Photo challenges' list (issue #33, data/challenge-item.ts has the rest of their attributes); absent = none. */
  challengePrompts: z.optional(z.array(challengePromptItemSchema())),
  /** The generation of the event's creator rights (data/creator-epoch.ts); absent = 0. */
  creatorEpoch: z.optional(z.int()),
}));
export type EventItem = z.infer<ReturnType<typeof eventItemSchema>>;

/**
 * Creates the event if its code is free: its META item (conditional put: the code's uniqueness) and its entry in
 * the staff events list (keys.eventListEntry), in one transaction. False when the code is taken (the caller
 * picks another code).
 */
export const putNewEvent = async (item: EventItem): Promise<boolean> => {
  const entry = { ...keys.eventListEntry(item.code), entity: 'event-list', code: item.code, createdAt: item.createdAt, GSI4PK: keys.eventsList, GSI4SK: keys.eventsListSK(item.createdAt, item.code) };
  const tx = namedTransaction({
    meta: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    list: { Put: { TableName: tableName(), Item: entry, ConditionExpression: 'attribute_not_exists(PK)' } },
  });
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: tx.items }));
    return true;
  } catch (e) {
    const why = tx.reasons(e);
    if (why?.meta?.failed || why?.list?.failed) return false;
    throw e;
  }
};

export const getEventItem = async (code: string): Promise<EventItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.event(code), ConsistentRead: true }));
  return out.Item ? eventItemSchema().parse(out.Item) : undefined;
};

/** The public view of an event; whether the free gallery is over is decided by the server clock. */
export const toEventView = (e: EventItem, at: Date = now()): EventView => ({
  id: e.id,
  code: e.code,
  title: e.title,
  description: e.description ?? null,
  eventType: e.eventType,
  maxParticipants: e.maxParticipants,
  maxPhotosPerUser: e.maxPhotosPerUser,
  durationMinutes: e.durationMinutes,
  status: e.status,
  eventState: e.eventState,
  participantCount: e.participantCount,
  // Also the raw archive's count (domain/archive/archive-contents.ts): photos neither hidden nor deleted.
  photoCount: Math.max(0, e.photoCount),
  createdAt: e.createdAt,
  // Kept for good (archive or extension bought) → no date; deleted → the day it happened.
  // A bought gallery extension keeps the photos like an archive does (the retention job never claims them).
  photosKeptUntil: e.photosKept || (e.galleryExtensionDays ?? 0) > 0 ? null : (e.photosDeletedAt ?? photosDueForDeletion(e.galleryExpiresAt)),
  startedAt: e.startedAt ?? null,
  endsAt: e.endsAt ?? null,
  endedAt: e.endedAt ?? null,
  galleryExpiresAt: e.galleryExpiresAt,
  galleryExpired: Date.parse(e.galleryExpiresAt) <= at.getTime(),
  galleryExtensionDays: e.galleryExtensionDays ?? 0,
  ...(e.package ? { package: e.package, addOns: e.addOns ?? [] } : {}),
  libraryPhotos: e.libraryPhotos ?? false,
  revealAfterEnd: e.revealAfterEnd === true,
  votingEndsAt: e.revealAfterEnd === true && e.endedAt ? revealVotingEndsAt(e.endedAt) : null,
});

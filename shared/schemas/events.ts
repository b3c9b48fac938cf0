import * as z from 'zod/mini';
import { DESCRIPTION_MAX_LENGTH, DURATION_OPTIONS_MINUTES, EVENT_DEFAULTS, EVENT_STATES, EVENT_STATUSES, EVENT_TYPES, MAX_PARTICIPANTS_MAX, MAX_PARTICIPANTS_MIN, PHOTOS_PER_USER_MAX, PHOTOS_PER_USER_MIN, TITLE_MAX_LENGTH } from '../event-settings.js';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants.js';
import { guestMessages as messages } from '../guest-messages.js';
import { visibleTextOnly } from './json-pattern.js';
import { hasHiddenCharacters } from '../rules/code-and-name.js';
import { ADD_ON_IDS } from '../pricing/add-ons.js';
import { eventCodeSchema, isoDateTimeSchema } from './common.js';
import { eventPackageSchema } from './event-package.js';

/**
 * Create Event form (spec section 5), fields in the spec's check order so the first issue is the one the
 * spec would show first.
 */
export const createEventRequestSchema = z.object({
  title: z
    .string({ error: messages.TITLE_REQUIRED })
    .check(z.trim(), z.minLength(1, messages.TITLE_REQUIRED), z.maxLength(TITLE_MAX_LENGTH, messages.TITLE_TOO_LONG)),
  organizerName: z.string({ error: messages.ORGANIZER_REQUIRED }).check(
    z.trim(),
    z.minLength(1, messages.ORGANIZER_REQUIRED),
    z.minLength(NAME_MIN_LENGTH, messages.ORGANIZER_TOO_SHORT),
    z.maxLength(NAME_MAX_LENGTH, messages.NAME_TOO_LONG),
    // The organizer's name is reserved for the creator in the event: it obeys the guests' name rules.
    z.refine((name) => !hasHiddenCharacters(name), messages.NAME_HIDDEN_CHARACTERS),
  ).register(visibleTextOnly, {}),
  eventType: z._default(z.enum(EVENT_TYPES, { error: messages.EVENT_TYPE_INVALID }), EVENT_DEFAULTS.eventType),
  durationMinutes: z._default(
    z.union(
      DURATION_OPTIONS_MINUTES.map((m) => z.literal(m)),
      { error: messages.DURATION_INVALID },
    ),
    EVENT_DEFAULTS.durationMinutes,
  ),
  maxParticipants: z._default(
    z
      .int({ error: messages.MAX_GUESTS_RANGE })
      .check(z.gte(MAX_PARTICIPANTS_MIN, messages.MAX_GUESTS_RANGE), z.lte(MAX_PARTICIPANTS_MAX, messages.MAX_GUESTS_RANGE)),
    EVENT_DEFAULTS.maxParticipants,
  ),
  maxPhotosPerUser: z._default(
    z
      .int({ error: messages.PHOTOS_PER_USER_RANGE })
      .check(z.gte(PHOTOS_PER_USER_MIN, messages.PHOTOS_PER_USER_RANGE), z.lte(PHOTOS_PER_USER_MAX, messages.PHOTOS_PER_USER_RANGE)),
    EVENT_DEFAULTS.maxPhotosPerUser,
  ),
  description: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX_LENGTH, messages.DESCRIPTION_TOO_LONG))),
    z.transform((d: string | undefined) => (d ? d : undefined)),
  ),
  /** Guests may also add photos from their phone's library (issue 19; beyond the spec, off by default). */
  libraryPhotos: z._default(z.boolean(), false),
  /** Reveal after the end (DESIGN 16): guests see only their own photos until the end. Off by default. */
  revealAfterEnd: z._default(z.boolean(), false),
});
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;
export type CreateEventInput = z.output<typeof createEventRequestSchema>;

/** What anyone holding the code may see of an event (the join screen's details card needs all of it). */
export const eventViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  eventType: z.enum(EVENT_TYPES),
  maxParticipants: z.int(),
  maxPhotosPerUser: z.int(),
  durationMinutes: z.int(),
  status: z.enum(EVENT_STATUSES),
  eventState: z.enum(EVENT_STATES),
  participantCount: z.int(),
  photoCount: z.int(),
  createdAt: isoDateTimeSchema,
  /**
   * Until when the photos are kept (gallery expiry + 30 days, DESIGN 15); null when an archive or a gallery
   * extension was bought (kept for good). Optional only for older clients' fixtures: the server always sends it.
   */
  photosKeptUntil: z.optional(z.nullable(isoDateTimeSchema)),
  startedAt: z.nullable(isoDateTimeSchema),
  /** When the countdown reaches zero (start + duration); null until started. */
  endsAt: z.nullable(isoDateTimeSchema),
  endedAt: z.nullable(isoDateTimeSchema),
  /** Free gallery end: created_at + 5 days, plus a bought gallery extension (+7 / +30 days). */
  galleryExpiresAt: isoDateTimeSchema,
  /** Whether that moment has passed, by the server's clock (phones' clocks are not to be trusted). */
  galleryExpired: z.boolean(),
  /**
   * Days a bought gallery extension adds to the free ones (0: none, or refunded; a refund's grace may keep the
   * gallery open past the free days, yet nobody paid for them). Optional only for answers saved before it existed.
   */
  galleryExtensionDays: z.optional(z.int()),
  /** The paid package and add-ons, once an order is linked (POST /api/link-order). */
  package: z.optional(eventPackageSchema),
  addOns: z.optional(z.array(z.enum(ADD_ON_IDS))),
  /** Guests may add photos from their library (set at creation). Optional only for older fixtures: the server always sends it. */
  libraryPhotos: z.optional(z.boolean()),
  /**
   * Reveal after the end (shared/rules/reveal.ts): guests see only their own photos until the end, then
   * voting runs until votingEndsAt (end + 60 minutes). Optional only for older clients' fixtures.
   */
  revealAfterEnd: z.optional(z.boolean()),
  votingEndsAt: z.optional(z.nullable(isoDateTimeSchema)),
});
export type EventView = z.infer<typeof eventViewSchema>;

export const createEventResponseSchema = z.object({
  event: eventViewSchema,
  /**
   * Creator credential for the creating device: proves creator rights later (start, end, kick, participant
   * list). Typing the organizer's name elsewhere grants nothing.
   */
  creatorToken: z.string(),
});
export type CreateEventResponse = z.infer<typeof createEventResponseSchema>;

/** The creator's event settings, changeable before the start only. */
export const eventSettingsRequestSchema = z.object({ revealAfterEnd: z.boolean() });
export type EventSettingsRequest = z.infer<typeof eventSettingsRequestSchema>;

export const eventCodeParamsSchema = z.object({ code: eventCodeSchema });

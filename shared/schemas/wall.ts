import * as z from 'zod/mini';
import { EVENT_STATUSES } from '../event-settings.js';
import { isoDateTimeSchema } from './common.js';
import { awardCategorySchema } from './votes.js';

/**
 * The live wall (DESIGN 16): a TV or projector that shows an event's newest photos with a read-only
 * credential of its own (audience candid:wall), created and revoked by the event's creator.
 */

export { WALL_PHOTO_LIMIT } from '../constants.js';

/** A new wall link: the token goes in the link's fragment (`/wall?event=CODE#k=<token>`), never in a query string. */
export const wallLinkResponseSchema = z.object({
  wallId: z.string(),
  token: z.string(),
  /** ISO time after which the token is refused even if not revoked. */
  expiresAt: isoDateTimeSchema,
});
export type WallLinkResponse = z.infer<typeof wallLinkResponseSchema>;

export const wallRevokeResponseSchema = z.object({
  /** How many wall links of the event were revoked (0: there was none). */
  revoked: z.int(),
});
export type WallRevokeResponse = z.infer<typeof wallRevokeResponseSchema>;

/** A photo as the wall shows it: the polaroid and who took it; nothing a guest would need to act on it. */
export const wallPhotoSchema = z.object({
  id: z.string(),
  uploaderName: z.string(),
  uploadedAt: isoDateTimeSchema,
  url: z.string(),
  width: z.int(),
  height: z.int(),
  /** The photo challenge it was taken for (issue #33): the wall captions it (`prompts` of the view names it). */
  promptId: z.optional(z.string()),
});
export type WallPhoto = z.infer<typeof wallPhotoSchema>;

export const wallViewSchema = z.object({
  event: z.object({
    code: z.string(),
    title: z.string(),
    status: z.enum(EVENT_STATUSES),
    photoCount: z.int(),
    endsAt: z.nullable(isoDateTimeSchema),
    /** Reveal after the end: until the end the wall shows no photo, only the count (shared/rules/reveal.ts). */
    revealAfterEnd: z.boolean(),
    /** With reveal after the end, once ended: when its voting hour closes (the winners come then); else null. */
    votingEndsAt: z.nullable(isoDateTimeSchema),
  }),
  /** Newest first, at most WALL_PHOTO_LIMIT (hidden photos never; none while reveal after the end hides them). */
  photos: z.array(wallPhotoSchema),
  /** The award winners once the event has ended (with reveal after the end, once its voting hour is over); null before. */
  awards: z.nullable(
    z.array(z.object({ category: awardCategorySchema, maxVotes: z.int(), winners: z.array(wallPhotoSchema) })),
  ),
  /** The event's photo challenges on the guests' card (issue #33), for captions and "Challenge: …" cards; absent when none. */
  prompts: z.optional(z.array(z.object({ id: z.string(), builtinId: z.nullable(z.string()), text: z.nullable(z.string()) }))),
});
export type WallView = z.infer<typeof wallViewSchema>;

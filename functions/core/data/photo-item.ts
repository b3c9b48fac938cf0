import * as z from 'zod/mini';
import { PHOTO_KINDS } from '../../../shared/photo-files.js';
import { AWARD_CATEGORY_IDS, type AwardCategoryId } from '../../../shared/award-categories.js';
import { isPhotoFilterId } from '../../../shared/photo-filters.js';
import { once } from '../once.js';

/**
 * The camera filter a photo was taken with, as recorded. Read leniently: an id the camera no longer offers
 * (a filter retired later) reads as not recorded instead of failing the item, so old photos stay readable.
 * Not `z.catch`: zod/mini's catch reads zod's util namespace, which then puts all of util (8.8 KB) in the
 * chunk every function shares with it and loads at import (#31 item 3).
 */
const recordedFilterSchema = once(() => z.optional(z.pipe(z.unknown(), z.transform((v) => (isPhotoFilterId(v) ? v : undefined)))));

const sizesSchema = once(() => z.object(Object.fromEntries(PHOTO_KINDS.map((k) => [k, z.int()])) as Record<(typeof PHOTO_KINDS)[number], z.ZodMiniNumberFormat>));

/** An upload in flight: one unit of quota is held until it is confirmed or released by the job. */
export const slotItemSchema = once(() => z.object({
  PK: z.string(),
  SK: z.string(),
  entity: z.literal('slot'),
  id: z.string(),
  eventCode: z.string(),
  uploaderId: z.string(),
  sizes: sizesSchema(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The device's own id for this upload (its UPREF item is released with the slot). */
  clientId: z.optional(z.string()),
  /** The camera filter the upload's request named; confirm copies it onto the photo. */
  filter: recordedFilterSchema(),
  /** The photo challenge the request named (issue #33); confirm checks it and copies it onto the photo. */
  promptId: z.optional(z.string()),
}));
export type SlotItem = z.infer<ReturnType<typeof slotItemSchema>>;

/** Tally attribute of one category on a photo item: flat, so a vote can ADD to it even before it exists. */
export const voteAttr = (c: AwardCategoryId): `v_${AwardCategoryId}` => `v_${c}`;
const voteCountsShape = (): Record<`v_${AwardCategoryId}`, z.ZodMiniOptional<z.ZodMiniNumberFormat>> =>
  Object.fromEntries(AWARD_CATEGORY_IDS.map((c) => [voteAttr(c), z.optional(z.int())])) as Record<`v_${AwardCategoryId}`, z.ZodMiniOptional<z.ZodMiniNumberFormat>>;

/** Non-zero tallies of a photo item, by category. */
export const voteCountsOf = (p: Partial<Record<`v_${AwardCategoryId}`, number>>): Partial<Record<AwardCategoryId, number>> =>
  Object.fromEntries(AWARD_CATEGORY_IDS.flatMap((c) => ((p[voteAttr(c)] ?? 0) > 0 ? [[c, p[voteAttr(c)] ?? 0]] : [])));

/**
 * The download name of a photo (spec naming: something a person recognises in their Downloads folder).
 * It ends with the last 8 characters of the photo's ULID — its random part — so within an event the names
 * sort in a random order: the ballot's index (GSI3: eventCode, fileName) is a shuffled ring of the photos.
 */
export const photoFileName = (eventCode: string, photoId: string): string => `candid-${eventCode}-${photoId.slice(-8).toLowerCase()}.jpg`;

/** A recorded photo (spec "Photo": id, photo_url, file_name, file_size, uploaded_at, participant link). */
export const photoItemSchema = once(() => z.object({
  PK: z.string(),
  SK: z.string(),
  entity: z.literal('photo'),
  id: z.string(),
  eventCode: z.string(),
  uploaderId: z.string(),
  uploaderName: z.string(),
  fileName: z.string(),
  sizes: sizesSchema(),
  width: z.int(),
  height: z.int(),
  uploadedAt: z.string(),
  GSI2PK: z.string(),
  GSI2SK: z.string(),
  /** Hidden by the creator (photo-moderation.ts HIDDEN_ATTR); absent when shown. */
  hidden: z.optional(z.literal(true)),
  /** The camera filter it was taken with (issue #28, the CSV export); absent on photos from before it was recorded. */
  filter: recordedFilterSchema(),
  /** The photo challenge it carries (issue #33; data/challenge-item.ts), with GSI4 = that prompt's photos. */
  promptId: z.optional(z.string()),
  GSI4PK: z.optional(z.string()),
  GSI4SK: z.optional(z.string()),
  /** Tallies per award category, maintained by each vote's transaction (never counted by reading votes). */
  ...voteCountsShape(),
}));
export type PhotoItem = z.infer<ReturnType<typeof photoItemSchema>>;

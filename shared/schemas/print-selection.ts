import * as z from 'zod/mini';
import { commerceMessages } from '../commerce-messages.js';
import { PRINT_SIZES } from '../pricing/post-event.js';
import { isoDateTimeSchema } from './common.js';
import { shippingAddressSchema } from './orders.js';

/**
 * Choosing the photos of a package's print bundle (issue #28.3): after the event ends, the organizer of an
 * event whose package includes print_bundle_25 / print_bundle_50 picks the photos and a shipping address;
 * confirming makes the prints fulfilment staff ship (a zero-amount prints order linked to the package order).
 */

/** Photo ids are ULIDs. */
const photoIdSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, commerceMessages.PRINT_SELECTION_PHOTOS_INVALID));

/** The most prints a package can include: both of its bundles (print_bundle_25 + print_bundle_50). */
export const PACKAGE_PRINT_BUNDLE_MAX = 75;

export const printSelectionRequestSchema = z.object({
  /** Each once; at most the bundle's size (the server checks the event's own bundle and photos). */
  photoIds: z
    .array(photoIdSchema)
    .check(
      z.minLength(1, commerceMessages.PRINT_SELECTION_EMPTY),
      z.maxLength(PACKAGE_PRINT_BUNDLE_MAX, commerceMessages.PRINT_SELECTION_TOO_MANY),
      z.refine((ids) => new Set(ids).size === ids.length, commerceMessages.PRINT_SELECTION_PHOTOS_INVALID),
    ),
  address: shippingAddressSchema,
});
export type PrintSelectionRequest = z.input<typeof printSelectionRequestSchema>;

export const printSelectionPhotoSchema = z.object({
  id: z.string(),
  thumbnailUrl: z.string(),
  uploaderName: z.string(),
  uploadedAt: isoDateTimeSchema,
  /** Votes over every award category: the default choice takes the best-voted first. */
  votes: z.int(),
});
export type PrintSelectionPhoto = z.infer<typeof printSelectionPhotoSchema>;

/**
 * GET …/print-selection. `state`: `open` (ended, not chosen yet: the screen asks), `waiting` (the event
 * has not ended), `chosen` (done: the prints order's number and the chosen photos).
 */
export const printSelectionViewSchema = z.object({
  state: z.enum(['waiting', 'open', 'chosen']),
  eventCode: z.string(),
  eventTitle: z.string(),
  bundleSize: z.int(),
  printSize: z.enum(PRINT_SIZES),
  /** The event's photos, best-voted then newest (the order of the default choice). */
  photos: z.array(printSelectionPhotoSchema),
  /** Open: the default choice (the first `bundleSize` photos above); chosen: the photos chosen. */
  selectedPhotoIds: z.array(z.string()),
  /** Open: the package order's address when it has one, to confirm or change. */
  address: z.optional(shippingAddressSchema),
  printOrderNumber: z.optional(z.string()),
});
export type PrintSelectionView = z.infer<typeof printSelectionViewSchema>;

/** The staff's "Download print files": ready (a short-lived link to the ZIP) or being built by the archive job. */
export const staffPrintFilesResponseSchema = z.object({
  state: z.enum(['ready', 'preparing']),
  url: z.optional(z.string()),
  fileName: z.string(),
});
export type StaffPrintFilesResponse = z.infer<typeof staffPrintFilesResponseSchema>;

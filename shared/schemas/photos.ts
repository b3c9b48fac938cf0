import * as z from 'zod/mini';
import { GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE_MAX } from '../constants.js';
import { PHOTO_CONTENT_TYPE, PHOTO_LIMITS, type PhotoKind } from '../photo-files.js';
import { AWARD_CATEGORY_IDS } from '../award-categories.js';
import { guestMessages } from '../guest-messages.js';
import { PHOTO_FILTER_IDS } from '../photo-filters.js';
import { isoDateTimeSchema, photoLinkSchema } from './common.js';

/** One file's exact byte size; above the kind's limit the server answers 413 PHOTO_TOO_LARGE (the spec's message), so the limit is stated here rather than enforced by the schema. */
const fileSizeSchema = (kind: PhotoKind) =>
  z.object({
    size: z
      .int()
      .check(z.positive())
      .register(z.globalRegistry, { maximum: PHOTO_LIMITS[kind].maxBytes, description: `Bytes; more than ${PHOTO_LIMITS[kind].maxBytes} answers 413 PHOTO_TOO_LARGE.` }),
  });

/** A device's own id for one photo upload: a UUID or a ULID. */
export const CLIENT_PHOTO_ID_PATTERN = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9A-HJKMNP-TV-Z]{26})$/;

/** Ask for an upload slot: the exact byte size of each file, which the presigned PUTs will enforce. */
export const photoSlotRequestSchema = z.object({
  files: z.object({ polaroid: fileSizeSchema('polaroid'), raw: fileSizeSchema('raw'), thumbnail: fileSizeSchema('thumbnail') }),
  /**
   * Makes the request idempotent: the same guest asking again with the same id gets the same slot back
   * (fresh upload URLs, no second unit of quota) until it is confirmed or released.
   */
  clientId: z
    .optional(z.string().check(z.regex(CLIENT_PHOTO_ID_PATTERN, 'Invalid client photo id.')))
    .register(z.globalRegistry, { description: 'A UUID or ULID the device chose for this photo; repeating it returns the same slot.' }),
  /** The camera filter the photo was taken with (recorded on the photo, listed in the CSV export); absent from older apps. */
  filter: z
    .optional(z.enum(PHOTO_FILTER_IDS, { error: guestMessages.PHOTO_FILTER_UNKNOWN }))
    .register(z.globalRegistry, { description: 'The camera filter id the photo was taken with; an unknown id is refused (400).' }),
  /**
   * The photo challenge the guest chose (issue #33), kept by the offline queue with the photo. Checked at
   * confirm against the event's pickable prompts: one that is not (any more) is dropped, the photo kept.
   */
  promptId: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Invalid challenge id.'))),
});
export type PhotoSlotRequest = z.input<typeof photoSlotRequestSchema>;

const presignedPutSchema = z.object({
  url: z.url(),
  /** Headers the PUT must carry exactly as signed. */
  headers: z.object({ 'content-type': z.literal(PHOTO_CONTENT_TYPE) }),
});

export const photoSlotResponseSchema = z.object({
  photoId: z.string(),
  uploads: z.object({ polaroid: presignedPutSchema, raw: presignedPutSchema, thumbnail: presignedPutSchema }),
  expiresAt: isoDateTimeSchema,
});
export type PhotoSlotResponse = z.infer<typeof photoSlotResponseSchema>;

/** ULIDs: 26 characters of Crockford base32. */
export const photoIdParamsSchema = z.object({ photoId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid photo id.')) });

export const photoViewSchema = z.object({
  id: z.string(),
  uploaderId: z.string(),
  uploaderName: z.string(),
  uploadedAt: isoDateTimeSchema,
  fileName: z.string(),
  /** Bytes of the polaroid (the spec's file_size). */
  size: z.int(),
  width: z.int(),
  height: z.int(),
  /** Presigned GETs, stable for a while so browsers cache them. */
  thumbnailUrl: photoLinkSchema,
  url: photoLinkSchema,
  downloadUrl: photoLinkSchema,
  /** Vote counts per award category (only categories with votes); the gallery badges show the top 3. */
  votes: z.partialRecord(z.enum(AWARD_CATEGORY_IDS), z.int()),
  /** The photo challenge it was taken for (issue #33); absent when none. */
  promptId: z.optional(z.string()),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

export const confirmPhotoResponseSchema = z.object({ photo: photoViewSchema });
export type ConfirmPhotoResponse = z.infer<typeof confirmPhotoResponseSchema>;

export const galleryQuerySchema = z.object({
  /** Only the caller's own photos (the "My Photos" tab). */
  mine: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((v: 'true' | 'false' | undefined) => v === 'true'),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(GALLERY_PAGE_SIZE_MAX)), GALLERY_PAGE_SIZE),
  /** The `nextCursor` of the previous page, unchanged (base64url). */
  cursor: z.optional(z.string().check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.'))),
});

export const galleryPageSchema = z.object({
  photos: z.array(photoViewSchema),
  /** Pass back as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.nullable(z.string()),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

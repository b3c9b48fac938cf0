/** A photo's files: their kinds, limits, bucket prefixes and upload lifetimes (event-flow spec section 9 and DESIGN) — the one place web and functions read them. */

/** The three files of a photo (DESIGN section 7). */
export const PHOTO_KINDS = ['polaroid', 'raw', 'thumbnail'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const PHOTO_CONTENT_TYPE = 'image/jpeg';

/**
 * What the server accepts per file (the spec shows no server limits). The camera aims well below these
 * (polaroid ≈1080 px ≤ 250 KB, thumbnail ≈480 px ≤ 40 KB, raw long edge ≤ 4096 px); the bounds leave room
 * for busy scenes without letting anyone park large files.
 */
export const PHOTO_LIMITS: Record<PhotoKind, { maxBytes: number; maxEdgePx: number }> = {
  polaroid: { maxBytes: 600 * 1024, maxEdgePx: 2048 },
  raw: { maxBytes: 12 * 1024 * 1024, maxEdgePx: 4096 },
  thumbnail: { maxBytes: 100 * 1024, maxEdgePx: 640 },
};
/**
 * Bucket prefixes: galleries read `events/`, which only confirm writes (a server-side copy of checked
 * files); browsers PUT to `staging/`, whose abandoned objects a lifecycle rule expires after a day.
 */
export const PHOTO_OBJECT_PREFIX = 'events/';
export const PHOTO_STAGING_PREFIX = 'staging/';
/** Presigned PUTs live 5 minutes: enough for a slow phone, short enough that a leaked URL is useless. */
export const UPLOAD_URL_TTL_SECONDS = 300;
/** An unconfirmed upload slot gives its photo back to the guest after this long. */
export const UPLOAD_SLOT_TTL_MINUTES = 15;

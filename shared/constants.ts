/** Business constants of ../shared/spec/event-flow.md section 9 — the one place web and functions read them. */

export const EVENT_CODE_LENGTH = 6;
export const EVENT_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const EVENT_CODE_MAX_ATTEMPTS = 10;

export const NAME_MIN_LENGTH = 2;
/** Spec is silent on maximum lengths; these keep items small and layouts intact (event fields: event-settings.ts). */
export const NAME_MAX_LENGTH = 40;

/** Free gallery lifetime, counted from the event's creation. */
export const GALLERY_DAYS = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const PHOTO_WARNING_THRESHOLD = 3;
export const SUCCESS_BANNER_MS = 3000;
export const STARTED_TOAST_MS = 5000;

/** Raw-archive ZIPs (DESIGN 15): one object per order, read only through GET /api/downloads/{token}. */
export const ARCHIVE_OBJECT_PREFIX = 'archives/';
/**
 * Event CSV exports too large to answer inline (issue #28): written under the archives' prefix (the same
 * grants) but expired after a day by their own lifecycle rule; read only through a short-lived presigned GET.
 */
/**
 * The largest part of a raw archive (issue #32.6): a large event's archive is several ZIPs of at most this
 * many bytes, each built by its own job (one Lambda: 15 minutes, ~10 GB of disk; a part streams, so only the
 * time counts) and downloaded on its own. 2 GiB, under the 4 GiB the issue allows: even at the slowest rate
 * measured (the archive bench, 3.3 MB/s through the local S3 emulator) a part is built in ~10 minutes, and it
 * stays within ZIP's classic sizes that old unzip tools and phones open. Tests and the bench lower it
 * (CANDID_ARCHIVE_PART_BYTES); see docs/capacity.md "Raw archive of the largest event".
 */
export const ARCHIVE_PART_MAX_BYTES = 2 * 1024 ** 3;
export const CSV_EXPORT_OBJECT_PREFIX = `${ARCHIVE_OBJECT_PREFIX}exports/`;
/** The raw archive's download link is valid this long after the archive is ready ("valid 1 year"). */
export const ARCHIVE_LINK_DAYS = 365;
/** Photos are kept this long after their gallery expires, then deleted unless an archive or extension was bought (DESIGN 15). */
export const PHOTO_RETENTION_DAYS = 30;
/**
 * A refund that takes back gallery days (a refunded package's extension add-on, a refunded gallery extension)
 * never closes the gallery sooner than this after the refund (our rule; the spec is silent): without it the
 * gallery's end can land in the past and its photos, already past their 30 days, go at the retention job's
 * next run with no warning. The photos then stay the usual 30 days after that end.
 */
export const REFUND_GALLERY_GRACE_HOURS = 48;
export const GALLERY_PAGE_SIZE = 30;
export const GALLERY_PAGE_SIZE_MAX = 60;

/*
 * Constants the server reads beside the schemas that use them (schemas/wall.ts and schemas/staff-orders.ts
 * re-export them): from here, a handler does not build those schemas at module load (#31 item 3).
 */

/** How many of the newest photos a wall shows and cycles through (and at most keeps in memory). */
export const WALL_PHOTO_LIMIT = 24;

/** Spec section 9: admin orders page size 20. */
export const STAFF_ORDERS_PAGE_SIZE = 20;

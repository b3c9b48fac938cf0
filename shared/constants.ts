/** Business constants of ../shared/spec/event-flow.md section 9 — the one place web and functions read them. */

export const EVENT_CODE_LENGTH = 6;
export const EVENT_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const EVENT_CODE_MAX_ATTEMPTS = 10;

export const NAME_MIN_LENGTH = 2;
/** Spec is silent on maximum lengths; these keep items small and layouts intact. */
export const NAME_MAX_LENGTH = 40;
export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;

export const EVENT_TYPES = ['wedding', 'birthday', 'anniversary', 'graduation', 'festival', 'corporate', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  graduation: 'Graduation',
  festival: 'Festival',
  corporate: 'Corporate',
  other: 'Other',
};

export const DURATION_OPTIONS_MINUTES = [30, 60, 120, 240, 480, 720, 1440, 2880, 4320] as const;
export type DurationMinutes = (typeof DURATION_OPTIONS_MINUTES)[number];

export const MAX_PARTICIPANTS_MIN = 5;
export const MAX_PARTICIPANTS_MAX = 500;
export const PHOTOS_PER_USER_MIN = 1;
export const PHOTOS_PER_USER_MAX = 50;

export const EVENT_DEFAULTS = {
  eventType: 'wedding',
  maxParticipants: 50,
  maxPhotosPerUser: 10,
  durationMinutes: 480,
} as const satisfies {
  eventType: EventType;
  maxParticipants: number;
  maxPhotosPerUser: number;
  durationMinutes: DurationMinutes;
};

export const EVENT_STATUSES = ['waiting', 'active', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATES = ['not_started', 'countdown', 'ended'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** Free gallery lifetime, counted from the event's creation. */
export const GALLERY_DAYS = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const PHOTO_WARNING_THRESHOLD = 3;
export const SUCCESS_BANNER_MS = 3000;
export const STARTED_TOAST_MS = 5000;

/** Spec "Device detection": width ≤ 768 px with touch, or a mobile user-agent keyword. */
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_UA_KEYWORDS = ['android', 'iphone', 'ipad', 'ipod', 'webos', 'blackberry', 'windows phone', 'mobile'] as const;

/** Spec "QR code image". */
export const QR_OPTIONS = { width: 256, margin: 2, color: { dark: '#1a1a1a', light: '#ffffff' } } as const;

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
/** Presigned PUTs live 5 minutes: enough for a slow phone, short enough that a leaked URL is useless. */
export const UPLOAD_URL_TTL_SECONDS = 300;
/** An unconfirmed upload slot gives its photo back to the guest after this long. */
export const UPLOAD_SLOT_TTL_MINUTES = 15;
export const GALLERY_PAGE_SIZE = 30;
export const GALLERY_PAGE_SIZE_MAX = 60;


/** Voting (spec section 9): a photo is observed 3 s before votes count; the next one shows 1.5 s after a vote. */
export const VOTE_OBSERVATION_MS = 3000;
export const VOTE_NEXT_PHOTO_DELAY_MS = 1500;
export const VOTE_BADGES_SHOWN = 3;

/** Photo challenges (issue #33, DESIGN 16): at most this many prompts per event, hidden ones included. */
export const CHALLENGE_MAX_PROMPTS = 15;
/** A typed prompt's length limit (characters, after trimming); the name rules' hidden characters are refused too. */
export const CHALLENGE_PROMPT_MAX_LENGTH = 80;

/*
 * Constants the server reads beside the schemas that use them (schemas/wall.ts and schemas/staff-orders.ts
 * re-export them): from here, a handler does not build those schemas at module load (#31 item 3).
 */

/** How many of the newest photos a wall shows and cycles through (and at most keeps in memory). */
export const WALL_PHOTO_LIMIT = 24;

/** Spec section 9: admin orders page size 20. */
export const STAFF_ORDERS_PAGE_SIZE = 20;

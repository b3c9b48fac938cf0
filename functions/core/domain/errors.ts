import type { ErrorCode } from '../../../shared/messages.js';
import { DomainError } from '../errors.js';

export type DomainStatus = DomainError['status'];

/**
 * THE table of domain failures: which HTTP status each error code answers with. Domain code throws
 * `domainError(code)`; http/error-response.ts turns the error into the response (the only place that does).
 * errors.test.ts holds every `new DomainError(code, status)` and helper call in functions/ to this table, so
 * a code never answers two statuses.
 */
export const errorStatus = {
  MALFORMED_JSON: 400,
  VALIDATION_FAILED: 400,
  INVALID_CURSOR: 400,
  /** A staff list's cursor (events, orders) that its list did not give. */
  STAFF_LIST_CURSOR_INVALID: 400,
  PHOTO_INVALID: 400,
  /** Branded frames: an uploaded logo that is not a PNG/JPEG of sane dimensions (deleted on refusal). */
  LOGO_INVALID: 400,
  /** A client-sent amount, currency or country that disagrees with the server's price. */
  ORDER_PRICE_CHANGED: 400,
  ORDER_SELECTION_INVALID: 400,
  PRINT_SELECTION_EMPTY: 400,
  PRINT_SELECTION_TOO_MANY: 400,
  /** A chosen photo that is not (or no longer) one of the event's. */
  PRINT_SELECTION_PHOTOS_INVALID: 400,
  ORDER_CUSTOM_QUOTE_REQUIRED: 400,
  ORDER_EVENT_DATE_PAST: 400,
  /** link-order: Max Guests above the package's ceiling (shared/rules/package-guests). */
  MAX_GUESTS_ABOVE_PACKAGE: 400,
  /** Completing a prints (or combo) order without a usable tracking number, or giving one to an order that ships nothing. */
  TRACKING_NUMBER_REQUIRED: 400,
  UNAUTHORIZED: 401,
  /** A credential with creator rights from before the organizer's "Sign out other phones" (domain/events/creator-standing.ts). */
  CREATOR_SIGNED_OUT: 401,
  /** An order action that needs the order's access token, without it or with a wrong one. */
  ORDER_TOKEN_REQUIRED: 403,
  /** link-order: the customer e-mail sent is not the order's. */
  ORDER_EMAIL_MISMATCH: 403,
  FORBIDDEN: 403,
  /** The organizer removed this participant: every participant action refuses them. */
  KICKED: 403,
  NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  PARTICIPANT_NOT_FOUND: 404,
  PHOTO_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  /** A raw-archive download token nobody issued (lookups are rate-limited like event codes). */
  DOWNLOAD_NOT_FOUND: 404,
  /** A download token past its year (DESIGN 9: "valid 1 year"). */
  DOWNLOAD_EXPIRED: 410,
  /** A download token whose order is no longer paid (cancelled or refunded): access ends with the payment. */
  DOWNLOAD_REVOKED: 410,
  /** The archive object is gone and is being rebuilt (answered with Retry-After). */
  ARCHIVE_PREPARING: 503,
  UPLOAD_EXPIRED: 404,
  EVENT_ENDED: 409,
  EVENT_FULL: 409,
  /** Another device typed an existing participant's name (DESIGN section 6: a name is one person). */
  NAME_TAKEN: 409,
  CANNOT_KICK_SELF: 409,
  PHOTOS_CLOSED: 409,
  PHOTO_QUOTA_REACHED: 409,
  UPLOAD_INCOMPLETE: 409,
  /** A device's upload id whose photo is already recorded (a late retry learns it is done). */
  PHOTO_ALREADY_RECORDED: 409,
  /** The same upload id sent again with other files. */
  UPLOAD_ID_IN_USE: 409,
  /** Checkout of an order that is no longer pending (cancelled, expired) — or already paid. */
  ORDER_NOT_PAYABLE: 409,
  ORDER_ALREADY_PAID: 409,
  /** A delayed payment method is still confirming the previous Checkout Session. */
  PAYMENT_IN_PROGRESS: 409,
  /** A paid order whose event has started: no longer cancellable (nor refundable) by its customer. */
  EVENT_ALREADY_STARTED: 409,
  /** Staff sign-in (issue 17): a wrong e-mail or password, a missing/expired/removed staff session, a support role. */
  STAFF_LOGIN_FAILED: 401,
  STAFF_SESSION_INVALID: 401,
  STAFF_ROLE_FORBIDDEN: 403,
  /** Staff orders tab: complete only from processing; cancel only an unpaid pending order. */
  STAFF_ORDER_NOT_PROCESSING: 409,
  /** A paid event package is completed by its buyer's link to the event, never by hand. */
  STAFF_PACKAGE_COMPLETES_ON_LINK: 409,
  STAFF_ORDER_PAID_NO_CANCEL: 409,
  STAFF_ORDER_NOT_PENDING: 409,
  /** Staff refund (issue 27.4): a blank reason; an order with no payment to refund (unpaid, or cancelled unpaid). */
  STAFF_REFUND_REASON_REQUIRED: 400,
  STAFF_ORDER_NOT_REFUNDABLE: 409,
  /** Organizer portal (issue 18): a wrong e-mailed code, a locked/expired/missing one, a missing/expired session, another's event or order. */
  ORGANIZER_CODE_INVALID: 401,
  ORGANIZER_CODE_LOCKED: 410,
  ORGANIZER_CODE_EXPIRED: 410,
  ORGANIZER_SESSION_INVALID: 401,
  ORGANIZER_EVENT_NOT_YOURS: 403,
  ORGANIZER_ORDER_NOT_YOURS: 403,
  ORGANIZER_EVENT_HAS_NO_PACKAGE: 409,
  /** Print selection (issue #28): the event's package has no print bundle, the event has not ended, or it was chosen already. */
  PRINT_BUNDLE_NOT_INCLUDED: 409,
  PRINT_SELECTION_BEFORE_END: 409,
  PRINT_SELECTION_DONE: 409,
  /** Staff asked for the print files of an order that prints nothing. */
  PRINT_FILES_NOT_PRINTS: 409,
  ORGANIZER_GALLERY_EXPIRED: 409,
  /**
   * A digital add-on's feature (branded frames, CSV export) on an event whose package lacks it: 409 like
   * ORGANIZER_EVENT_HAS_NO_PACKAGE (the caller may use the route; this event's purchase does not include it).
   */
  ADD_ON_REQUIRED: 409,
  /** PUT …/branding/logo before the presigned PUT landed (or after its staging file expired). */
  LOGO_NOT_UPLOADED: 409,
  STAFF_EVENT_ALREADY_ENDED: 409,
  PRINT_FILES_ORDER_CLOSED: 409,
  /** Staff Photos tab: the typed code differs; another move is running; nothing left; archive needs an ended event; restore needs an archive. */
  STAFF_DELETE_CONFIRM_MISMATCH: 400,
  PHOTO_STORAGE_BUSY: 409,
  PHOTOS_ALREADY_DELETED: 409,
  PHOTOS_EVENT_RUNNING: 409,
  PHOTOS_NOT_ARCHIVED: 409,
  /** Live wall: a malformed/expired wall token, and a link its creator revoked. */
  WALL_LINK_INVALID: 401,
  WALL_LINK_REVOKED: 401,
  /** A webhook call without a valid Stripe signature (its credential): 400, as Stripe's own libraries answer. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** Photo challenges (issue #33): a prompt not (or no longer) on the event's visible list; removing one with photos; after the end. */
  CHALLENGE_PROMPT_UNKNOWN: 409,
  CHALLENGE_PROMPT_HAS_PHOTOS: 409,
  CHALLENGE_PROMPT_DUPLICATE: 400,
  CHALLENGE_TOO_MANY_PROMPTS: 400,
  CHALLENGE_PROMPT_TEXT_INVALID: 400,
  /** A photo of another guest: its uploader alone chooses its challenge. */
  CHALLENGE_NOT_YOUR_PHOTO: 403,
  CHALLENGES_CLOSED: 409,
  ALREADY_VOTED: 409,
  NOT_OBSERVED: 409,
  VOTING_CLOSED: 409,
  /** An event setting (reveal after the end) changed after the start. */
  SETTINGS_LOCKED: 409,
  /**
   * A vote for one's own photo. 409 like the vote's other rules (the guest may vote; this target conflicts
   * with a rule of the vote), not 403: 401/403 mean "this caller may not use this route" (kicked, other
   * event, no credential), the contract the authorization matrix checks and clients act on.
   */
  OWN_PHOTO: 409,
  AWARDS_NOT_READY: 409,
  /** The state machine (shared/orders) refuses this change from the order's current status. */
  ORDER_STATUS_CONFLICT: 409,
  /** link-order: the order is still pending (unpaid). */
  ORDER_NOT_PAID: 409,
  /** link-order: not a pre-event order, or no longer paid-and-unlinked (cancelled, refunded, completed otherwise). */
  ORDER_NOT_LINKABLE: 409,
  ORDER_ALREADY_LINKED: 409,
  EVENT_ALREADY_LINKED: 409,
  /** A raw archive or combo for an event whose archive is already bought by a valid (not cancelled/refunded) order. */
  ARCHIVE_ALREADY_BOUGHT: 409,
  /** A raw archive, prints or a combo of an event whose photos retention has deleted (or is deleting): nothing could be delivered. */
  EVENT_PHOTOS_DELETED: 409,
  /** A paid order its customer may not cancel online: not a pre-event package (post-event products ship or build at once). */
  ORDER_PAID_CANCEL_UNAVAILABLE: 409,
  METHOD_NOT_ALLOWED: 405,
  GALLERY_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  PHOTO_TOO_LARGE: 413,
  LOGO_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CODE_GENERATION_FAILED: 503,
  /** Stripe is unreachable, failing or rate-limiting us after the SDK's retries: try again later (payments/stripe-errors.ts). */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** Stripe refused our request (invalid request, idempotency, card, authentication…): repeating it will not help. */
  PAYMENT_PROVIDER_ERROR: 502,
} as const satisfies Partial<Record<ErrorCode, DomainStatus>>;

export type DomainErrorCode = keyof typeof errorStatus;

/** A domain failure with its status from the table; `detail` goes to logs only, never to the client. */
export const domainError = (code: DomainErrorCode, detail?: string): DomainError => new DomainError(code, errorStatus[code], detail);

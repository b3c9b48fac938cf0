import type { Endpoint } from '../shared/api/endpoint.js';
import { endpoints } from '../shared/api/endpoints.js';

/**
 * The route table (DESIGN section 3): every HTTP route once, bound to its handler module and to the
 * resources it may touch. infra/ builds one Lambda + API route per entry with exactly these grants,
 * infra/local/ serves the same list, and the OpenAPI document is generated from it.
 */

/** Resource permissions a route's function gets, nothing more. */
export type Grant =
  | 'table:read'
  | 'table:write'
  /** The photo files galleries read (bucket prefix `events/`): only confirm writes there (a server-side copy). */
  | 'photos:read'
  | 'photos:write'
  | 'photos:delete'
  /** Uploads in flight (bucket prefix `staging/`): presigned PUTs land here, confirm checks them here. */
  | 'uploads:read'
  | 'uploads:write'
  | 'uploads:delete'
  | 'token-secret:read'
  /** Raw-archive ZIPs (bucket prefix `archives/`): the archive job writes them, the download link reads them. */
  | 'archives:read'
  | 'archives:write'
  /** lambda:InvokeFunction on the archive builder only (asynchronous invoke; ARCHIVE_JOB_FUNCTION). */
  | 'archive-job:invoke'
  /** sqs:SendMessage on the raw-archive parts queue only (ARCHIVE_PARTS_QUEUE_URL): the archive's planning queues its parts. */
  | 'archive-parts:send'
  /** lambda:InvokeFunction on the photo-package job only (PHOTO_PACKAGE_JOB_FUNCTION): the Photos tab's large events. */
  | 'photo-package-job:invoke'
  /** ses:SendEmail from the configured SES identity only (order e-mails, functions/core/email/). */
  | 'email:send'
  /** Stripe's API key and webhook signing secret (one Secrets Manager secret, functions/core/payments/stripe-secrets.ts). */
  | 'stripe-secret:read';

export interface Route {
  endpoint: Endpoint;
  /** Handler module path relative to functions/; it exports `handler`. */
  handler: `http/${string}.ts`;
  grants: readonly Grant[];
  /** Per-route API Gateway throttling (steady requests per second, burst). */
  throttle?: { rate: number; burst: number };
  /** Lambda memory in MB when the house default (512) is not enough; CPU grows with it. */
  memorySize?: number;
}

/** The webhook's own API Gateway limits: never below the stage default that guest routes share. */
export const STRIPE_WEBHOOK_THROTTLE = { rate: 200, burst: 1000 } as const;

export const routes: readonly Route[] = [
  {
    endpoint: endpoints.createEvent,
    handler: 'http/events/create.ts',
    grants: ['table:write', 'token-secret:read'],
    throttle: { rate: 5, burst: 20 },
  },
  {
    endpoint: endpoints.getEvent,
    handler: 'http/events/get.ts',
    // A miss counts against the caller (an UpdateItem of its miss counters), so this read route writes.
    grants: ['table:write'],
  },
  {
    endpoint: endpoints.joinEvent,
    handler: 'http/events/join.ts',
    grants: ['table:write', 'token-secret:read'],
    throttle: { rate: 50, burst: 200 },
  },
  // The branded frames add-on's logo is a presigned GET of the event's logo object (photos:read).
  { endpoint: endpoints.getMe, handler: 'http/events/me.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.startEvent, handler: 'http/events/start.ts', grants: ['table:write', 'token-secret:read'] },
  // Ending asks the buyer of a package with a print bundle to choose the photos (e-mail, issue #28).
  { endpoint: endpoints.endEvent, handler: 'http/events/end.ts', grants: ['table:write', 'token-secret:read', 'email:send'] },
  { endpoint: endpoints.listParticipants, handler: 'http/participants/list.ts', grants: ['table:read', 'token-secret:read'] },
  // Optionally deletes the guest's photos too (their files: photos:delete).
  { endpoint: endpoints.kickParticipant, handler: 'http/participants/kick.ts', grants: ['table:write', 'photos:delete', 'token-secret:read'] },
  {
    endpoint: endpoints.requestPhotoSlot,
    handler: 'http/photos/request-slot.ts',
    // Signs PUTs to staging keys only: a presigned URL can never write where galleries read.
    grants: ['table:write', 'uploads:write', 'token-secret:read'],
  },
  {
    endpoint: endpoints.confirmPhoto,
    handler: 'http/photos/confirm.ts',
    // Reads the uploads to check them and copies them to the gallery keys (Get on the source, Put on the
    // target); deletes the uploads after, and the copies when the slot was released meanwhile; signs GETs.
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'photos:read', 'photos:write', 'photos:delete', 'token-secret:read'],
  },
  {
    endpoint: endpoints.releasePhotoSlot,
    handler: 'http/photos/release-slot.ts',
    grants: ['table:write', 'uploads:delete', 'token-secret:read'],
  },
  { endpoint: endpoints.listPhotos, handler: 'http/photos/list.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.nextBallot, handler: 'http/votes/ballot.ts', grants: ['table:write', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.castVote, handler: 'http/votes/cast.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.listMyVotes, handler: 'http/votes/mine.ts', grants: ['table:read', 'token-secret:read'] },
  { endpoint: endpoints.getAwards, handler: 'http/votes/awards.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  // Photo challenges (issue #33): reads of the event's prompts and progress; the creator's list; a guest's own photo's prompt.
  { endpoint: endpoints.getChallenges, handler: 'http/challenges/get.ts', grants: ['table:read', 'token-secret:read'] },
  { endpoint: endpoints.setChallenges, handler: 'http/challenges/set.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.listChallengePhotos, handler: 'http/challenges/photos.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.setPhotoChallenge, handler: 'http/challenges/set-photo.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.hidePhoto, handler: 'http/moderation/hide.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.unhidePhoto, handler: 'http/moderation/unhide.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.updateEventSettings, handler: 'http/events/settings.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.deletePhoto, handler: 'http/moderation/delete.ts', grants: ['table:write', 'photos:delete', 'token-secret:read'] },
  { endpoint: endpoints.issueSocketTicket, handler: 'http/realtime/socket-ticket.ts', grants: ['table:read', 'token-secret:read'] },
  // The live wall (DESIGN 16): the creator writes and deletes WALL# items; the wall's own routes only read.
  { endpoint: endpoints.createWallLink, handler: 'http/wall/create-link.ts', grants: ['table:write', 'token-secret:read'], throttle: { rate: 5, burst: 20 } },
  { endpoint: endpoints.revokeWallLinks, handler: 'http/wall/revoke-links.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.getWall, handler: 'http/wall/get.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.getWallPhoto, handler: 'http/wall/photo.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.issueWallSocketTicket, handler: 'http/wall/socket-ticket.ts', grants: ['table:read', 'token-secret:read'] },
  // Public; reads no table: signs the viewer's country with the token secret.
  { endpoint: endpoints.getGeo, handler: 'http/geo/get.ts', grants: ['token-secret:read'] },
  {
    endpoint: endpoints.createOrder,
    handler: 'http/orders/create.ts',
    // Reads the geo token's secret; counts misses of post-event event codes (table:write); sends the order-received e-mail.
    grants: ['table:write', 'token-secret:read', 'email:send'],
    throttle: { rate: 5, burst: 20 },
  },
  // The token secret verifies an e-mail's order view key (issue #27).
  { endpoint: endpoints.getOrder, handler: 'http/orders/get.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.getOrderStatusHistory, handler: 'http/orders/status-history.ts', grants: ['table:write'] },
  {
    endpoint: endpoints.updateOrder,
    handler: 'http/orders/update.ts',
    // A paid pre-event order's cancel refunds it through Stripe and mails the cancellation (its link carries
    // an order view key, signed with the token secret).
    grants: ['table:write', 'stripe-secret:read', 'email:send', 'token-secret:read'],
    throttle: { rate: 5, burst: 20 },
  },
  {
    endpoint: endpoints.checkoutOrder,
    handler: 'http/orders/checkout.ts',
    // Records the session on the order (and counts unknown-id misses); Stripe's key; a retry can fulfil a
    // session that turned out paid, which mails the confirmation and starts a raw archive's build. The token
    // secret: an e-mail's view key may pay again (and signs the e-mails' view keys).
    grants: ['table:write', 'stripe-secret:read', 'email:send', 'archive-job:invoke', 'token-secret:read'],
    throttle: { rate: 5, burst: 20 },
  },
  {
    endpoint: endpoints.confirmOrderPayment,
    handler: 'http/orders/payment-confirmation.ts',
    // Runs the webhook's fulfilment: mails (view keys signed with the token secret, which also checks a view
    // key the page presents), and starts a raw archive's build (async invoke).
    grants: ['table:write', 'stripe-secret:read', 'email:send', 'archive-job:invoke', 'token-secret:read'],
  },
  {
    endpoint: endpoints.stripeWebhook,
    handler: 'http/payments/webhook.ts',
    // The webhook secret to verify, Stripe's key for automatic refunds, the e-mails of paid/cancelled/refunded;
    // a paid raw archive or combo starts the archive build (async invoke); the e-mails' view keys are signed
    // with the token secret.
    grants: ['table:write', 'stripe-secret:read', 'email:send', 'archive-job:invoke', 'token-secret:read'],
    // Its own bucket, above the guest routes' limits: after an outage Stripe redelivers a backlog at once,
    // and a throttled (429) delivery is only retried hours later.
    throttle: STRIPE_WEBHOOK_THROTTLE,
  },
  // Verifies the creator credential (token secret); completes the order and updates its event in one transaction.
  { endpoint: endpoints.linkOrder, handler: 'http/orders/link.ts', grants: ['table:write', 'token-secret:read'], throttle: { rate: 5, burst: 20 } },
  {
    endpoint: endpoints.downloadArchive,
    handler: 'http/downloads/get.ts',
    // Token lookups count misses (table:write); a missing archive starts its rebuild (archive item, invoke).
    grants: ['table:write', 'archives:read', 'archive-job:invoke'],
    throttle: { rate: 10, burst: 20 },
  },
  // Reads the event and the order that bought its archive (creator credential verified with the token secret).
  { endpoint: endpoints.getEventArchive, handler: 'http/archive/get.ts', grants: ['table:read', 'token-secret:read'] },
  {
    endpoint: endpoints.staffLogin,
    handler: 'http/staff/login.ts',
    // Counts attempts (conditional updates of RATE# counters) and reads the account; signs the staff token.
    grants: ['table:write', 'token-secret:read'],
    // Each attempt costs an scrypt hash (128 MiB at N=2^17, ~1 s of a full core: hence 1 GB, for its CPU);
    // API Gateway keeps a flood off the function before the per-account/address counters answer 429.
    throttle: { rate: 2, burst: 10 },
    memorySize: 1024,
  },
  { endpoint: endpoints.staffVerify, handler: 'http/staff/verify.ts', grants: ['table:read', 'token-secret:read'] },
  { endpoint: endpoints.staffOrdersList, handler: 'http/staff-orders/list.ts', grants: ['table:read', 'token-secret:read'] },
  // A prints order's chosen photos are shown as thumbnails (presigned GETs: photos:read).
  { endpoint: endpoints.staffOrderDetails, handler: 'http/staff-orders/details.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  // Completing a prints order mails the customer its tracking number ('order-shipped'). The actions answer
  // the order's details, whose prints part carries presigned thumbnails (photos:read).
  { endpoint: endpoints.staffCompleteOrder, handler: 'http/staff-orders/complete.ts', grants: ['table:write', 'photos:read', 'token-secret:read', 'email:send'] },
  { endpoint: endpoints.staffCancelOrder, handler: 'http/staff-orders/cancel.ts', grants: ['table:write', 'photos:read', 'token-secret:read'] },
  // Asks Stripe for the refund and mails the customer that the order is cancelled (refunded follows by webhook).
  { endpoint: endpoints.staffRefundOrder, handler: 'http/staff-orders/refund.ts', grants: ['table:write', 'photos:read', 'token-secret:read', 'stripe-secret:read', 'email:send'] },
  // A prints order's ZIP (archives/): a presigned GET when built, else the archive job is started to build it.
  { endpoint: endpoints.staffPrintFiles, handler: 'http/staff-orders/print-files.ts', grants: ['table:read', 'token-secret:read', 'archives:read', 'archive-job:invoke'] },
  // A package's print bundle (issue #28): the photos' thumbnails are presigned GETs (photos:read); confirming
  // writes the prints order, its number, history and the totals, and marks the package order (one transaction).
  { endpoint: endpoints.getPrintSelection, handler: 'http/print-selection/get.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.confirmPrintSelection, handler: 'http/print-selection/confirm.ts', grants: ['table:write', 'photos:read', 'token-secret:read'], throttle: { rate: 5, burst: 20 } },
  { endpoint: endpoints.organizerGetPrintSelection, handler: 'http/print-selection/organizer-get.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  {
    endpoint: endpoints.organizerConfirmPrintSelection,
    handler: 'http/print-selection/organizer-confirm.ts',
    grants: ['table:write', 'photos:read', 'token-secret:read'],
    throttle: { rate: 5, burst: 20 },
  },
  {
    endpoint: endpoints.organizerRequestCode,
    handler: 'http/organizer/request-code.ts',
    // Counts requests (RATE# counters), reads the e-mail's orders (GSI2) and their events, puts the code's
    // challenge item and mails the code.
    grants: ['table:write', 'email:send'],
    throttle: { rate: 2, burst: 10 },
  },
  {
    endpoint: endpoints.organizerSignIn,
    handler: 'http/organizer/sign-in.ts',
    // Spends a try of the challenge (conditional update) and signs the organizer token.
    grants: ['table:write', 'token-secret:read'],
    throttle: { rate: 2, burst: 10 },
  },
  { endpoint: endpoints.organizerVerify, handler: 'http/organizer/verify.ts', grants: ['token-secret:read'] },
  // The e-mail's orders (GSI2 Query) and a BatchGet of their events.
  { endpoint: endpoints.organizerDashboard, handler: 'http/organizer/dashboard.ts', grants: ['table:read', 'token-secret:read'] },
  // Completes the order and updates its event in one transaction (as link-order).
  { endpoint: endpoints.organizerLinkOrder, handler: 'http/organizer/link-order.ts', grants: ['table:write', 'token-secret:read'], throttle: { rate: 5, burst: 20 } },
  // Signs the event's creator credential; "Sign out other phones" moves the event's generation of creator rights on.
  { endpoint: endpoints.organizerManageEvent, handler: 'http/organizer/manage-event.ts', grants: ['table:write', 'token-secret:read'], throttle: { rate: 5, burst: 20 } },
  // Creates a pending order (as POST /api/orders: order, number, history, counters); verifies the geo token.
  { endpoint: endpoints.organizerGalleryExtension, handler: 'http/organizer/gallery-extension.ts', grants: ['table:write', 'token-secret:read', 'email:send'], throttle: { rate: 5, burst: 20 } },
  // Claim the move and start the photo-package job, which copies the files onto themselves in the other
  // storage class: no HTTP route but confirm may write gallery keys (events/).
  { endpoint: endpoints.staffArchivePhotos, handler: 'http/staff-photos/archive.ts', grants: ['table:write', 'token-secret:read', 'photo-package-job:invoke'] },
  { endpoint: endpoints.staffRestorePhotos, handler: 'http/staff-photos/restore.ts', grants: ['table:write', 'token-secret:read', 'photo-package-job:invoke'] },
  // The retention deletion, now (admin role only); the audit item names the staff member.
  { endpoint: endpoints.staffDeletePhotos, handler: 'http/staff-photos/delete-package.ts', grants: ['table:write', 'photos:delete', 'token-secret:read', 'photo-package-job:invoke'] },
  { endpoint: endpoints.staffDeletePhoto, handler: 'http/staff-photos/delete-photo.ts', grants: ['table:write', 'photos:delete', 'token-secret:read'] },
  { endpoint: endpoints.staffEventsList, handler: 'http/staff-events/list.ts', grants: ['table:read', 'token-secret:read'] },
  // Signs GETs of the polaroid and RAW files (presigned locally; the grant is what the URLs may read).
  { endpoint: endpoints.staffEventDetails, handler: 'http/staff-events/details.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  { endpoint: endpoints.staffEventPhotos, handler: 'http/staff-events/photos.ts', grants: ['table:read', 'photos:read', 'token-secret:read'] },
  // The event's CSV (issue #28), as the organizer's: Queries of its partition; a large one is written under
  // archives/exports/ and answered as a presigned GET (archives:write, archives:read).
  { endpoint: endpoints.staffExportEventCsv, handler: 'http/staff-events/export-csv.ts', grants: ['table:read', 'token-secret:read', 'archives:read', 'archives:write'] },
  { endpoint: endpoints.staffEndEvent, handler: 'http/staff-events/end.ts', grants: ['table:write', 'token-secret:read', 'email:send'] },
  // Staff figures: the counters and rollups the table stream maintains (functions/streams/stats.ts).
  { endpoint: endpoints.staffDashboardStats, handler: 'http/staff/stats.ts', grants: ['table:read', 'token-secret:read'] },
  { endpoint: endpoints.staffAnalytics, handler: 'http/staff/analytics.ts', grants: ['table:read', 'token-secret:read'] },
  {
    endpoint: endpoints.getOpenApi,
    handler: 'http/meta/openapi.ts',
    grants: [],
  },
  // Digital add-ons (issue #28): the creator sets the frame branding (guests read it in GET …/me) and
  // downloads the CSV, read from Queries of the event's partition (photos, participants, votes), no files.
  // The branding answer carries the logo's read link (photos:read).
  { endpoint: endpoints.setBranding, handler: 'http/add-ons/set-branding.ts', grants: ['table:write', 'photos:read', 'token-secret:read'], throttle: { rate: 5, burst: 20 } },
  // Signs a PUT to a staging key only (reads the event for the add-on); nothing is written.
  { endpoint: endpoints.requestLogoUpload, handler: 'http/add-ons/request-logo-upload.ts', grants: ['table:read', 'uploads:write', 'token-secret:read'], throttle: { rate: 5, burst: 20 } },
  {
    endpoint: endpoints.setLogo,
    handler: 'http/add-ons/set-logo.ts',
    // Checks the upload (Get), deletes it after (or when refused), copies the checked version to the logo's
    // key (Get on the source, Put on the target), deletes the logo it replaces; the answer's link is a GET.
    grants: ['table:write', 'uploads:read', 'uploads:delete', 'photos:read', 'photos:write', 'photos:delete', 'token-secret:read'],
    throttle: { rate: 5, burst: 20 },
  },
  // A large export is written under archives/exports/ and answered as a presigned GET (archives:write, archives:read).
  {
    endpoint: endpoints.exportEventCsv,
    handler: 'http/add-ons/export-csv.ts',
    grants: ['table:read', 'token-secret:read', 'archives:read', 'archives:write'],
    throttle: { rate: 5, burst: 20 },
  },
];

/** The catch-all for paths no route matches (API Gateway `$default`, and the local gateway). */
export const notFoundHandler = 'http/meta/not-found.ts' as const;

/** Non-HTTP functions, for infra and the local stack. */
export const wsHandlers = {
  connect: 'ws/connect.ts',
  disconnect: 'ws/disconnect.ts',
} as const;
export const streamHandlers = { broadcast: 'streams/broadcast.ts', stats: 'streams/stats.ts' } as const;
/** Scheduled jobs: handler module → schedule (EventBridge rate expression). */
export const jobs: readonly { name: string; handler: `jobs/${string}.ts`; every: { minutes: number }; grants: readonly Grant[] }[] = [
  // Its outboxes' e-mails (prints asks, archive-ready) link the order with a view key, signed with the token secret;
  // its refund outbox asks Stripe again for refunds owed since a cancel (the Stripe secret).
  // …and its archive-wait outbox starts the raw archives that waited for their event's last uploads (the archive job).
  { name: 'end-due-events', handler: 'jobs/end-due-events.ts', every: { minutes: 1 }, grants: ['table:write', 'email:send', 'token-secret:read', 'stripe-secret:read', 'archive-job:invoke'] },
  { name: 'release-stale-slots', handler: 'jobs/release-stale-slots.ts', every: { minutes: 5 }, grants: ['table:write'] },
  { name: 'cancel-unpaid-orders', handler: 'jobs/cancel-unpaid-orders.ts', every: { minutes: 15 }, grants: ['table:write'] },
  // Retention (DESIGN 15): reads the event's photos, deletes their files and items.
  { name: 'delete-expired-photos', handler: 'jobs/delete-expired-photos.ts', every: { minutes: 1440 }, grants: ['table:write', 'photos:delete'] },
];

/**
 * One-off jobs started by an asynchronous invoke (DESIGN 9), never on a schedule: Lambda retries a failure
 * twice, then parks the event in the jobs' dead-letter queue. Callers need `archive-job:invoke`.
 */
export const asyncJobs: readonly { name: string; handler: `jobs/${string}.ts`; timeoutSeconds: number; memoryMb: number; grants: readonly Grant[] }[] = [
  {
    name: 'build-archive',
    handler: 'jobs/build-archive.ts',
    // Plans the raw archive (one Query pass over the photos' items), writes the plan under archives/ and
    // queues one build-archive-part job per part (issue #32.6); the print files are still built here.
    timeoutSeconds: 900,
    memoryMb: 1024,
    grants: ['table:write', 'photos:read', 'archives:write', 'archive-parts:send', 'email:send', 'token-secret:read'],
  },
  {
    name: 'photo-package',
    handler: 'jobs/photo-package.ts',
    // The Photos tab's archive, restore and delete of a large event, page by page: ≤ 75 000 server-side
    // copies or 750 DeleteObjects in one run (functions/core/domain/photos/photo-package.ts).
    timeoutSeconds: 900,
    memoryMb: 512,
    grants: ['table:write', 'photos:read', 'photos:write', 'photos:delete'],
  },
];

/**
 * Jobs fed by an SQS queue (infra/constructs/jobs.ts: the queue, its dead letters, the event source mapping;
 * locally infra/local/lambda-invoke.ts). `maxReceives` deliveries of a message, then the jobs' dead-letter queue.
 */
export const queueJobs: readonly { name: string; handler: `jobs/${string}.ts`; queue: string; timeoutSeconds: number; memoryMb: number; maxReceives: number; grants: readonly Grant[] }[] = [
  {
    name: 'build-archive-part',
    handler: 'jobs/build-archive-part.ts',
    queue: 'archive-parts',
    // One part of a raw archive (≤ ARCHIVE_PART_MAX_BYTES, 2 GiB) streamed S3 → ZIP → multipart upload; the last
    // part delivers the links and the archive-ready e-mail. ~10 minutes at the bench's slowest 3.3 MB/s.
    timeoutSeconds: 900,
    memoryMb: 1024,
    maxReceives: 3,
    grants: ['table:write', 'photos:read', 'archives:read', 'archives:write', 'email:send', 'token-secret:read'],
  },
];

export const routeKey = (r: Route): string => `${r.endpoint.method} ${r.endpoint.path}`;

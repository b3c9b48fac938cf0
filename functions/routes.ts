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
  { endpoint: endpoints.getMe, handler: 'http/events/me.ts', grants: ['table:read', 'token-secret:read'] },
  { endpoint: endpoints.startEvent, handler: 'http/events/start.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.endEvent, handler: 'http/events/end.ts', grants: ['table:write', 'token-secret:read'] },
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
  { endpoint: endpoints.hidePhoto, handler: 'http/moderation/hide.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.unhidePhoto, handler: 'http/moderation/unhide.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.updateEventSettings, handler: 'http/events/settings.ts', grants: ['table:write', 'token-secret:read'] },
  { endpoint: endpoints.deletePhoto, handler: 'http/moderation/delete.ts', grants: ['table:write', 'photos:delete', 'token-secret:read'] },
  { endpoint: endpoints.issueSocketTicket, handler: 'http/realtime/socket-ticket.ts', grants: ['table:read', 'token-secret:read'] },
  // Public; reads no table: signs the viewer's country with the token secret.
  { endpoint: endpoints.getGeo, handler: 'http/geo/get.ts', grants: ['token-secret:read'] },
  {
    endpoint: endpoints.createOrder,
    handler: 'http/orders/create.ts',
    // Reads the geo token's secret; counts misses of post-event event codes (table:write); sends the order-received e-mail.
    grants: ['table:write', 'token-secret:read', 'email:send'],
    throttle: { rate: 5, burst: 20 },
  },
  { endpoint: endpoints.getOrder, handler: 'http/orders/get.ts', grants: ['table:write'] },
  { endpoint: endpoints.getOrderStatusHistory, handler: 'http/orders/status-history.ts', grants: ['table:write'] },
  {
    endpoint: endpoints.updateOrder,
    handler: 'http/orders/update.ts',
    // A paid pre-event order's cancel refunds it through Stripe and mails the cancellation.
    grants: ['table:write', 'stripe-secret:read', 'email:send'],
    throttle: { rate: 5, burst: 20 },
  },
  {
    endpoint: endpoints.checkoutOrder,
    handler: 'http/orders/checkout.ts',
    // Records the session on the order (and counts unknown-id misses); Stripe's key; a retry can fulfil a
    // session that turned out paid, which mails the confirmation and starts a raw archive's build.
    grants: ['table:write', 'stripe-secret:read', 'email:send', 'archive-job:invoke'],
    throttle: { rate: 5, burst: 20 },
  },
  {
    endpoint: endpoints.confirmOrderPayment,
    handler: 'http/orders/payment-confirmation.ts',
    // Runs the webhook's fulfilment: mails, and starts a raw archive's build (async invoke).
    grants: ['table:write', 'stripe-secret:read', 'email:send', 'archive-job:invoke'],
  },
  {
    endpoint: endpoints.stripeWebhook,
    handler: 'http/payments/webhook.ts',
    // The webhook secret to verify, Stripe's key for automatic refunds, the e-mails of paid/cancelled/refunded;
    // a paid raw archive or combo starts the archive build (async invoke).
    grants: ['table:write', 'stripe-secret:read', 'email:send', 'archive-job:invoke'],
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
  {
    endpoint: endpoints.getOpenApi,
    handler: 'http/meta/openapi.ts',
    grants: [],
  },
];

/** The catch-all for paths no route matches (API Gateway `$default`, and the local gateway). */
export const notFoundHandler = 'http/meta/not-found.ts' as const;

/** Non-HTTP functions, for infra and the local stack. */
export const wsHandlers = {
  connect: 'ws/connect.ts',
  disconnect: 'ws/disconnect.ts',
} as const;
export const streamHandlers = { broadcast: 'streams/broadcast.ts' } as const;
/** Scheduled jobs: handler module → schedule (EventBridge rate expression). */
export const jobs: readonly { name: string; handler: `jobs/${string}.ts`; every: { minutes: number }; grants: readonly Grant[] }[] = [
  { name: 'end-due-events', handler: 'jobs/end-due-events.ts', every: { minutes: 1 }, grants: ['table:write'] },
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
    // Streams photos into a ZIP multipart upload (memory flat in the photo count), then completes the order
    // and sends the archive-ready e-mail.
    timeoutSeconds: 900,
    memoryMb: 1024,
    grants: ['table:write', 'photos:read', 'archives:write', 'email:send'],
  },
];

export const routeKey = (r: Route): string => `${r.endpoint.method} ${r.endpoint.path}`;

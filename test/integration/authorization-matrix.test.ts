import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../shared/api/endpoints.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import { routes, routeKey, type Route } from '../../functions/routes.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';

const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';

/**
 * Credentials whose rights were taken back while they are still unexpired and correctly signed: event A's
 * creation credential and creator's guest session from before "Sign out other phones" (the lost phone's: the
 * world's own creator credentials are of the generation after), the token of a staff account removed since,
 * and an admin's token whose account was lowered to support since. Each must be refused from its next request.
 */
const REVOKED_CALLERS = ['creatorSignedOut', 'creatorParticipantSignedOut', 'staffRemoved', 'staffDemoted'] as const;
/**
 * Every route × every kind of caller, generated from the route table: a route without an entry in
 * `requests` fails to compile and fails here. "allow" means the credential was accepted (any answer but
 * 401/403, and never a 5xx); the domain may still refuse on business grounds (409 not observed, …).
 */
const CALLERS = ['anonymous', 'guest', 'guestOfOther', 'kicked', 'creatorCredential', 'creatorParticipant', 'creatorOfOther', 'expired', 'forged', 'tampered', 'staffAdmin', 'staffSupport', ...REVOKED_CALLERS] as const;
/**
 * Organizer tokens (audience candid:organizer): the organizer whose paid package is linked to event A, the
 * organizer of event B, and A's organizer's portal session on a phone signed out since ("Sign out other phones"
 * ends the e-mail's portal sessions too; `organizer` is of the generation after).
 */
const ORGANIZER_CALLERS = ['organizer', 'organizerOfOther', 'organizerSignedOut'] as const;
/** Live wall credentials (audience candid:wall): of event A, of A but revoked by its creator, of event B. */
const WALL_CALLERS = ['wall', 'wallRevoked', 'wallOfOther'] as const;
type BaseCaller = (typeof CALLERS)[number];
type OrganizerCaller = (typeof ORGANIZER_CALLERS)[number];
type WallCaller = (typeof WALL_CALLERS)[number];
type Caller = BaseCaller | OrganizerCaller | WallCaller;
type Expect = 'allow' | 400 | 401 | 403;

const BAD_TOKENS: Record<'expired' | 'forged' | 'tampered', 401> = { expired: 401, forged: 401, tampered: 401 };
/** A staff token (audience candid:staff) is no guest credential: guest routes refuse it as an invalid token. */
const STAFF_REFUSED: Record<'staffAdmin' | 'staffSupport' | 'staffRemoved' | 'staffDemoted', 401> = { staffAdmin: 401, staffSupport: 401, staffRemoved: 401, staffDemoted: 401 };
/** The signed-out creator credentials where a guest credential is read: 401 CREATOR_SIGNED_OUT (checked by code too). */
const SIGNED_OUT: Record<'creatorSignedOut' | 'creatorParticipantSignedOut', 401> = { creatorSignedOut: 401, creatorParticipantSignedOut: 401 };
const ALL_ALLOWED: Record<BaseCaller, Expect> = {
  anonymous: 'allow', guest: 'allow', guestOfOther: 'allow', kicked: 'allow', creatorCredential: 'allow', creatorParticipant: 'allow', creatorOfOther: 'allow', expired: 'allow', forged: 'allow', tampered: 'allow',
  staffAdmin: 'allow', staffSupport: 'allow', creatorSignedOut: 'allow', creatorParticipantSignedOut: 'allow', staffRemoved: 'allow', staffDemoted: 'allow',
};
const BY_AUTH: Record<AuthColumn, Record<BaseCaller, Expect>> = {
  public: ALL_ALLOWED,
  /** Order routes read only X-Order-Token: a bearer token of any kind grants nothing and is ignored. */
  order: ALL_ALLOWED,
  /** Join: public, but a credential sent with it must be this event's creator credential or the participant
   * token of the very name joined ("New Guest" here, which none of the callers holds). */
  joining: { anonymous: 'allow', guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 'allow', creatorParticipant: 403, creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED, ...SIGNED_OUT },
  /** The bare creation credential is no participant (403 before its standing is read); the creator's guest session signed out is 401. */
  participant: { anonymous: 401, guest: 'allow', guestOfOther: 403, kicked: 403, creatorCredential: 403, creatorParticipant: 'allow', creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED, ...SIGNED_OUT, creatorSignedOut: 403 },
  /** Stripe's webhook: its credential is the Stripe-Signature over the body, which no caller here has; a bearer
   * token of any kind is not one (400 WEBHOOK_SIGNATURE_INVALID, nothing read). payments.test.ts signs. */
  stripe: {
    anonymous: 400, guest: 400, guestOfOther: 400, kicked: 400, creatorCredential: 400, creatorParticipant: 400, creatorOfOther: 400, expired: 400, forged: 400, tampered: 400,
    staffAdmin: 400, staffSupport: 400, creatorSignedOut: 400, creatorParticipantSignedOut: 400, staffRemoved: 400, staffDemoted: 400,
  },
  creator: { anonymous: 401, guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 'allow', creatorParticipant: 'allow', creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED, ...SIGNED_OUT },
  /**
   * Staff routes: only a staff token of a live account; every guest credential is a token of another audience (401).
   * A removed account's token is 401 on every one; a demoted admin's acts as support (the admin-only routes: OVERRIDES).
   */
  admin: {
    anonymous: 401, guest: 401, guestOfOther: 401, kicked: 401, creatorCredential: 401, creatorParticipant: 401, creatorOfOther: 401, ...BAD_TOKENS, ...SIGNED_OUT,
    staffAdmin: 'allow', staffSupport: 'allow', staffRemoved: 401, staffDemoted: 'allow',
  },
  /** Organizer routes: only an organizer token (audience candid:organizer); guest and staff tokens are of other audiences (401). */
  organizer: { anonymous: 401, guest: 401, guestOfOther: 401, kicked: 401, creatorCredential: 401, creatorParticipant: 401, creatorOfOther: 401, ...BAD_TOKENS, ...STAFF_REFUSED, ...SIGNED_OUT },
  /** Link-order: a creator credential AND the order's token; these callers send no order token, so even the
   * creator is refused (403) — link-order.test.ts covers the holder of both. A signed-out one is 401 before that. */
  creatorWithOrder: { anonymous: 401, guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 403, creatorParticipant: 403, creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED, ...SIGNED_OUT },
  /** Live wall routes: only a wall credential; every guest and staff credential is a token of another audience (401). */
  wall: { anonymous: 401, guest: 401, guestOfOther: 401, kicked: 401, creatorCredential: 401, creatorParticipant: 401, creatorOfOther: 401, ...BAD_TOKENS, ...STAFF_REFUSED, ...SIGNED_OUT },
};
/** The organizer callers' cells: an organizer token is no guest, creator or staff credential (another audience: 401). */
const ORGANIZER_REFUSED: Record<OrganizerCaller, 401> = { organizer: 401, organizerOfOther: 401, organizerSignedOut: 401 };
const BY_AUTH_FOR_ORGANIZERS: Record<AuthColumn, Record<OrganizerCaller, Expect>> = {
  public: { organizer: 'allow', organizerOfOther: 'allow', organizerSignedOut: 'allow' },
  order: { organizer: 'allow', organizerOfOther: 'allow', organizerSignedOut: 'allow' },
  joining: ORGANIZER_REFUSED,
  participant: ORGANIZER_REFUSED,
  stripe: { organizer: 400, organizerOfOther: 400, organizerSignedOut: 400 },
  creator: ORGANIZER_REFUSED,
  admin: ORGANIZER_REFUSED,
  creatorWithOrder: ORGANIZER_REFUSED,
  wall: ORGANIZER_REFUSED,
  /** Any organizer is signed in; what names event A or A's organizer's order refuses the other organizer (OVERRIDES). */
  organizer: { organizer: 'allow', organizerOfOther: 'allow', organizerSignedOut: 401 },
};
/**
 * The wall credentials' cells: a wall token is of its own audience, so every bearer route refuses it (401);
 * on the wall routes a revoked link is refused (401) and a wall of another event is pinned out (403).
 * Public and order routes read no bearer token (the base callers show any token is ignored there), so the
 * wall callers skip them: their lookups' misses (downloadArchive) would also take this file's address past
 * its 15 misses a window and turn later joins into 429s.
 */
const WALL_SKIPS = new Set<string>(['public', 'order']);
const WALL_TOKEN_REFUSED: Record<WallCaller, Expect> = { wall: 401, wallRevoked: 401, wallOfOther: 401 };
const WALL_COLUMNS: Record<Exclude<AuthColumn, 'public' | 'order'>, Record<WallCaller, Expect>> = {
  // Joining with a credential that is not a guest token is refused as an invalid token.
  joining: WALL_TOKEN_REFUSED,
  participant: WALL_TOKEN_REFUSED,
  creator: WALL_TOKEN_REFUSED,
  admin: WALL_TOKEN_REFUSED,
  organizer: WALL_TOKEN_REFUSED,
  creatorWithOrder: WALL_TOKEN_REFUSED,
  stripe: { wall: 400, wallRevoked: 400, wallOfOther: 400 },
  wall: { wall: 'allow', wallRevoked: 401, wallOfOther: 403 },
};
const ALL_FORBIDDEN: Record<Caller, Expect> = {
  anonymous: 403, guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 403, creatorParticipant: 403, creatorOfOther: 403, expired: 403, forged: 403, tampered: 403,
  staffAdmin: 403, staffSupport: 403, creatorSignedOut: 403, creatorParticipantSignedOut: 403, staffRemoved: 403, staffDemoted: 403,
  organizer: 403, organizerOfOther: 403, organizerSignedOut: 403, wall: 403, wallRevoked: 403, wallOfOther: 403,
};
/** Routes whose cells differ from their auth kind's column. */
const OVERRIDES: Partial<Record<EndpointId, Partial<Record<Caller, Expect>>>> = {
  /**
   * A purchase from event A (post_event) is A's organizer's: the bearer must carry A's creator rights (the
   * one order route that reads it). No credential or one that does not verify as a guest credential (expired,
   * forged, tampered, staff, organizer): 401; a guest credential without A's creator rights: 403.
   */
  createOrder: {
    anonymous: 401, guest: 403, guestOfOther: 403, kicked: 403, creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED, ...ORGANIZER_REFUSED, ...SIGNED_OUT,
  },
  /** Cancelling needs the order's own token, which none of these callers holds (orders.test.ts covers the holder). */
  updateOrder: ALL_FORBIDDEN,
  /** Paying needs the order's own token too. */
  checkoutOrder: ALL_FORBIDDEN,
  confirmOrderPayment: ALL_FORBIDDEN,
  /** Event A, or A's organizer's unlinked package: the organizer of B is refused (organizer.test.ts has the rest). */
  organizerManageEvent: { organizerOfOther: 403 },
  organizerGalleryExtension: { organizerOfOther: 403 },
  organizerLinkOrder: { organizerOfOther: 403 },
  organizerGetPrintSelection: { organizerOfOther: 403 },
  organizerConfirmPrintSelection: { organizerOfOther: 403 },
  /**
   * Admin role only (the Photos tab's storage moves and deletions, issue 27.7): a support token is refused, and
   * so is the admin token of an account lowered to support since (the role is the account's, read per request).
   */
  staffArchivePhotos: { staffSupport: 403, staffDemoted: 403 },
  staffRestorePhotos: { staffSupport: 403, staffDemoted: 403 },
  staffDeletePhotos: { staffSupport: 403, staffDemoted: 403 },
  staffDeletePhoto: { staffSupport: 403, staffDemoted: 403 },
  /** Refunds are admin only (issue 27.4); the admin's refund of this unpaid order is a 409 (nothing to give back). */
  staffRefundOrder: { staffSupport: 403, staffDemoted: 403 },
  /** Ending an event is an admin-role act: a support staff token is refused. */
  staffEndEvent: { staffSupport: 403, staffDemoted: 403 },
  /** The guest asks to delete the creator's photo (not theirs): refused; their own delete is in moderation.test.ts. */
  deletePhoto: { guest: 403 },
};

interface World {
  code: string;
  eventId: string;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** A confirmed photo of each participant caller (confirm is idempotent), and the guest's for others. */
  photoOf: (c: Caller) => string;
  victimId: string;
  order: { id: string; orderNumber: string };
  orderBody: Record<string, unknown>;
  /** A's organizer: a paid package not linked yet, an event C created on their phone (its credential), a geo token. */
  organizerWorld: { unlinkedOrderId: string; eventC: string; eventCCredential: string; geoToken: string };
}

type AuthColumn = 'public' | 'joining' | 'order' | 'creatorWithOrder' | 'participant' | 'creator' | 'stripe' | 'admin' | 'organizer' | 'wall';

type RequestShape = { pathParameters?: Record<string, string>; body?: unknown; query?: Record<string, string>; method?: string };
const requests: Record<EndpointId, (w: World, c: Caller) => RequestShape> = {
  createEvent: () => ({ method: 'POST', body: { title: 'Matrix', organizerName: 'Ana' } }),
  getEvent: (w) => ({ pathParameters: { code: w.code } }),
  joinEvent: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: { name: 'New Guest' } }),
  getMe: (w) => ({ pathParameters: { code: w.code } }),
  startEvent: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  endEvent: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  linkOrder: (w) => ({ method: 'POST', body: { orderId: w.order.id, eventId: w.eventId, customerEmail: 'ana@example.com' } }),
  listParticipants: (w) => ({ pathParameters: { code: w.code } }),
  kickParticipant: (w) => ({ method: 'POST', pathParameters: { code: w.code, participantId: w.victimId } }),
  requestPhotoSlot: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: { files: { polaroid: { size: 1000 }, raw: { size: 1000 }, thumbnail: { size: 1000 } } } }),
  confirmPhoto: (w, c) => ({ method: 'POST', pathParameters: { code: w.code, photoId: w.photoOf(c) } }),
  releasePhotoSlot: (w, c) => ({ method: 'DELETE', pathParameters: { code: w.code, photoId: w.photoOf(c) } }),
  listPhotos: (w) => ({ pathParameters: { code: w.code } }),
  nextBallot: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: {} }),
  castVote: (w, c) => ({ method: 'POST', pathParameters: { code: w.code }, body: { photoId: w.photoOf(c), category: 'most_candid' } }),
  listMyVotes: (w) => ({ pathParameters: { code: w.code } }),
  getAwards: (w) => ({ pathParameters: { code: w.code } }),
  issueSocketTicket: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  // Someone else's photo for everyone: a guest hiding or deleting it is refused, the creator may.
  hidePhoto: (w) => ({ method: 'POST', pathParameters: { code: w.code, photoId: w.photoOf('creatorParticipant') } }),
  unhidePhoto: (w) => ({ method: 'POST', pathParameters: { code: w.code, photoId: w.photoOf('creatorParticipant') } }),
  // The world's event has started: the creator is answered 409 SETTINGS_LOCKED (allowed), others 401/403.
  updateEventSettings: (w) => ({ method: 'PUT', pathParameters: { code: w.code }, body: { revealAfterEnd: true } }),
  deletePhoto: (w, c) => ({ method: 'DELETE', pathParameters: { code: w.code, photoId: w.photoOf(c === 'creatorParticipant' ? 'guest' : 'creatorParticipant') }, body: {} }),
  // Photo challenges (issue #33): the world's event has none, so allowed callers get an empty card, a 409 for
  // an unknown prompt, and a no-op clear of their own photo's prompt (challenges.test.ts has the rules).
  getChallenges: (w) => ({ pathParameters: { code: w.code } }),
  setChallenges: (w) => ({ method: 'PUT', pathParameters: { code: w.code }, body: { enabled: false, prompts: [] } }),
  listChallengePhotos: (w) => ({ pathParameters: { code: w.code, promptId: 'first-kiss' } }),
  setPhotoChallenge: (w, c) => ({ method: 'PUT', pathParameters: { code: w.code, photoId: w.photoOf(c) }, body: { promptId: null } }),
  createOrder: (w) => ({ method: 'POST', body: w.orderBody }),
  getOrder: (w) => ({ pathParameters: { idOrNumber: w.order.orderNumber } }),
  getOrderStatusHistory: (w) => ({ pathParameters: { id: w.order.id } }),
  updateOrder: (w) => ({ method: 'PUT', query: { action: 'update' }, body: { orderId: w.order.id, status: 'cancelled' } }),
  // Public: the token is the credential, so every caller gets the same 404 for a token nobody issued.
  downloadArchive: () => ({ pathParameters: { token: 'A'.repeat(43) } }),
  getEventArchive: (w) => ({ pathParameters: { code: w.code } }),
  getGeo: () => ({}),
  checkoutOrder: (w) => ({ method: 'POST', pathParameters: { id: w.order.id } }),
  confirmOrderPayment: (w) => ({ method: 'POST', pathParameters: { id: w.order.id } }),
  stripeWebhook: (w) => ({
    method: 'POST',
    body: { id: 'evt_matrix', object: 'event', type: 'checkout.session.completed', created: 1, data: { object: { id: 'cs_x', payment_status: 'paid', payment_intent: 'pi_x', metadata: { orderId: w.order.id } } } },
  }),
  getOpenApi: () => ({}),
  staffLogin: () => ({ method: 'POST', body: { email: STAFF.admin.email, password: STAFF_PASSWORD } }),
  staffVerify: () => ({}),
  staffOrdersList: () => ({ query: { status: 'pending' } }),
  staffOrderDetails: (w) => ({ pathParameters: { orderId: w.order.id } }),
  // The world's order is pending: complete answers 409 (allowed, refused by status), cancel cancels it.
  staffCompleteOrder: (w) => ({ method: 'POST', pathParameters: { orderId: w.order.id }, body: {} }),
  staffCancelOrder: (w) => ({ method: 'POST', pathParameters: { orderId: w.order.id } }),
  staffRefundOrder: (w) => ({ method: 'POST', pathParameters: { orderId: w.order.id }, body: { reason: 'Matrix' } }),
  organizerRequestCode: () => ({ method: 'POST', body: { email: 'nobody@example.com', eventName: 'Matrix' } }),
  // An e-mail no code was asked for (410, allowed): after any step 1, even a miss, a wrong code is 401 like a
  // hit's (sign-in-code.ts), which this matrix would read as a refusal of the caller.
  organizerSignIn: () => ({ method: 'POST', body: { email: 'nobody-asked@example.com', code: '123456' } }),
  organizerVerify: () => ({}),
  organizerDashboard: () => ({}),
  organizerLinkOrder: (w) => ({
    method: 'POST',
    pathParameters: { orderId: w.organizerWorld.unlinkedOrderId },
    body: { eventCode: w.organizerWorld.eventC, creatorToken: w.organizerWorld.eventCCredential },
  }),
  organizerManageEvent: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  organizerGalleryExtension: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: { days: 7, geoToken: w.organizerWorld.geoToken } }),
  staffArchivePhotos: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  staffRestorePhotos: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  // A wrong typed code (400 for an admin): the matrix never deletes the world's photos.
  staffDeletePhotos: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: { confirm: 'NOPE' } }),
  // A photo nobody uploaded (404 for an admin), for the same reason.
  staffDeletePhoto: (w) => ({ method: 'DELETE', pathParameters: { code: w.code, photoId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } }),
  staffEventsList: () => ({ query: { filter: 'all' } }),
  staffEventDetails: (w) => ({ pathParameters: { code: w.code } }),
  staffEventPhotos: (w) => ({ pathParameters: { code: w.code } }),
  staffExportEventCsv: (w) => ({ pathParameters: { code: w.code } }),
  staffEndEvent: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  staffDashboardStats: () => ({}),
  staffAnalytics: () => ({ query: { days: '7' } }),
  createWallLink: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  revokeWallLinks: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  getWall: (w) => ({ pathParameters: { code: w.code } }),
  getWallPhoto: (w, c) => ({ pathParameters: { code: w.code, photoId: w.photoOf(c) } }),
  issueWallSocketTicket: (w) => ({ method: 'POST', pathParameters: { code: w.code } }),
  // The world's package has no add-ons: allowed callers are answered 409 ADD_ON_REQUIRED (add-ons.test.ts has the rest).
  setBranding: (w) => ({ method: 'PUT', pathParameters: { code: w.code }, body: { text: 'Matrix' } }),
  requestLogoUpload: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: { contentType: 'image/png', size: 1000 } }),
  setLogo: (w) => ({ method: 'PUT', pathParameters: { code: w.code }, body: { uploadId: null } }),
  exportEventCsv: (w) => ({ pathParameters: { code: w.code } }),
  // The world's package has no print bundle: its creator / organizer is answered 409 (allowed), others 401/403.
  getPrintSelection: (w) => ({ pathParameters: { code: w.code } }),
  confirmPrintSelection: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: { photoIds: [w.photoOf('guest')], address: { street: 'Str. 1', city: 'Cluj', postalCode: '400000' } } }),
  organizerGetPrintSelection: (w) => ({ pathParameters: { code: w.code } }),
  organizerConfirmPrintSelection: (w) => ({ method: 'POST', pathParameters: { code: w.code }, body: { photoIds: [w.photoOf('guest')], address: { street: 'Str. 1', city: 'Cluj', postalCode: '400000' } } }),
  // The world's order is a raw archive: staff are answered 409 (allowed), nobody else gets in.
  staffPrintFiles: (w) => ({ method: 'POST', pathParameters: { orderId: w.order.id } }),
};

/** Staff accounts of both roles (created once; their tokens are signed per world). */
const STAFF_PASSWORD = 'matrix staff password';
const STAFF = { admin: { email: 'matrix-admin@candid.test', name: 'Matrix Admin' }, support: { email: 'matrix-support@candid.test', name: 'Matrix Support' } } as const;
/** An account removed after its member signed in, and an admin lowered to support after signing in (its token still says admin). */
const REVOKED_STAFF = { removed: { email: 'matrix-removed@candid.test', name: 'Matrix Removed' }, demoted: { email: 'matrix-demoted@candid.test', name: 'Matrix Demoted' } } as const;

/** A raw-archive post-event order body for the event, priced as the server will (RO). */
const sampleOrderBody = async (code: string): Promise<Record<string, unknown>> => {
  const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
  const q = quote({ kind: 'raw_archive' }, 'RO');
  return { orderType: 'post_event', productType: 'raw_archive', eventCode: code, customerInfo: { name: 'Ana', email: 'ana@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
};

let f: Flows;
let kick: Handler;
let start: Handler;
const handlers = new Map<string, Handler>();
const secret = new TextEncoder().encode(env.TOKEN_SECRET);

beforeAll(async () => {
  f = await flows();
  [kick, start] = await Promise.all([loadHandler('http/participants/kick.js'), loadHandler('http/events/start.js')]);
  for (const r of routes) handlers.set(r.endpoint.id, await loadHandler(r.handler.replace(/\.ts$/, '.js')));
  const { createStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
  const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
  const password = await hashStaffPassword(STAFF_PASSWORD);
  for (const role of ['admin', 'support'] as const) await createStaffAccount({ ...STAFF[role], role, password, createdAt: new Date().toISOString() });
  const { deleteStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
  await createStaffAccount({ ...REVOKED_STAFF.removed, role: 'admin', password, createdAt: new Date().toISOString() });
  await deleteStaffAccount(REVOKED_STAFF.removed.email);
  await createStaffAccount({ ...REVOKED_STAFF.demoted, role: 'support', password, createdAt: new Date(Date.now() - 60_000).toISOString() });
});

/**
 * "Sign out other phones" on event A after its creator entered as a guest on the phone now lost (what the
 * organizer portal's manage route does, organizer.test.ts): the lost phone's two credentials, and A with the
 * creation credential of the new generation, which the rest of the world uses.
 */
const signedOutPhone = async () => {
  const [{ advanceCreatorEpoch }, { signCreatorCredential }] = await Promise.all([
    import('../../functions/core/data/creator-epoch.js'),
    import('../../functions/core/domain/events/create-event.js'),
  ]);
  const lost = await f.createEvent();
  const lostParticipant = await f.join(lost.event.code, 'Organizer', lost.creatorToken);
  const moved = await advanceCreatorEpoch(lost.event.code);
  if (!moved) throw new Error('matrix: no event to sign out');
  const a = { ...lost, creatorToken: await signCreatorCredential(moved) };
  return { a, aEpoch: moved.creatorEpoch ?? 0, creatorSignedOut: lost.creatorToken, creatorParticipantSignedOut: lostParticipant.token };
};

/** A fresh event per cell: a started event A with every kind of participant, and an event B. */
const buildWorld = async (): Promise<World> => {
  const { a, aEpoch, creatorSignedOut, creatorParticipantSignedOut } = await signedOutPhone();
  const b = await f.createEvent();
  const code = a.event.code;
  const [guest, kicked, victim, creatorParticipant, guestOfOther] = await Promise.all([
    f.join(code, 'Guest'),
    f.join(code, 'Kicked Guest'),
    f.join(code, 'Victim'),
    f.join(code, 'Organizer', a.creatorToken),
    f.join(b.event.code, 'Other Guest'),
  ]);
  ok(await start(call(code, a.creatorToken, {}, { method: 'POST' })));
  const [guestPhoto, creatorPhoto, kickedPhoto] = await Promise.all([
    f.uploadPhoto(code, guest.token),
    f.uploadPhoto(code, creatorParticipant.token),
    f.uploadPhoto(code, kicked.token),
  ]);
  ok(await kick(call(code, a.creatorToken, { participantId: kicked.participant.id }, { method: 'POST' })));
  // Wall links: A's first is revoked by its creator (revoked = its WALL# item deleted), then A gets a live one
  // (made with A's creator rights of the generation after the sign-out; B's are of its first).
  const { createWallLink, revokeWallLinks } = await import('../../functions/core/domain/wall/wall-links.js');
  const wallRevoked = (await createWallLink(code, new Date(), aEpoch)).token;
  await revokeWallLinks(code);
  const [wall, wallOfOther] = await Promise.all([createWallLink(code, new Date(), aEpoch), createWallLink(b.event.code, new Date(), 0)]);
  // The world's order is of an event of its own, bought by that event's organizer (their creator credential).
  const seller = await f.createEvent();
  const order = ok<CreateOrderResponse>(
    await (handlers.get('createOrder') as Handler)(apiEvent({ method: 'POST', body: await sampleOrderBody(seller.event.code), headers: { authorization: `Bearer ${seller.creatorToken}` } })),
    201,
  ).order;
  // The matrix's purchase is from event A: its organizer's to make.
  const orderBody = await sampleOrderBody(code);
  const [head, payload, sig] = guest.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, creator: true })).toString('base64url')}.${sig}`;
  const expired = await new SignJWT({ role: 'participant', evt: code })
    .setProtectedHeader({ alg: 'HS256' }).setSubject(guest.participant.id).setIssuer('candid').setIssuedAt(1_600_000_000).setExpirationTime(1_600_000_100)
    .sign(secret);
  const { signStaffToken } = await import('../../functions/core/auth/staff-token.js');
  const [staffAdmin, staffSupport, staffRemoved, staffDemoted] = await Promise.all([
    signStaffToken({ sub: STAFF.admin.email, name: STAFF.admin.name, role: 'admin' }),
    signStaffToken({ sub: STAFF.support.email, name: STAFF.support.name, role: 'support' }),
    signStaffToken({ sub: REVOKED_STAFF.removed.email, name: REVOKED_STAFF.removed.name, role: 'admin' }),
    signStaffToken({ sub: REVOKED_STAFF.demoted.email, name: REVOKED_STAFF.demoted.name, role: 'admin' }),
  ]);
  const organizerWorld = await buildOrganizerWorld(a, b);
  const forged = await new SignJWT({ role: 'creator', evt: code })
    .setProtectedHeader({ alg: 'HS256' }).setSubject(a.event.id).setIssuer('candid').setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-server-secret-not-the-server'));
  return {
    code,
    eventId: a.event.id,
    tokens: {
      guest: guest.token,
      guestOfOther: guestOfOther.token,
      kicked: kicked.token,
      creatorCredential: a.creatorToken,
      creatorParticipant: creatorParticipant.token,
      creatorOfOther: b.creatorToken,
      expired,
      forged,
      tampered,
      staffAdmin,
      staffSupport,
      creatorSignedOut,
      creatorParticipantSignedOut,
      staffRemoved,
      staffDemoted,
      organizer: organizerWorld.organizerToken,
      organizerOfOther: organizerWorld.organizerOfOtherToken,
      organizerSignedOut: organizerWorld.organizerSignedOutToken,
      wall: wall.token,
      wallRevoked,
      wallOfOther: wallOfOther.token,
    },
    photoOf: (c) => (c === 'creatorParticipant' ? creatorPhoto.id : c === 'kicked' ? kickedPhoto.id : guestPhoto.id),
    victimId: victim.participant.id,
    order,
    orderBody,
    organizerWorld,
  };
};

let organizerSeq = 0;
/**
 * Organizers of A and of B: each e-mail's paid package linked to its event (the link's own domain function),
 * A's organizer also with a paid package not linked yet and an event C created on their phone.
 */
const buildOrganizerWorld = async (a: { event: { code: string } }, b: { event: { code: string } }) => {
  const [{ signOrganizerToken }, { signGeoToken }, { transitionOrder }, { linkOrderToEvent }, { getOrderItem }, { getEventItem }, { advanceOrganizerSessionEpoch }] = await Promise.all([
    import('../../functions/core/auth/organizer-token.js'),
    import('../../functions/core/auth/geo-token.js'),
    import('../../functions/core/domain/orders/transition-order.js'),
    import('../../functions/core/domain/orders/link-order.js'),
    import('../../functions/core/data/order-item.js'),
    import('../../functions/core/data/event-item.js'),
    import('../../functions/core/data/organizer-sessions.js'),
  ]);
  const geoToken = await signGeoToken('RO');
  const q = quote({ kind: 'event_package', eventType: 'digital', eventSize: 'small', addOns: [] }, 'RO');
  const paidPackage = async (email: string): Promise<string> => {
    const body = {
      orderType: 'pre_event', eventTitle: 'Matrix', eventDate: '2030-01-01', productType: 'raw_archive',
      productDetails: { eventType: 'digital', eventSize: 'small', selectedAddOns: [] }, customerInfo: { name: 'Org', email },
      totalAmount: q.total, currency: q.currency, geoToken,
    };
    const id = ok<CreateOrderResponse>(await (handlers.get('createOrder') as Handler)(apiEvent({ method: 'POST', body })), 201).order.id;
    await transitionOrder({ orderId: id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
    return id;
  };
  const linkTo = async (orderId: string, code: string) => {
    const [order, event] = await Promise.all([getOrderItem(orderId), getEventItem(code)]);
    if (!order || !event) throw new Error('matrix organizer world');
    await linkOrderToEvent(order, event);
  };
  const n = ++organizerSeq;
  const [emailA, emailB] = [`matrix-organizer-a-${n}@example.com`, `matrix-organizer-b-${n}@example.com`];
  const [orderA, orderB, unlinkedOrderId, c] = await Promise.all([paidPackage(emailA), paidPackage(emailB), paidPackage(emailA), f.createEvent()]);
  await Promise.all([linkTo(orderA, a.event.code), linkTo(orderB, b.event.code)]);
  // A's organizer signed in on a phone, then signed the other phones out: that session ends, this one is of the new generation.
  const signedOut = await signOrganizerToken(emailA);
  const epoch = await advanceOrganizerSessionEpoch(emailA);
  const [organizer, organizerOfOther] = await Promise.all([signOrganizerToken(emailA, new Date(), epoch), signOrganizerToken(emailB)]);
  return { organizerToken: organizer.token, organizerOfOtherToken: organizerOfOther.token, organizerSignedOutToken: signedOut.token, unlinkedOrderId, eventC: c.event.code, eventCCredential: c.creatorToken, geoToken };
};

const expected = (r: Route, c: Caller): Expect => {
  const auth = r.endpoint.auth;
  if (auth !== 'public' && auth !== 'joining' && auth !== 'order' && auth !== 'creatorWithOrder' && auth !== 'participant' && auth !== 'creator' && auth !== 'stripe' && auth !== 'admin' && auth !== 'organizer' && auth !== 'wall') throw new Error(`no matrix column for auth kind ${auth}`);
  const override = OVERRIDES[r.endpoint.id as EndpointId]?.[c];
  if (override !== undefined) return override;
  if (isOrganizerCaller(c)) return BY_AUTH_FOR_ORGANIZERS[auth][c];
  if (!isWallCaller(c)) return BY_AUTH[auth][c];
  if (auth === 'public' || auth === 'order') throw new Error(`wall callers skip ${auth} routes`);
  return WALL_COLUMNS[auth][c];
};

/** Auth kinds that read a guest credential (createOrder, an `order` route, reads one for a purchase from an event). */
const SIGNED_OUT_READERS = new Set<string>(['joining', 'participant', 'creator', 'creatorWithOrder', 'order']);

const isWallCaller = (c: Caller): c is WallCaller => (WALL_CALLERS as readonly string[]).includes(c);
const isOrganizerCaller = (c: Caller): c is OrganizerCaller => (ORGANIZER_CALLERS as readonly string[]).includes(c);

const ALL_CALLERS: readonly Caller[] = [...CALLERS, ...ORGANIZER_CALLERS, ...WALL_CALLERS];
/**
 * Public routes read no credential (the base callers show any token is ignored there), so the revoked callers
 * skip them, for the wall callers' reason: downloadArchive's misses count against this file's address.
 */
const REVOKED_SKIPS = new Set<string>(['public']);
const isRevokedCaller = (c: Caller): boolean => (REVOKED_CALLERS as readonly string[]).includes(c) || c === 'organizerSignedOut';
const skipped = (r: Route, c: Caller): boolean => (isWallCaller(c) && WALL_SKIPS.has(r.endpoint.auth)) || (isRevokedCaller(c) && REVOKED_SKIPS.has(r.endpoint.auth));
const cells = routes.flatMap((r) => ALL_CALLERS.filter((c) => !skipped(r, c)).map((c) => [routeKey(r), c, r] as const));
/**
 * Every cell that must be refused shares one world: a refusal changes nothing (and if it did while answering
 * 401/403, a fresh world per cell would not see that either). A cell the route must allow may change its world
 * (kick, end, delete…), so it gets a fresh one, unless the route changes nothing another caller's answer depends
 * on: a read, or a public or order route (a bearer token grants nothing there, so every caller is answered
 * alike). Those allowed cells share a world per route. Sharing can only add refusals, never hide one: an allowed
 * cell passes on any answer but 401, 403 and 5xx, and the refused cells' world is one no allowed call touched.
 * This keeps every cell's check and builds 99 worlds for 1 590 cells. A world per allowed cell took 321 (issue
 * #30); a refused world per route, 164 (this file's run 110 → 74 s on a busy machine).
 */
const sharedWorlds = new Map<string, Promise<World>>();
let worldsBuilt = 0;
const newWorld = (): Promise<World> => {
  worldsBuilt++;
  return buildWorld();
};
const allowedCallsChangeNothing = (route: Route) =>
  route.endpoint.method === 'GET' || route.endpoint.auth === 'public' || route.endpoint.auth === 'order';
const worldFor = (route: Route, caller: Caller): Promise<World> => {
  const allowed = expected(route, caller) === 'allow';
  if (allowed && !allowedCallsChangeNothing(route)) return newWorld();
  const key = allowed ? `${routeKey(route)} allowed` : 'refused';
  let world = sharedWorlds.get(key);
  if (!world) sharedWorlds.set(key, (world = newWorld()));
  return world;
};

let checked = 0;
afterAll(() =>
  console.log(`[authorization matrix] ${checked} cells checked (${routes.length} routes × ${ALL_CALLERS.filter((c) => !isWallCaller(c) && !isRevokedCaller(c)).length} callers, + ${WALL_CALLERS.length} wall callers on bearer routes, + ${ALL_CALLERS.filter(isRevokedCaller).length} revoked callers on non-public routes) in ${worldsBuilt} worlds (${cells.filter(([, c, r]) => expected(r, c) === 'allow').length} cells allowed)`),
);

describe('authorization matrix', () => {
  it('has a request for every route in the table', () => {
    for (const r of routes) expect(requests[r.endpoint.id as EndpointId], r.endpoint.id).toBeTypeOf('function');
  });

  it.concurrent.each(cells)('%s as %s', async (_key, caller, route) => {
    const world = await worldFor(route, caller);
    const shape = requests[route.endpoint.id as EndpointId](world, caller);
    const headers: Record<string, string> = caller === 'anonymous' ? {} : { authorization: `Bearer ${world.tokens[caller]}` };
    const res = await (handlers.get(route.endpoint.id) as Handler)(
      apiEvent({ method: shape.method ?? route.endpoint.method, path: route.endpoint.path, pathParameters: shape.pathParameters, body: shape.body, query: shape.query, headers }),
    );
    const status = res.statusCode ?? 0;
    const want = expected(route, caller);
    if (want === 'allow') {
      expect([401, 403], `${res.body}`).not.toContain(status);
      expect(status, `${res.body}`).toBeLessThan(500);
    } else {
      expect(status, `${res.body}`).toBe(want);
      expect(parseBody(res)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      // A revoked credential is refused for being revoked, not for some other reason on the way.
      if (want === 401 && SIGNED_OUT_READERS.has(route.endpoint.auth) && (caller === 'creatorSignedOut' || caller === 'creatorParticipantSignedOut')) {
        expect(parseBody(res), res.body).toMatchObject({ error: { code: 'CREATOR_SIGNED_OUT' } });
      }
      if (want === 401 && route.endpoint.auth === 'organizer' && caller === 'organizerSignedOut') expect(parseBody(res)).toMatchObject({ error: { code: 'ORGANIZER_SESSION_INVALID' } });
      if (want === 401 && route.endpoint.auth === 'admin' && caller === 'staffRemoved') expect(parseBody(res)).toMatchObject({ error: { code: 'STAFF_SESSION_INVALID' } });
      if (want === 403 && route.endpoint.auth === 'admin' && caller === 'staffDemoted') expect(parseBody(res)).toMatchObject({ error: { code: 'STAFF_ROLE_FORBIDDEN' } });
    }
    checked++;
  });
});

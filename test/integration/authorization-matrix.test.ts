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
 * Every route × every kind of caller, generated from the route table: a route without an entry in
 * `requests` fails to compile and fails here. "allow" means the credential was accepted (any answer but
 * 401/403, and never a 5xx); the domain may still refuse on business grounds (409 not observed, …).
 */
const CALLERS = ['anonymous', 'guest', 'guestOfOther', 'kicked', 'creatorCredential', 'creatorParticipant', 'creatorOfOther', 'expired', 'forged', 'tampered', 'staffAdmin', 'staffSupport'] as const;
type Caller = (typeof CALLERS)[number];
type Expect = 'allow' | 400 | 401 | 403;

const BAD_TOKENS: Record<'expired' | 'forged' | 'tampered', 401> = { expired: 401, forged: 401, tampered: 401 };
/** A staff token (audience candid:staff) is no guest credential: guest routes refuse it as an invalid token. */
const STAFF_REFUSED: Record<'staffAdmin' | 'staffSupport', 401> = { staffAdmin: 401, staffSupport: 401 };
const ALL_ALLOWED: Record<Caller, Expect> = { anonymous: 'allow', guest: 'allow', guestOfOther: 'allow', kicked: 'allow', creatorCredential: 'allow', creatorParticipant: 'allow', creatorOfOther: 'allow', expired: 'allow', forged: 'allow', tampered: 'allow', staffAdmin: 'allow', staffSupport: 'allow' };
const BY_AUTH: Record<'public' | 'joining' | 'order' | 'creatorWithOrder' | 'participant' | 'creator' | 'stripe' | 'admin', Record<Caller, Expect>> = {
  public: ALL_ALLOWED,
  /** Order routes read only X-Order-Token: a bearer token of any kind grants nothing and is ignored. */
  order: ALL_ALLOWED,
  /** Join: public, but a credential sent with it must be this event's creator credential or the participant
   * token of the very name joined ("New Guest" here, which none of the callers holds). */
  joining: { anonymous: 'allow', guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 'allow', creatorParticipant: 403, creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED },
  participant: { anonymous: 401, guest: 'allow', guestOfOther: 403, kicked: 403, creatorCredential: 403, creatorParticipant: 'allow', creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED },
  /** Stripe's webhook: its credential is the Stripe-Signature over the body, which no caller here has; a bearer
   * token of any kind is not one (400 WEBHOOK_SIGNATURE_INVALID, nothing read). payments.test.ts signs. */
  stripe: { anonymous: 400, guest: 400, guestOfOther: 400, kicked: 400, creatorCredential: 400, creatorParticipant: 400, creatorOfOther: 400, expired: 400, forged: 400, tampered: 400, staffAdmin: 400, staffSupport: 400 },
  creator: { anonymous: 401, guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 'allow', creatorParticipant: 'allow', creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED },
  /** Staff routes: only a staff token of a live account; every guest credential is a token of another audience (401). */
  admin: { anonymous: 401, guest: 401, guestOfOther: 401, kicked: 401, creatorCredential: 401, creatorParticipant: 401, creatorOfOther: 401, ...BAD_TOKENS, staffAdmin: 'allow', staffSupport: 'allow' },
  /** Link-order: a creator credential AND the order's token; these callers send no order token, so even the
   * creator is refused (403) — link-order.test.ts covers the holder of both. */
  creatorWithOrder: { anonymous: 401, guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 403, creatorParticipant: 403, creatorOfOther: 403, ...BAD_TOKENS, ...STAFF_REFUSED },
};
const ALL_FORBIDDEN: Record<Caller, Expect> = { anonymous: 403, guest: 403, guestOfOther: 403, kicked: 403, creatorCredential: 403, creatorParticipant: 403, creatorOfOther: 403, expired: 403, forged: 403, tampered: 403, staffAdmin: 403, staffSupport: 403 };
/** Routes whose cells differ from their auth kind's column. */
const OVERRIDES: Partial<Record<EndpointId, Partial<Record<Caller, Expect>>>> = {
  /** Cancelling needs the order's own token, which none of these callers holds (orders.test.ts covers the holder). */
  updateOrder: ALL_FORBIDDEN,
  /** Paying needs the order's own token too. */
  checkoutOrder: ALL_FORBIDDEN,
  confirmOrderPayment: ALL_FORBIDDEN,
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
}

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
  createOrder: (w) => ({ method: 'POST', body: w.orderBody }),
  getOrder: (w) => ({ pathParameters: { idOrNumber: w.order.orderNumber } }),
  getOrderStatusHistory: (w) => ({ pathParameters: { id: w.order.id } }),
  updateOrder: (w) => ({ method: 'PUT', query: { action: 'update' }, body: { orderId: w.order.id, status: 'cancelled' } }),
  // Public: the token is the credential, so every caller gets the same 404 for a token nobody issued.
  downloadArchive: () => ({ pathParameters: { token: 'A'.repeat(43) } }),
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
};

/** Staff accounts of both roles (created once; their tokens are signed per world). */
const STAFF_PASSWORD = 'matrix staff password';
const STAFF = { admin: { email: 'matrix-admin@candid.test', name: 'Matrix Admin' }, support: { email: 'matrix-support@candid.test', name: 'Matrix Support' } } as const;

/** A raw-archive post-event order body priced as the server will (RO). */
const sampleOrderBody = async (): Promise<Record<string, unknown>> => {
  const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
  const { event } = await f.createEvent();
  const q = quote({ kind: 'raw_archive' }, 'RO');
  return { orderType: 'post_event', productType: 'raw_archive', eventCode: event.code, customerInfo: { name: 'Ana', email: 'ana@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
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
});

/** A fresh event per cell: a started event A with every kind of participant, and an event B. */
const buildWorld = async (): Promise<World> => {
  const a = await f.createEvent();
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
  const orderBody = await sampleOrderBody();
  const order = ok<CreateOrderResponse>(await (handlers.get('createOrder') as Handler)(apiEvent({ method: 'POST', body: orderBody })), 201).order;
  const [head, payload, sig] = guest.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, creator: true })).toString('base64url')}.${sig}`;
  const expired = await new SignJWT({ role: 'participant', evt: code })
    .setProtectedHeader({ alg: 'HS256' }).setSubject(guest.participant.id).setIssuer('candid').setIssuedAt(1_600_000_000).setExpirationTime(1_600_000_100)
    .sign(secret);
  const { signStaffToken } = await import('../../functions/core/auth/staff-token.js');
  const [staffAdmin, staffSupport] = await Promise.all([
    signStaffToken({ sub: STAFF.admin.email, name: STAFF.admin.name, role: 'admin' }),
    signStaffToken({ sub: STAFF.support.email, name: STAFF.support.name, role: 'support' }),
  ]);
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
    },
    photoOf: (c) => (c === 'creatorParticipant' ? creatorPhoto.id : c === 'kicked' ? kickedPhoto.id : guestPhoto.id),
    victimId: victim.participant.id,
    order,
    orderBody,
  };
};

const expected = (r: Route, c: Caller): Expect => {
  const auth = r.endpoint.auth;
  if (auth !== 'public' && auth !== 'joining' && auth !== 'order' && auth !== 'creatorWithOrder' && auth !== 'participant' && auth !== 'creator' && auth !== 'stripe' && auth !== 'admin') throw new Error(`no matrix column for auth kind ${auth}`);
  return OVERRIDES[r.endpoint.id as EndpointId]?.[c] ?? BY_AUTH[auth][c];
};

const cells = routes.flatMap((r) => CALLERS.map((c) => [routeKey(r), c, r] as const));
let checked = 0;
afterAll(() => console.log(`[authorization matrix] ${checked} cells checked (${routes.length} routes × ${CALLERS.length} callers)`));

describe('authorization matrix', () => {
  it('has a request for every route in the table', () => {
    for (const r of routes) expect(requests[r.endpoint.id as EndpointId], r.endpoint.id).toBeTypeOf('function');
  });

  it.concurrent.each(cells)('%s as %s', async (_key, caller, route) => {
    const world = await buildWorld();
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
    }
    checked++;
  });
});

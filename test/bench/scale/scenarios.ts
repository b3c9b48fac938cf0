import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyWebsocketEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import Stripe from 'stripe';
import { apiEvent } from '../../../functions/core/http/api-event.fixture.js';
import { routes, streamHandlers, wsHandlers } from '../../../functions/routes.js';
import { quote } from '../../../shared/pricing/index.js';
import type { CreateOrderRequest, CreateOrderResponse } from '../../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../../shared/schemas/payments.js';
import type { SessionResponse } from '../../../shared/schemas/participants.js';
import type { GalleryPage, PhotoSlotResponse } from '../../../shared/schemas/photos.js';
import type { SocketTicketResponse } from '../../../shared/schemas/realtime.js';
import type { BallotResponse } from '../../../shared/schemas/votes.js';
import { call, flows, loadHandler, ok, SAMPLE_FILES, type Handler } from '../../support/flows.js';
import type { RequestKind } from './model.js';
import { installKeyRecorder, recording } from './record.js';
import type { Recording } from './simulate.js';

/**
 * Runs each request kind of the model once against the local stack, through the real handlers (in-process,
 * as ddb-cost.ts does), and records the keys and units of every DynamoDB call (record.ts). The event is
 * mid-party when measured: 12 photos in, a few guests, votes open.
 */
const handlerOf = (id: string): Promise<Handler> => {
  const r = routes.find((x) => x.endpoint.id === id);
  if (!r) throw new Error(`route ${id} is not in functions/routes.ts`);
  return loadHandler(r.handler.replace(/\.ts$/, '.js'));
};
const raw = async (path: string) => (await import(`../../../functions/${path.replace(/\.ts$/, '.js')}`)) as { handler: (e: unknown) => Promise<unknown> };

const wsEvent = (routeKey: '$connect' | '$disconnect', connectionId: string, query?: Record<string, string>) =>
  ({
    requestContext: { routeKey, eventType: routeKey === '$connect' ? 'CONNECT' : 'DISCONNECT', connectionId, requestId: 'scale', domainName: 'localhost', stage: 'local', apiId: 'local', extendedRequestId: 'scale', messageDirection: 'IN', requestTimeEpoch: Date.now(), connectedAt: Date.now() },
    isBase64Encoded: false,
    ...(query ? { queryStringParameters: query } : {}),
  }) as unknown as APIGatewayProxyWebsocketEventV2;

/** A stream batch as Lambda delivers it: `n` photo inserts of one event (what a peak batch mostly holds). */
const photoBatch = (code: string, photos: { id: string; uploaderId: string }[], n: number): DynamoDBStreamEvent =>
  ({
    Records: Array.from({ length: n }, (_, i) => {
      const p = photos[i % photos.length]!;
      return {
        eventID: `scale-${Date.now()}-${i}`,
        eventName: 'INSERT',
        dynamodb: { ApproximateCreationDateTime: Math.floor(Date.now() / 1000), NewImage: marshall({ PK: `EVENT#${code}`, SK: `PHOTO#${p.id}`, entity: 'photo', eventCode: code, id: p.id, uploaderId: p.uploaderId, sizeBytes: 380_000 }) },
      };
    }),
  }) as unknown as DynamoDBStreamEvent;

export const recordScenarios = async (): Promise<Recording[]> => {
  await installKeyRecorder();
  const out: Recording[] = [];
  const record = async <T>(kind: RequestKind, work: () => Promise<T>): Promise<T> => {
    const { result, accesses } = await recording(work);
    out.push({ kind, accesses });
    return result;
  };
  const f = await flows();
  const h = handlerOf;
  const { event, creatorToken } = await f.createEvent({ maxParticipants: 200, maxPhotosPerUser: 20 });
  const code = event.code;
  const get = await h('getEvent');
  await record('getEvent', async () => ok(await get(call(code))));
  // A mistyped code from the venue's shared address: the miss counters (guarded-lookup.ts).
  const missCode = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
  await record('getEvent (unknown code)', async () => get(call(missCode)));
  const join = await h('joinEvent');
  const guest = await record('join', async () => ok<SessionResponse>(await join(call(code, undefined, {}, { method: 'POST', body: { name: 'Guest One' } }))));
  const me = await h('getMe');
  await record('getMe', async () => ok(await me(call(code, guest.token))));
  const others = await Promise.all(['Ben', 'Cleo', 'Dev'].map((n) => f.join(code, n)));
  ok(await (await h('startEvent'))(call(code, creatorToken, {}, { method: 'POST' })));
  for (let i = 0; i < 4; i++) await Promise.all(others.map((o) => f.uploadPhoto(code, o.token)));

  const slot = await h('requestPhotoSlot');
  const confirm = await h('confirmPhoto');
  const files = SAMPLE_FILES;
  const s = await record('requestPhotoSlot', async () =>
    ok<PhotoSlotResponse>(await slot(call(code, guest.token, {}, { method: 'POST', body: { files: { polaroid: { size: files.polaroid.length }, raw: { size: files.raw.length }, thumbnail: { size: files.thumbnail.length } } } })), 201),
  );
  for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
    const res = await fetch(s.uploads[kind].url, { method: 'PUT', body: files[kind], headers: { 'content-type': 'image/jpeg' } });
    if (res.status !== 200) throw new Error(`PUT ${kind}: ${res.status}`);
  }
  await record('confirmPhoto', async () => ok(await confirm(call(code, guest.token, { photoId: s.photoId }, { method: 'POST' }))));
  const list = await h('listPhotos');
  const page = await record('listPhotos', async () => ok<GalleryPage>(await list(call(code, guest.token))));

  const ballot = await h('nextBallot');
  const b = await record('nextBallot', async () => ok<BallotResponse>(await ballot(call(code, guest.token, {}, { method: 'POST', body: {} }))));
  if (b.kind !== 'photo') throw new Error(`ballot answered ${b.kind}`);
  // The server-enforced observation (3 s) passes on the server's clock, not the wall clock.
  const { setClockOffset } = await import('../../../functions/core/clock.js');
  const hadClock = process.env.CANDID_TEST_CLOCK;
  process.env.CANDID_TEST_CLOCK = '1';
  try {
    setClockOffset(4_000);
    const vote = await h('castVote');
    await record('castVote', async () => ok(await vote(call(code, guest.token, {}, { method: 'POST', body: { photoId: b.photo.id, category: 'most_candid' } })), 201));
  } finally {
    setClockOffset(0);
    if (hadClock === undefined) delete process.env.CANDID_TEST_CLOCK;
    else process.env.CANDID_TEST_CLOCK = hadClock;
  }

  const ticketRoute = await h('issueSocketTicket');
  const { ticket } = await record('issueSocketTicket', async () => ok<SocketTicketResponse>(await ticketRoute(call(code, guest.token, {}, { method: 'POST' }))));
  const connect = await raw(wsHandlers.connect);
  const disconnect = await raw(wsHandlers.disconnect);
  await record('ws $connect', () => connect.handler(wsEvent('$connect', 'scaleConn=', { event: code, ticket })));
  await record('ws $disconnect', () => disconnect.handler(wsEvent('$disconnect', 'scaleConn=')));

  const photos = page.photos.map((p) => ({ id: p.id, uploaderId: p.uploaderId }));
  const broadcast = await raw(streamHandlers.broadcast);
  await record('stream broadcast (per event batch)', () => broadcast.handler(photoBatch(code, photos, 1)));
  const stats = await raw(streamHandlers.stats);
  await record('stream stats (per batch)', () => stats.handler(photoBatch(code, photos, 100)));

  await recordCommerce(record);
  const { signStaffToken } = await import('../../../functions/core/auth/staff-token.js');
  const { createStaffAccount } = await import('../../../functions/core/data/staff-account-item.js');
  const { hashStaffPassword } = await import('../../../functions/core/auth/staff-password.js');
  await createStaffAccount({ email: 'scale@candid.test', name: 'Scale', role: 'admin', password: await hashStaffPassword('scale staff password'), createdAt: new Date().toISOString() }).catch(() => undefined);
  const staff = { authorization: `Bearer ${await signStaffToken({ sub: 'scale@candid.test', name: 'Scale', role: 'admin' })}` };
  const dashboard = await h('staffDashboardStats');
  await record('staffDashboardStats', async () => ok(await dashboard(apiEvent({ headers: staff }))));
  return out;
};

/** An order created and checked out, then Stripe's paid webhook (the status change every sale makes). */
const recordCommerce = async (record: <T>(kind: RequestKind, work: () => Promise<T>) => Promise<T>): Promise<void> => {
  const [create, checkout, webhook] = await Promise.all(['createOrder', 'checkoutOrder', 'stripeWebhook'].map(handlerOf));
  const { signGeoToken } = await import('../../../functions/core/auth/geo-token.js');
  const q = quote({ kind: 'event_package', eventType: 'digital', eventSize: 'medium', addOns: [] }, 'RO');
  const body: CreateOrderRequest = {
    orderType: 'pre_event',
    eventTitle: 'Scale wedding',
    eventDate: '2027-06-12',
    productType: 'raw_archive',
    productDetails: { eventType: 'digital', eventSize: 'medium', selectedAddOns: [] },
    customerInfo: { name: 'Ana Scale', email: `scale-${Date.now()}@example.com` },
    subtotalAmount: q.subtotal,
    shippingCost: q.shipping,
    totalAmount: q.total,
    currency: q.currency,
    countryCode: 'RO',
    metadata: { eventName: 'Scale wedding', eventDate: '2027-06-12', organizerName: 'Ana' },
    geoToken: await signGeoToken('RO'),
  };
  const created = await record('createOrder', async () => ok<CreateOrderResponse>(await create!(apiEvent({ method: 'POST', path: '/api/orders', body })), 201));
  const { id } = created.order;
  const session = ok<CheckoutResponse>(await checkout!(apiEvent({ method: 'POST', pathParameters: { id }, headers: { 'x-order-token': created.accessToken } })));
  const payload = JSON.stringify({
    id: `evt_scale_${Date.now()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: session.sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: `pi_scale_${Date.now()}`, client_reference_id: id, amount_total: created.order.totalAmount, currency: created.order.currency.toLowerCase(), metadata: { orderId: id } } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET ?? '' });
  await record('order webhook (paid)', async () => ok(await webhook!(apiEvent({ method: 'POST', path: '/api/payments/webhook', rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }))));
};

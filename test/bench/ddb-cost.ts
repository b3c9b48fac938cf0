import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyWebsocketEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import Stripe from 'stripe';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import { jobs, notFoundHandler, routes, streamHandlers, wsHandlers } from '../../functions/routes.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderRequest, CreateOrderResponse, OrderResponse, StatusHistoryResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { ConfirmPhotoResponse, GalleryPage, PhotoSlotResponse } from '../../shared/schemas/photos.js';
import type { ChallengesView } from '../../shared/schemas/challenges.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import type { SocketTicketResponse } from '../../shared/schemas/realtime.js';
import { call, flows, loadHandler, ok, SAMPLE_FILES, type Flows, type Handler } from '../support/flows.js';
import { readInbox } from '../support/inbox.js';
import { packageOrderBody } from '../support/package-order.js';
import { seedPhotos } from '../support/seed-photos.js';
import { counted, installDdbCounter, type DdbCall } from './lib/ddb-counter.js';
import { rows, type Row, type SectionResult } from './lib/report.js';
import { sleep } from './lib/stats.js';

/**
 * Measurement 4: DynamoDB calls per request. Each route's main scenario runs once against the local
 * stack's DynamoDB Local, calling the handler module directly (the same module the gateway serves) inside
 * a counter (lib/ddb-counter.ts). A TransactWrite or BatchGet is one call. Budgets (DESIGN section 12):
 * join ≤ 2, vote ≤ 2, gallery page ≤ 2, awards ≤ 2, ballot ≤ 3 and flat (the ballot at 40, 1 000 and
 * 10 000 photos, seeded with BatchWrite: at 10 000 at most 1 call and 2× the capacity of 40), order read ≤ 2
 * (with and without its token, and its status history), webhook ≤ 3 (a paid checkout.session.completed, and
 * its duplicate delivery; a partial refund's refund.updated, and its duplicate), no Scan.
 */
const SECTION = 'dynamodb calls';
const BUDGETS: Record<string, number> = {
  'join (new guest)': 2,
  'join (rejoin, same name)': 2,
  castVote: 2,
  'listPhotos (gallery page 1)': 2,
  'listPhotos (gallery page 2, cursor)': 2,
  'listPhotos (mine)': 2,
  // Photo challenges (issue #33): the card with counts and progress, and a prompt's photos, like a gallery page.
  getChallenges: 2,
  'listChallengePhotos (page 1)': 2,
  'listChallengePhotos (page 2, cursor)': 2,
  // Its event has photo challenges: the champions' participants read runs beside the photos (2 without them).
  getAwards: 3,
  nextBallot: 3,
  'getOrder (by number, with token)': 2,
  'getOrder (by number, public)': 2,
  'getOrderStatusHistory (by number)': 2,
  'getOrderStatusHistory (by id)': 2,
  'webhook checkout.session.completed (paid)': 3,
  'webhook checkout.session.completed (duplicate)': 3,
  'webhook refund.updated (partial, e.g. from the Dashboard)': 3,
  'webhook refund.updated (partial, duplicate)': 3,
  // Staff figures (issue 17): counters and rollups, never a read of everything; +1 on every staff route:
  // the staff account's consistent GetItem that makes a removal or a role change apply at once (issue 27.7).
  staffDashboardStats: 4,
  'staffAnalytics (365 days)': 3,
  // Writes that owe an e-mail (measureOutboxWrites): the staff account, the order read once (passed on to the
  // transition), the completion's transaction (claim + outbox entry), the entry taken off after the send, the
  // details' Query; the organizer's link: the organizer session's generation (a consistent GetItem on every
  // organizer call: "Sign out other phones" ends the others), the order, the event, the transaction (the ask
  // rides on its update).
  'staffCompleteOrder (prints, shipped e-mail)': 5,
  'organizerLinkOrder (print bundle, after the end)': 4,
};
/** Event sizes the ballot is measured at (a fresh voter, photos of another guest). */
const BALLOT_SIZES = [40, 1_000, 10_000] as const;
/** Ballots asked per size (a fresh one each: a ballot without a vote hands out again); the median is the figure. */
const BALLOT_RUNS = 5;
const ballotScenario = (photos: number) => `nextBallot (${photos.toLocaleString('en')} photos)`;
for (const n of BALLOT_SIZES) BUDGETS[ballotScenario(n)] = 3;

const byId = (id: string): string => {
  const r = routes.find((x) => x.endpoint.id === id);
  if (!r) throw new Error(`route ${id} is not in functions/routes.ts`);
  return r.handler.replace(/\.ts$/, '.js');
};

const wsEvent = (routeKey: '$connect' | '$disconnect', connectionId: string, query?: Record<string, string>) =>
  ({
    requestContext: {
      routeKey,
      eventType: routeKey === '$connect' ? 'CONNECT' : 'DISCONNECT',
      connectionId,
      requestId: 'bench',
      domainName: 'localhost',
      stage: 'local',
      apiId: 'local',
      extendedRequestId: 'bench',
      messageDirection: 'IN',
      requestTimeEpoch: Date.now(),
      connectedAt: Date.now(),
    },
    isBase64Encoded: false,
    ...(query ? { queryStringParameters: query } : {}),
  }) as unknown as APIGatewayProxyWebsocketEventV2;

/**
 * DESIGN section 12 "upload bytes = file bytes (no base64, no proxy hop)": the slot's upload URLs point
 * straight at the S3 endpoint (not the API) and sign Content-Length and Content-Type, so the PUT carries
 * exactly the file's bytes.
 */
const uploadPathChecks = (slot: PhotoSlotResponse): Row[] => {
  const r = rows('photo upload');
  const s3 = new URL(process.env.AWS_ENDPOINT_URL_S3 ?? 'http://s3.invalid').origin;
  const urls = Object.values(slot.uploads).map((u) => new URL(u.url));
  const direct = urls.every((u) => u.origin === s3);
  const signed = urls.every((u) => (u.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';').includes('content-length'));
  return [
    r.check('upload URLs go straight to S3 (no API hop)', direct ? 'yes' : 'no', 'yes', direct, undefined, urls[0]?.origin),
    r.check('upload signs Content-Length (bytes = file bytes)', signed ? 'yes' : 'no', 'yes', signed, undefined, urls[0]?.searchParams.get('X-Amz-SignedHeaders') ?? ''),
  ];
};

const totalCapacity = (calls: DdbCall[]): number => Math.round(calls.reduce((a, c) => a + (c.capacity ?? 0), 0) * 10) / 10;

/** The ballot is flat: at the largest size at most 1 call more and 2× the capacity of the smallest. */
const ballotFlatness = (r: ReturnType<typeof rows>, results: { scenario: string; calls: DdbCall[] }[]): Row => {
  const at = (n: number) => results.find((x) => x.scenario === ballotScenario(n))?.calls ?? [];
  const small = at(BALLOT_SIZES[0]);
  const large = at(BALLOT_SIZES[BALLOT_SIZES.length - 1]!);
  const flat = small.length > 0 && large.length <= small.length + 1 && totalCapacity(large) <= 2 * totalCapacity(small);
  const figure = (c: DdbCall[]) => `${c.length} calls · ${totalCapacity(c)} CU`;
  return r.check(
    `ballot flat (${BALLOT_SIZES[BALLOT_SIZES.length - 1]!.toLocaleString('en')} vs ${BALLOT_SIZES[0]} photos)`,
    flat ? 'yes' : 'no',
    '≤ +1 call, ≤ 2× CU',
    flat,
    undefined,
    `${figure(large)} vs ${figure(small)}`,
  );
};

type Measure = <T>(scenario: string, route: string, work: () => Promise<T>) => Promise<T>;

/**
 * The commerce routes: a pending order (created and checked out through their handlers; the checkout opens
 * a session on the local stack's Stripe emulator), read back with and without its token, its history, then
 * Stripe's paid checkout.session.completed for that session through the webhook handler, signed with the
 * env's webhook secret (the paid path calls no Stripe API: nothing to refund, nothing to retrieve), and the
 * same event delivered again. The confirmation e-mail must reach local SES exactly once.
 */
const measureCommerce = async (measure: Measure, h: (id: string) => Promise<Handler>): Promise<void> => {
  const [create, checkout, get, history, webhook] = (await Promise.all(['createOrder', 'checkoutOrder', 'getOrder', 'getOrderStatusHistory', 'stripeWebhook'].map(h))) as [
    Handler,
    Handler,
    Handler,
    Handler,
    Handler,
  ];
  const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
  const q = quote({ kind: 'event_package', eventType: 'digital', eventSize: 'medium', addOns: [] }, 'RO');
  const email = `bench-${Date.now()}@example.com`;
  const body: CreateOrderRequest = {
    orderType: 'pre_event',
    eventTitle: 'Bench wedding',
    eventDate: '2027-06-12',
    productType: 'raw_archive',
    productDetails: { eventType: 'digital', eventSize: 'medium', selectedAddOns: [] },
    customerInfo: { name: 'Ana Bench', email },
    subtotalAmount: q.subtotal,
    shippingCost: q.shipping,
    totalAmount: q.total,
    currency: q.currency,
    countryCode: 'RO',
    metadata: { eventName: 'Bench wedding', eventDate: '2027-06-12', organizerName: 'Ana' },
    geoToken: await signGeoToken('RO'),
  };
  const created = await measure('createOrder', 'POST /api/orders', async () => ok<CreateOrderResponse>(await create(apiEvent({ method: 'POST', path: '/api/orders', body })), 201));
  const { id, orderNumber } = created.order;
  const token = { 'x-order-token': created.accessToken };
  const session = await measure('checkoutOrder', 'POST /api/orders/{id}/checkout', async () =>
    ok<CheckoutResponse>(await checkout(apiEvent({ method: 'POST', pathParameters: { id }, headers: token }))),
  );
  const full = await measure('getOrder (by number, with token)', 'GET /api/orders/{idOrNumber}', async () =>
    ok<OrderResponse>(await get(apiEvent({ pathParameters: { idOrNumber: orderNumber }, headers: token }))),
  );
  if (full.order.access !== 'full') throw new Error(`order read with its token answered ${full.order.access}`);
  await measure('getOrder (by number, public)', 'GET /api/orders/{idOrNumber}', async () => ok<OrderResponse>(await get(apiEvent({ pathParameters: { idOrNumber: orderNumber } }))));

  const event = {
    id: `evt_bench_${Date.now()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.sessionId,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_bench_${Date.now()}`,
        client_reference_id: id,
        // What the order asks: a payment is believed only for the order's amount and currency (#27).
        amount_total: created.order.totalAmount,
        currency: created.order.currency.toLowerCase(),
        metadata: { orderId: id },
      },
    },
  };
  const payload = JSON.stringify(event);
  const deliver = async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET ?? '' });
    return ok(await webhook(apiEvent({ method: 'POST', path: '/api/payments/webhook', rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })));
  };
  await measure('webhook checkout.session.completed (paid)', 'POST /api/payments/webhook', deliver);
  await measure('webhook checkout.session.completed (duplicate)', 'POST /api/payments/webhook', deliver);
  const h1 = await measure('getOrderStatusHistory (by number)', 'GET /api/orders/{id}/status-history', async () =>
    ok<StatusHistoryResponse>(await history(apiEvent({ pathParameters: { id: orderNumber } }))),
  );
  await measure('getOrderStatusHistory (by id)', 'GET /api/orders/{id}/status-history', async () => ok<StatusHistoryResponse>(await history(apiEvent({ pathParameters: { id } }))));
  if (h1.history[0]?.to !== 'processing') throw new Error(`the paid webhook left the order ${h1.history[0]?.to ?? 'without history'}`);

  // A partial refund of that payment (as the Dashboard makes one; the order id as our refunds carry it, so no
  // Stripe call): the order's refunds ledger and the revenue totals in one write, once.
  const refundEvent = {
    id: `evt_bench_refund_${Date.now()}`,
    object: 'event',
    type: 'refund.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `re_bench_${Date.now()}`, object: 'refund', amount: Math.round(created.order.totalAmount / 3), status: 'succeeded', payment_intent: event.data.object.payment_intent, metadata: { orderId: id } } },
  };
  const refundPayload = JSON.stringify(refundEvent);
  const deliverRefund = async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: refundPayload, secret: process.env.STRIPE_WEBHOOK_SECRET ?? '' });
    return ok(await webhook(apiEvent({ method: 'POST', path: '/api/payments/webhook', rawBody: refundPayload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })));
  };
  await measure('webhook refund.updated (partial, e.g. from the Dashboard)', 'POST /api/payments/webhook', deliverRefund);
  await measure('webhook refund.updated (partial, duplicate)', 'POST /api/payments/webhook', deliverRefund);
  const confirmations = (await readInbox(process.env.AWS_ENDPOINT_URL_SESV2 ?? '', email)).filter((m) => m.subject.startsWith('Payment confirmed'));
  if (confirmations.length !== 1) throw new Error(`${confirmations.length} payment confirmations mailed (want 1)`);
};

/**
 * The writes that owe an e-mail through an outbox (data/outbox.ts): staff's Complete of a paid prints order
 * (the shipped e-mail's dedupe claim and outbox entry in the completion's transaction, the send, the entry
 * taken off) and a print-bundle package linked from the organizer dashboard after its event ended (the link's
 * own write puts the prints ask on the outbox). `staff` is the bench staff member's authorization header.
 */
const measureOutboxWrites = async (measure: Measure, h: (id: string) => Promise<Handler>, f: Flows, staff: Record<string, string>): Promise<void> => {
  const [create, complete, end, link] = (await Promise.all(['createOrder', 'staffCompleteOrder', 'endEvent', 'organizerLinkOrder'].map(h))) as [Handler, Handler, Handler, Handler];
  const { signGeoToken } = await import('../../functions/core/auth/geo-token.js');
  const { signOrganizerToken } = await import('../../functions/core/auth/organizer-token.js');
  const { transitionOrder } = await import('../../functions/core/domain/orders/transition-order.js');
  const pay = (orderId: string) => transitionOrder({ orderId, to: 'processing', reason: 'Payment confirmed', actor: 'stripe' });
  const email = `bench-outbox-${Date.now()}@example.com`;
  const address = { street: 'Str. Lunga 1', city: 'Cluj', postalCode: '400000', country: 'RO' };

  const ev = await f.createEvent({ title: 'Bench prints' });
  const q = quote({ kind: 'prints_bundle', photos: 10, printSize: '10x15' }, 'RO');
  const prints = ok<CreateOrderResponse>(
    await create(
      apiEvent({
        method: 'POST',
        body: {
          orderType: 'post_event', productType: 'prints_bundle', bundleType: 10, printSize: '10x15', eventCode: ev.event.code,
          customerInfo: { name: 'Ana Bench', email, address }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO'),
        },
        // Buying from an event is its organizer's (domain/orders/event-purchaser.ts).
        headers: { authorization: `Bearer ${ev.creatorToken}` },
      }),
    ),
    201,
  );
  await pay(prints.order.id);
  await measure('staffCompleteOrder (prints, shipped e-mail)', 'POST /api/admin/orders/{orderId}/complete', async () =>
    ok(await complete(apiEvent({ method: 'POST', pathParameters: { orderId: prints.order.id }, headers: staff, body: { trackingNumber: 'RO123456789' } }))),
  );
  const shipped = (await readInbox(process.env.AWS_ENDPOINT_URL_SESV2 ?? '', email)).filter((m) => /shipped/i.test(m.subject));
  if (shipped.length !== 1) throw new Error(`${shipped.length} shipped e-mails (want 1)`);

  const ended = await f.createEvent({ title: 'Bench late link' });
  ok(await end(call(ended.event.code, ended.creatorToken, {}, { method: 'POST' })));
  const pkg = ok<CreateOrderResponse>(
    await create(apiEvent({ method: 'POST', body: packageOrderBody({ eventType: 'personal', eventSize: 'small', addOns: ['print_bundle_25'] }, { email, geoToken: await signGeoToken('RO') }) })),
    201,
  );
  await pay(pkg.order.id);
  const { token } = await signOrganizerToken(email);
  await measure('organizerLinkOrder (print bundle, after the end)', 'POST /api/organizer/orders/{orderId}/link', async () =>
    ok(await link(apiEvent({ method: 'POST', pathParameters: { orderId: pkg.order.id }, headers: { authorization: `Bearer ${token}` }, body: { eventCode: ended.event.code, creatorToken: ended.creatorToken } }))),
  );
};

export const measureDdbCost = async (): Promise<SectionResult> => {
  const r = rows(SECTION);
  await installDdbCounter();
  const f = await flows();
  const h = async (id: string): Promise<Handler> => loadHandler(byId(id));
  const raw = async (path: string) => (await import(`../../functions/${path.replace(/\.ts$/, '.js')}`)) as { handler: (e: unknown) => Promise<unknown> };
  const results: { scenario: string; route: string; calls: DdbCall[] }[] = [];
  /** The most calls one of a scenario's ballots made (measureBallot). */
  const ballotMost = new Map<string, number>();
  const measure: Measure = async <T>(scenario: string, route: string, work: () => Promise<T>): Promise<T> => {
    const { result, calls } = await counted(work);
    results.push({ scenario, route, calls });
    return result;
  };

  const create = await h('createEvent');
  const { event, creatorToken } = await measure('createEvent', 'POST /api/events', async () =>
    ok<CreateEventResponse>(await create(apiEvent({ method: 'POST', body: { title: 'Bench', organizerName: 'Ana', maxParticipants: 50, maxPhotosPerUser: 20 } })), 201),
  );
  const code = event.code;
  const get = await h('getEvent');
  await measure('getEvent', 'GET /api/events/{code}', async () => ok(await get(call(code))));
  const join = await h('joinEvent');
  const joinAs = async (name: string, token?: string) => ok<SessionResponse>(await join(call(code, token, {}, { method: 'POST', body: { name } })));
  const guest = await measure('join (new guest)', 'POST /api/events/{code}/join', () => joinAs('Guest One'));
  // The rejoin is the device holding the name's token (DESIGN section 6).
  await measure('join (rejoin, same name)', 'POST /api/events/{code}/join', () => joinAs('Guest One', guest.token));
  const me = await h('getMe');
  await measure('getMe', 'GET /api/events/{code}/me', async () => ok(await me(call(code, guest.token))));
  const others = await Promise.all(['Ben', 'Cleo', 'Dev'].map((n) => f.join(code, n)));
  const start = await h('startEvent');
  await measure('startEvent', 'POST /api/events/{code}/start', async () => ok(await start(call(code, creatorToken, {}, { method: 'POST' }))));

  // One upload counted step by step, then enough photos for two gallery pages.
  const slot = await h('requestPhotoSlot');
  const confirm = await h('confirmPhoto');
  const files = SAMPLE_FILES;
  const s = await measure('requestPhotoSlot', 'POST /api/events/{code}/photos', async () =>
    ok<PhotoSlotResponse>(
      await slot(call(code, guest.token, {}, { method: 'POST', body: { files: { polaroid: { size: files.polaroid.length }, raw: { size: files.raw.length }, thumbnail: { size: files.thumbnail.length } } } })),
      201,
    ),
  );
  const uploadPath = uploadPathChecks(s);
  for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
    const res = await fetch(s.uploads[kind].url, { method: 'PUT', body: files[kind], headers: { 'content-type': 'image/jpeg' } });
    if (res.status !== 200) throw new Error(`PUT ${kind}: ${res.status}`);
  }
  await measure('confirmPhoto', 'POST /api/events/{code}/photos/{photoId}/confirm', async () =>
    ok<ConfirmPhotoResponse>(await confirm(call(code, guest.token, { photoId: s.photoId }, { method: 'POST' }))),
  );
  for (let i = 0; i < 12; i++) await Promise.all(others.map((o) => f.uploadPhoto(code, o.token)));

  const list = await h('listPhotos');
  const page1 = await measure('listPhotos (gallery page 1)', 'GET /api/events/{code}/photos', async () => ok<GalleryPage>(await list(call(code, guest.token))));
  if (page1.nextCursor)
    await measure('listPhotos (gallery page 2, cursor)', 'GET /api/events/{code}/photos', async () =>
      ok<GalleryPage>(await list(call(code, guest.token, {}, { query: { cursor: page1.nextCursor! } }))),
    );
  await measure('listPhotos (mine)', 'GET /api/events/{code}/photos', async () => ok(await list(call(code, guest.token, {}, { query: { mine: 'true' } }))));
  // Photo challenges (issue #33): 15 prompts, the photos above spread over them; reads flat in the event's size
  // by construction (one BatchGet; one Query of the prompt's GSI4 partition with Limit).
  const setChallenges = await h('setChallenges');
  const prompts = Array.from({ length: 15 }, (_, i) => ({ text: `Bench prompt ${i + 1}` }));
  const card = ok<ChallengesView>(await setChallenges(call(code, creatorToken, {}, { method: 'PUT', body: { enabled: true, prompts } })));
  const setPhotoChallenge = await h('setPhotoChallenge');
  const firstPrompt = card.prompts[0]?.id ?? '';
  const theirs = page1.photos.filter((p) => p.uploaderId === others[0]!.participant.id);
  const choose = async (photoId: string, promptId: string) => ok(await setPhotoChallenge(call(code, others[0]!.token, { photoId }, { method: 'PUT', body: { promptId } })));
  // Four photos for the first prompt (its list needs a second page at 2 a page), the rest spread.
  for (const [i, p] of theirs.entries()) {
    const promptId = i < 4 ? firstPrompt : (card.prompts[i % 15]?.id ?? firstPrompt);
    if (i === 0) await measure('setPhotoChallenge', 'PUT /api/events/{code}/photos/{photoId}/challenge', () => choose(p.id, promptId));
    else await choose(p.id, promptId);
  }
  const getChallenges = await h('getChallenges');
  await measure('getChallenges', 'GET /api/events/{code}/challenges', async () => ok(await getChallenges(call(code, others[0]!.token))));
  const promptPhotos = await h('listChallengePhotos');
  const cp1 = await measure('listChallengePhotos (page 1)', 'GET /api/events/{code}/challenges/{promptId}/photos', async () =>
    ok<GalleryPage>(await promptPhotos(call(code, guest.token, { promptId: firstPrompt }, { query: { limit: '2' } }))),
  );
  if (cp1.nextCursor)
    await measure('listChallengePhotos (page 2, cursor)', 'GET /api/events/{code}/challenges/{promptId}/photos', async () =>
      ok<GalleryPage>(await promptPhotos(call(code, guest.token, { promptId: firstPrompt }, { query: { limit: '2', cursor: cp1.nextCursor! } }))),
    );
  const participants = await h('listParticipants');
  await measure('listParticipants', 'GET /api/events/{code}/participants', async () => ok(await participants(call(code, creatorToken))));

  const ballot = await h('nextBallot');
  /**
   * A ballot's reads start at a random point of the ring: when no photo for this voter lies between it and the
   * ring's end (a chance of about 1 in the photos in reach), the read wraps around with one more query, and a
   * voter with photos of their own may need one more to count them. The typical ballot is the median of
   * BALLOT_RUNS (a ballot without a vote hands out again); the row's note gives the most calls one made.
   */
  const measureBallot = async (scenario: string, eventCode: string, token: string): Promise<BallotResponse> => {
    const runs: { calls: DdbCall[]; result: BallotResponse }[] = [];
    for (let i = 0; i < BALLOT_RUNS; i++) {
      const { result, calls } = await counted(async () => ok<BallotResponse>(await ballot(call(eventCode, token, {}, { method: 'POST', body: {} }))));
      if (result.kind !== 'photo') throw new Error(`${scenario} answered ${result.kind}`);
      runs.push({ calls, result });
    }
    const byCalls = [...runs].sort((a, b) => a.calls.length - b.calls.length || totalCapacity(a.calls) - totalCapacity(b.calls));
    results.push({ scenario, route: 'POST /api/events/{code}/ballot', calls: byCalls[Math.floor(BALLOT_RUNS / 2)]!.calls });
    ballotMost.set(scenario, byCalls[BALLOT_RUNS - 1]!.calls.length);
    return runs[BALLOT_RUNS - 1]!.result; // the photo handed out last is the one open for a vote
  };
  const b = await measureBallot('nextBallot', code, guest.token);
  if (b.kind !== 'photo') throw new Error(`ballot answered ${b.kind}`);
  await sleep(3100); // the server-enforced observation
  const vote = await h('castVote');
  await measure('castVote', 'POST /api/events/{code}/votes', async () =>
    ok(await vote(call(code, guest.token, {}, { method: 'POST', body: { photoId: b.photo.id, category: 'most_candid' } })), 201),
  );
  // The ballot must not grow with the event: one event per size, photos seeded (BatchWrite, not measured).
  for (const n of BALLOT_SIZES) {
    const big = await f.createEvent({ maxParticipants: 50 });
    const [uploader, voter] = await Promise.all([f.join(big.event.code, 'Uploader'), f.join(big.event.code, 'Voter')]);
    ok(await start(call(big.event.code, big.creatorToken, {}, { method: 'POST' })));
    await seedPhotos(big.event.code, uploader.participant, n);
    await measureBallot(ballotScenario(n), big.event.code, voter.token);
  }
  const mine = await h('listMyVotes');
  await measure('listMyVotes', 'GET /api/events/{code}/votes/mine', async () => ok(await mine(call(code, guest.token))));
  const kick = await h('kickParticipant');
  await measure('kickParticipant', 'POST /api/events/{code}/participants/{participantId}/kick', async () =>
    ok(await kick(call(code, creatorToken, { participantId: others[2]!.participant.id }, { method: 'POST' }))),
  );

  const connect = await raw(wsHandlers.connect);
  const disconnect = await raw(wsHandlers.disconnect);
  const issueTicket = await h('issueSocketTicket');
  const { ticket } = await measure('issueSocketTicket', 'POST /api/events/{code}/socket-ticket', async () =>
    ok<SocketTicketResponse>(await issueTicket(call(code, guest.token, {}, { method: 'POST' }))),
  );
  await measure('ws $connect', '$connect', () => connect.handler(wsEvent('$connect', 'benchConn=', { event: code, ticket })));
  await measure('ws $disconnect', '$disconnect', () => disconnect.handler(wsEvent('$disconnect', 'benchConn=')));
  for (const path of Object.values(streamHandlers)) {
    const stream = await raw(path);
    const record = { entity: 'photo', eventCode: code, id: b.photo.id, uploaderId: b.photo.uploaderId };
    const streamEvent = { Records: [{ eventName: 'INSERT', dynamodb: { NewImage: marshall(record) } }] } as unknown as DynamoDBStreamEvent;
    await measure(`stream ${path} (1 photo-added, per batch)`, path, () => stream.handler(streamEvent));
  }

  const end = await h('endEvent');
  await measure('endEvent', 'POST /api/events/{code}/end', async () => ok(await end(call(code, creatorToken, {}, { method: 'POST' }))));
  const awards = await h('getAwards');
  await measure('getAwards', 'GET /api/events/{code}/awards', async () => ok(await awards(call(code, guest.token))));
  for (const job of jobs) {
    const mod = await raw(job.handler);
    await measure(`job ${job.name} (nothing due)`, job.handler, () => mod.handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() }));
  }
  await measureCommerce(measure, h);
  const { signStaffToken } = await import('../../functions/core/auth/staff-token.js');
  // Staff routes read the account on every request (issue 27.7): the bench's staff member must exist.
  const { createStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
  const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
  await createStaffAccount({ email: 'bench@candid.test', name: 'Bench', role: 'admin', password: await hashStaffPassword('bench staff password'), createdAt: new Date().toISOString() });
  const staff = { authorization: `Bearer ${await signStaffToken({ sub: 'bench@candid.test', name: 'Bench', role: 'admin' })}` };
  const stats = await h('staffDashboardStats');
  await measure('staffDashboardStats', 'GET /api/admin/dashboard/stats', async () => ok(await stats(apiEvent({ headers: staff }))));
  const analytics = await h('staffAnalytics');
  await measure('staffAnalytics (365 days)', 'GET /api/admin/analytics', async () => ok(await analytics(apiEvent({ headers: staff, query: { days: '365' } }))));
  await measureOutboxWrites(measure, h, f, staff);
  const openapi = await h('getOpenApi');
  await measure('getOpenApi', 'GET /api/openapi.json', async () => ok(await openapi(apiEvent({ path: '/api/openapi.json' }))));
  const notFound = (await raw(notFoundHandler)) as unknown as { handler: Handler };
  await measure('$default (not found)', '$default', () => notFound.handler(apiEvent({ path: '/api/nope' })));

  const out: Row[] = [];
  let scans = 0;
  for (const { scenario, calls } of results) {
    const names = calls.map((c) => c.command);
    const capacity = calls.some((c) => c.capacity !== undefined) ? calls.reduce((a, c) => a + (c.capacity ?? 0), 0) : undefined;
    const most = ballotMost.get(scenario);
    const note =
      `${names.join(', ') || 'none'}${capacity !== undefined ? ` · ${Math.round(capacity * 10) / 10} CU` : ''}` +
      (most !== undefined ? `; median of ${BALLOT_RUNS} ballots, most ${most} calls` : '');
    const budget = BUDGETS[scenario];
    out.push(budget === undefined ? r.report(scenario, calls.length, 'calls', undefined, note) : r.check(scenario, calls.length, `≤ ${budget}`, calls.length <= budget, 'calls', note));
    scans += names.filter((n) => n === 'Scan').length;
  }
  out.push(r.check('Scan calls (all scenarios)', scans, '0', scans === 0));
  out.push(ballotFlatness(r, results));
  const anyCapacity = results.some((x) => x.calls.some((c) => c.capacity !== undefined));
  if (!anyCapacity) out.push(r.report('consumed capacity', null, undefined, undefined, 'DynamoDB Local returned no ConsumedCapacity'));
  out.push(...uploadPath);
  return { section: SECTION, rows: out, details: results };
};

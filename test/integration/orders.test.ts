import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MISS_WINDOW_MS } from '../../functions/core/domain/events/guarded-lookup.js';
import { clockInFreshWindow } from '../support/fresh-window.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { messages } from '../../shared/messages.js';
import { quote, type ProductSelection } from '../../shared/pricing/index.js';
import type { CreateOrderRequest, CreateOrderResponse, OrderResponse, StatusHistoryResponse } from '../../shared/schemas/orders.js';
import { flows, loadHandler, ok, type Handler } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { readInbox } from '../support/inbox.js';
import { useEmulators } from '../support/use-emulators.js';
// Type only (erased): the module itself is imported after useEmulators() set the environment.
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';

const env = useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';

type Transition = typeof TransitionModule;
let h: Record<'create' | 'get' | 'history' | 'update', Handler>;
let job: () => Promise<{ cancelled: string[] }>;
let setClockOffset: (ms: number) => void;
let signGeoToken: (country: string) => Promise<string>;
let tx: Transition;
let readTotals: () => Promise<Record<string, number>>;
let storedHistory: (orderId: string) => Promise<{ to: string; metadata?: Record<string, unknown> }[]>;

beforeAll(async () => {
  const [create, get, history, update] = await Promise.all(['http/orders/create.js', 'http/orders/get.js', 'http/orders/status-history.js', 'http/orders/update.js'].map(loadHandler));
  h = { create: create as Handler, get: get as Handler, history: history as Handler, update: update as Handler };
  job = ((await import('../../functions/jobs/cancel-unpaid-orders.js')) as { handler: () => Promise<{ cancelled: string[] }> }).handler;
  setClockOffset = (await import('../../functions/core/clock.js')).setClockOffset;
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  const [{ ddb, tableName }, { orderKeys, queryHistory }] = await Promise.all([import('../../functions/core/data/table.js'), import('../../functions/core/data/order-item.js')]);
  storedHistory = queryHistory;
  readTotals = async () => ((await ddb.send(new GetCommand({ TableName: tableName(), Key: orderKeys.totals, ConsistentRead: true }))).Item ?? {}) as Record<string, number>;
});

afterEach(() => setClockOffset(0));

const PACKAGE: ProductSelection = { kind: 'event_package', eventType: 'digital', eventSize: 'medium', addOns: ['branded_frames'] };

/** The spec's pre_event body, with the figures the server will compute for `country`. */
const preEventBody = async (country: string, patch: Partial<CreateOrderRequest> = {}): Promise<CreateOrderRequest> => {
  const q = quote(PACKAGE, country);
  return {
    orderType: 'pre_event',
    eventTitle: 'Ana & Ion',
    eventDate: '2027-06-12',
    productType: 'raw_archive',
    productDetails: { eventType: 'digital', eventSize: 'medium', selectedAddOns: ['branded_frames'] },
    customerInfo: { name: 'Andreea Popescu', email: 'jane.doe@example.com' },
    subtotalAmount: q.subtotal,
    shippingCost: q.shipping,
    totalAmount: q.total,
    currency: q.currency,
    countryCode: country,
    metadata: { eventName: 'Ana & Ion', eventDate: '2027-06-12', organizerName: 'Andreea' },
    geoToken: await signGeoToken(country),
    ...patch,
  };
};

const create = async (country = 'RO', patch: Partial<CreateOrderRequest> = {}) =>
  h.create(apiEvent({ method: 'POST', path: '/api/orders', body: await preEventBody(country, patch) }));
const created = async (country = 'RO', patch: Partial<CreateOrderRequest> = {}) => ok<CreateOrderResponse>(await create(country, patch), 201);
const token = (t?: string): Record<string, string> => (t ? { 'x-order-token': t } : {});
const getOrder = (idOrNumber: string, t?: string) => h.get(apiEvent({ pathParameters: { idOrNumber }, headers: token(t) }));
const history = async (id: string) => ok<StatusHistoryResponse>(await h.history(apiEvent({ pathParameters: { id } })));
const cancel = (orderId: string, t?: string, metadata?: Record<string, string>) =>
  h.update(apiEvent({ method: 'PUT', query: { action: 'update' }, headers: token(t), body: { orderId, status: 'cancelled', ...(metadata ? { metadata } : {}) } }));

describe('create', () => {
  it('prices a pre_event order in RON for a Romanian geo token and answers the spec response with the token once', async () => {
    const q = quote(PACKAGE, 'RO');
    const res = await created('RO');
    expect(res.success).toBe(true);
    expect(res.order).toMatchObject({ orderType: 'pre_event', productType: 'raw_archive', eventTitle: 'Ana & Ion', currency: 'RON', totalAmount: q.total, subtotalAmount: q.subtotal, shippingCost: 0, status: 'pending', countryCode: 'RO' });
    expect(res.order.orderNumber).toMatch(/^CND-\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(res.accessToken).toMatch(/^[\w-]{43}$/);
  });

  it('e-mails the order-received message with the order link carrying the access token', async () => {
    const email = `buyer-${crypto.randomUUID()}@example.com`;
    const res = await created('RO', { customerInfo: { name: 'Ana', email } });
    const inbox = await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', email);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.subject).toBe(`We received your order ${res.order.orderNumber}`);
    expect(inbox[0]?.body.text).toContain(`/order/${res.order.orderNumber}?k=${res.accessToken}`);
  });

  it("prices in the geo token's country (DE → EUR, the DE figures)", async () => {
    const q = quote(PACKAGE, 'DE');
    const res = await created('DE');
    expect(res.order).toMatchObject({ currency: 'EUR', totalAmount: q.total, countryCode: 'DE' });
    expect(q.total).not.toBe(quote(PACKAGE, 'RO').total);
  });

  it('refuses a client total, currency or country that disagrees with the server (400, nothing stored)', async () => {
    const ro = quote(PACKAGE, 'RO');
    for (const patch of [{ totalAmount: ro.total - 100 }, { subtotalAmount: 1 }, { currency: 'EUR' as const }, { countryCode: 'BG' }]) {
      const res = await create('RO', patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(parseBody(res)).toEqual({ error: { code: 'ORDER_PRICE_CHANGED', message: messages.ORDER_PRICE_CHANGED } });
    }
    // A German token with the Romanian figures: the client cannot pick the cheaper country.
    const res = await h.create(apiEvent({ method: 'POST', body: { ...(await preEventBody('RO')), geoToken: await signGeoToken('DE') } }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses an event date in the past (spec section 5) and accepts today', async () => {
    const res = await create('RO', { eventDate: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toEqual({ error: { code: 'ORDER_EVENT_DATE_PAST', message: messages.ORDER_EVENT_DATE_PAST } });
    expect((await create('RO', { eventDate: new Date().toISOString().slice(0, 10) })).statusCode).toBe(201);
  });

  it('refuses a missing or forged geo token (401)', async () => {
    for (const geoToken of ['', 'eyJhbGciOiJIUzI1NiJ9.eyJjb3VudHJ5IjoiUk8ifQ.forged']) {
      const res = await create('RO', { geoToken });
      expect([400, 401], geoToken).toContain(res.statusCode);
    }
  });

  it('creates a post_event raw archive for an existing event code, and 404 for an unknown one', async () => {
    const f = await flows();
    const { event } = await f.createEvent({ title: 'Nunta' });
    const q = quote({ kind: 'raw_archive' }, 'RO');
    const body = { orderType: 'post_event', productType: 'raw_archive', eventCode: event.code, customerInfo: { name: 'Ana', email: 'ana@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
    const organizer = await organizerBearer(event.code);
    const res = ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', body, headers: organizer })), 201);
    expect(res.order).toMatchObject({ orderType: 'post_event', eventTitle: 'Nunta', totalAmount: q.total });
    // Another code than the credential's is refused before any lookup (purchase-rights.test.ts has the rest);
    // a creator credential of a code no event has is answered 404.
    expect((await h.create(apiEvent({ method: 'POST', body: { ...body, eventCode: 'ZZZZZ9' }, headers: organizer }))).statusCode).toBe(403);
    const { signToken } = await import('../../functions/core/auth/tokens.js');
    const gone = await signToken({ role: 'creator', evt: 'ZZZZZ9', sub: 'no-such-event' }, 60);
    expect((await h.create(apiEvent({ method: 'POST', body: { ...body, eventCode: 'ZZZZZ9' }, headers: { authorization: `Bearer ${gone}` } }))).statusCode).toBe(404);
  });

  it('stores the photos chosen for prints (this event\'s only, at most the bundle\'s count)', async () => {
    const f = await flows();
    const { event } = await f.createEvent({ title: 'Nunta' });
    const other = await f.createEvent({ title: 'Alta' });
    const { seedPhotos } = await import('../support/seed-photos.js');
    const creator = { id: 'creator', name: 'Ana' };
    const ids = await seedPhotos(event.code, creator, 11);
    const foreign = await seedPhotos(other.event.code, creator, 1);
    const q = quote({ kind: 'prints_bundle', photos: 10, printSize: '13x18' }, 'DE');
    const body = {
      orderType: 'post_event', productType: 'prints_bundle', bundleType: 10, printSize: '13x18', eventCode: event.code,
      customerInfo: { name: 'Ana', email: 'ana@example.com', address: { street: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', country: 'DE' } },
      totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('DE'),
    };
    const organizer = await organizerBearer(event.code);
    const res = ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', body: { ...body, photoIds: ids.slice(0, 10) }, headers: organizer })), 201);
    const { ddb, tableName } = await import('../../functions/core/data/table.js');
    const { orderKeys } = await import('../../functions/core/data/order-item.js');
    const stored = (await ddb.send(new GetCommand({ TableName: tableName(), Key: orderKeys.order(res.order.id) }))).Item;
    expect(stored?.photoIds).toEqual(ids.slice(0, 10));
    expect(res.order).toMatchObject({ currency: 'EUR', totalAmount: q.total, shippingCost: q.shipping });
    // 11 photos for a bundle of 10, a photo twice, another event's photo: refused.
    expect((await h.create(apiEvent({ method: 'POST', body: { ...body, photoIds: ids }, headers: organizer }))).statusCode).toBe(400);
    expect((await h.create(apiEvent({ method: 'POST', body: { ...body, photoIds: [ids[0], ids[0]] }, headers: organizer }))).statusCode).toBe(400);
    const foreignRes = await h.create(apiEvent({ method: 'POST', body: { ...body, photoIds: [ids[0], ...foreign] }, headers: organizer }));
    expect(parseBody(foreignRes)).toMatchObject({ error: { code: 'ORDER_SELECTION_INVALID' } });
    // Not for the raw archive.
    const raw = quote({ kind: 'raw_archive' }, 'DE');
    const rawBody = { ...body, productType: 'raw_archive', totalAmount: raw.total, photoIds: [ids[0]] };
    expect((await h.create(apiEvent({ method: 'POST', body: rawBody, headers: organizer }))).statusCode).toBe(400);
  });

  it('requires a shipping address for prints', async () => {
    const q = quote({ kind: 'prints_bundle', photos: 25, printSize: '10x15' }, 'RO');
    const body = { orderType: 'post_event', productType: 'prints_bundle', bundleType: 25, printSize: '10x15', eventCode: 'ABCDEF', customerInfo: { name: 'Ana', email: 'ana@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
    const res = await h.create(apiEvent({ method: 'POST', body }));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: messages.SHIPPING_ADDRESS_REQUIRED } });
  });
});

describe('get', () => {
  it('answers 404 "Order not found" for an unknown number or id', async () => {
    for (const key of ['CND-261124-ZZZZZZZZ', '01JZZZZZZZZZZZZZZZZZZZZZZZ', 'nonsense']) {
      const res = await getOrder(key);
      expect(res.statusCode, key).toBe(404);
      expect(parseBody(res)).toEqual({ error: { code: 'ORDER_NOT_FOUND', message: 'Order not found' } });
    }
  });

  it('shows the public view without the token (masked, no cancel) and the full view with it', async () => {
    const { order, accessToken } = await created();
    const pub = ok<OrderResponse>(await getOrder(order.orderNumber)).order;
    expect(pub).toMatchObject({ access: 'public', orderNumber: order.orderNumber, status: 'pending', totalAmount: order.totalAmount, eventTitle: 'Ana & Ion', estimatedCompletion: 'Immediate' });
    expect(pub.customerInfo).toEqual({ name: 'A***u', email: 'j***@example.com' });
    expect(pub.actions).toEqual(['retry_payment']);
    const wrong = ok<OrderResponse>(await getOrder(order.orderNumber, 'x'.repeat(43))).order;
    expect(wrong.access).toBe('public');
    const full = ok<OrderResponse>(await getOrder(order.id, accessToken)).order;
    expect(full).toMatchObject({ access: 'full', customerInfo: { name: 'Andreea Popescu', email: 'jane.doe@example.com' } });
    expect(full.actions).toEqual(['retry_payment', 'cancel_order']);
    // A lower-case number finds it too.
    expect((await getOrder(order.orderNumber.toLowerCase())).statusCode).toBe(200);
  });
});

describe('unknown numbers are rate-limited like unknown event codes', () => {
  it('refuses lookups (429) from a device after 15 misses in the window, found numbers included', async () => {
    clockInFreshWindow(MISS_WINDOW_MS, setClockOffset);
    const { order } = await created();
    const device = { 'x-candid-device': crypto.randomUUID() };
    const miss = (n: number) => h.get(apiEvent({ pathParameters: { idOrNumber: `CND-200101-${String(n).padStart(8, '0')}` }, headers: device }));
    for (let i = 0; i < 14; i++) expect((await miss(i)).statusCode).toBe(404);
    expect((await miss(14)).statusCode).toBe(429);
    expect((await h.get(apiEvent({ pathParameters: { idOrNumber: order.orderNumber }, headers: device }))).statusCode).toBe(429);
  });
});

describe('customer cancel', () => {
  it('refuses without the token or with a wrong one (403, nothing changes)', async () => {
    const { order } = await created();
    for (const t of [undefined, 'not-the-token']) {
      const res = await cancel(order.id, t);
      expect(res.statusCode).toBe(403);
      expect(parseBody(res)).toEqual({ error: { code: 'ORDER_TOKEN_REQUIRED', message: messages.ORDER_TOKEN_REQUIRED } });
    }
    expect(ok<OrderResponse>(await getOrder(order.id)).order.status).toBe('pending');
  });

  it('cancels a pending order with the token, keeps the metadata on the history entry, and the history says so', async () => {
    const { order, accessToken } = await created();
    const res = ok<OrderResponse>(await cancel(order.id, accessToken, { status_change_reason: 'changed my mind', status_changed_at: '2026-11-24T10:00:00.000Z' }));
    expect(res.order).toMatchObject({ status: 'cancelled', estimatedCompletion: 'N/A', actions: ['reorder'] });
    const { history: entries, summary } = await history(order.id);
    expect(entries.map((e) => [e.from, e.to, e.reason, e.actor])).toEqual([
      ['pending', 'cancelled', 'Cancelled by customer', 'customer'],
      [null, 'pending', 'Order created', 'customer'],
    ]);
    const stored = await storedHistory(order.id);
    expect(stored[0]?.metadata).toEqual({ status_change_reason: 'changed my mind', status_changed_at: '2026-11-24T10:00:00.000Z' });
    expect(summary).toEqual({ totalEvents: 2, firstEvent: entries[1]?.at, lastEvent: entries[0]?.at, currentStatusSince: entries[0]?.at });
    // By number (the order and its history read in one Query of its item collection): the same answer.
    expect(await history(order.orderNumber.toLowerCase())).toEqual({ history: entries, summary });
  });

  it('the history of an unknown order number is 404 like an unknown id', async () => {
    for (const id of ['CND-261124-ZZZZZZZZ', '01JZZZZZZZZZZZZZZZZZZZZZZZ']) expect((await h.history(apiEvent({ pathParameters: { id } }))).statusCode).toBe(404);
  });

  it('10 concurrent cancels: one transition, one history entry, every answer cancelled', async () => {
    const { order, accessToken } = await created();
    const results = await Promise.all(Array.from({ length: 10 }, () => cancel(order.id, accessToken)));
    for (const r of results) expect(ok<OrderResponse>(r).order.status).toBe('cancelled');
    const { history: entries } = await history(order.id);
    expect(entries.filter((e) => e.to === 'cancelled')).toHaveLength(1);
  });

  it('answers 400 for another action and 403 for a status a customer may not set', async () => {
    const { order, accessToken } = await created();
    const other = await h.update(apiEvent({ method: 'PUT', query: { action: 'delete' }, headers: token(accessToken), body: { orderId: order.id, status: 'cancelled' } }));
    expect(other.statusCode).toBe(400);
    const complete = await h.update(apiEvent({ method: 'PUT', query: { action: 'update' }, headers: token(accessToken), body: { orderId: order.id, status: 'completed' } }));
    expect(complete.statusCode).toBe(403);
  });

  it('refuses (409) to cancel a paid order until refunds exist, and changes nothing', async () => {
    const { order, accessToken } = await created();
    await tx.transitionOrder({ orderId: order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
    const res = await cancel(order.id, accessToken);
    expect(res.statusCode).toBe(409);
    expect(ok<OrderResponse>(await getOrder(order.id)).order.status).toBe('processing');
  });
});

describe('transitionOrder', () => {
  it('applies a Stripe event once: a redelivery changes nothing and writes nothing', async () => {
    const { order } = await created();
    const before = await readTotals();
    const evt = `evt_${order.id}`;
    const runs = await Promise.all(Array.from({ length: 5 }, () => tx.transitionOrder({ orderId: order.id, to: 'processing', reason: 'Payment received', actor: 'stripe', stripeEventId: evt, set: { paymentIntentId: 'pi_1', paidAt: new Date().toISOString() } })));
    expect(runs.filter((r) => r.changed)).toHaveLength(1);
    for (const r of runs) expect(r.order.status).toBe('processing');
    const { history: entries } = await history(order.id);
    expect(entries.filter((e) => e.to === 'processing')).toHaveLength(1);
    const after = await readTotals();
    expect((after.revenueRon ?? 0) - (before.revenueRon ?? 0)).toBe(quote(PACKAGE, 'RO').ronTotal);
    // The same event again, long after the order moved on: still nothing, and no conflict.
    await tx.transitionOrder({ orderId: order.id, to: 'completed', reason: 'Event created', actor: 'system' });
    expect((await tx.transitionOrder({ orderId: order.id, to: 'processing', reason: 'Payment received', actor: 'stripe', stripeEventId: evt })).changed).toBe(false);
  });

  it('refuses a transition the state machine does not allow with ORDER_STATUS_CONFLICT', async () => {
    const { order } = await created();
    await expect(tx.transitionOrder({ orderId: order.id, to: 'completed', reason: 'x', actor: 'admin:staff1' })).rejects.toMatchObject({ code: 'ORDER_STATUS_CONFLICT', status: 409 });
  });

  it('records facts without a status change, deduped by Stripe event', async () => {
    const { order } = await created();
    const first = await tx.recordOrderEventFacts({ orderId: order.id, set: { checkout: { sessionId: 'cs_1', attempt: 1 } }, stripeEventId: `evt_f_${order.id}` });
    expect(first).toEqual({ changed: true });
    const again = await tx.recordOrderEventFacts({ orderId: order.id, set: { checkout: { sessionId: 'cs_2', attempt: 2 } }, stripeEventId: `evt_f_${order.id}` });
    expect(again).toEqual({ changed: false });
    expect((await (await import('../../functions/core/data/order-item.js')).getOrderItem(order.id))?.checkout).toMatchObject({ sessionId: 'cs_1', attempt: 1 });
    // Without an event: the order as written, from the write itself; an unknown order is ORDER_NOT_FOUND.
    expect(await tx.recordOrderFacts({ orderId: order.id, set: { notes: 'by phone' } })).toMatchObject({ status: 'pending', notes: 'by phone', checkout: { sessionId: 'cs_1' } });
    await expect(tx.recordOrderFacts({ orderId: 'NOPE', set: { notes: 'x' } })).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});

describe('a payment landing while an unpaid order is being cancelled', () => {
  /**
   * Runs `pay` once, right after the first table command that `when` picks has been answered: the order was
   * read pending, then paid before the cancel's own write (the interleaving a real race produces).
   */
  const payAfterFirst = async (when: (command: object) => boolean, pay: () => Promise<unknown>): Promise<() => void> => {
    const { ddb } = await import('../../functions/core/data/table.js');
    const send = ddb.send.bind(ddb) as (command: object) => Promise<unknown>;
    let fired = false;
    (ddb as unknown as { send: (command: object) => Promise<unknown> }).send = async (command) => {
      const out = await send(command);
      if (!fired && when(command)) {
        fired = true;
        await pay();
      }
      return out;
    };
    return () => void delete (ddb as unknown as { send?: unknown }).send;
  };
  const payOrder = (orderId: string) => () => tx.transitionOrder({ orderId, to: 'processing', reason: 'Payment received', actor: 'stripe', set: { paymentIntentId: `pi_${orderId}` } });

  it("the customer's cancel is refused (409) and the paid order stays processing", async () => {
    const { order, accessToken } = await created();
    const { BatchGetCommand } = await import('@aws-sdk/lib-dynamodb');
    const restore = await payAfterFirst((c) => c instanceof BatchGetCommand, payOrder(order.id));
    try {
      const res = await cancel(order.id, accessToken);
      expect(res.statusCode).toBe(409);
    } finally {
      restore();
    }
    expect(ok<OrderResponse>(await getOrder(order.id)).order.status).toBe('processing');
    expect((await history(order.id)).history.map((e) => e.to)).toEqual(['processing', 'pending']);
  });

  it('the unpaid-order job leaves an order paid after it listed the pending ones', async () => {
    const { order } = await created();
    setClockOffset(24 * 3_600_000 + 60_000);
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const restore = await payAfterFirst((c) => c instanceof QueryCommand && c.input.IndexName === 'GSI1', payOrder(order.id));
    try {
      expect((await job()).cancelled).not.toContain(order.id);
    } finally {
      restore();
    }
    expect(ok<OrderResponse>(await getOrder(order.id)).order.status).toBe('processing');
  });
});

describe('unpaid-order job', () => {
  it('cancels orders still pending after 24 hours (system, spec reason), leaves newer and paid ones, and is idempotent', async () => {
    const old = await created();
    const paid = await created();
    await tx.transitionOrder({ orderId: paid.order.id, to: 'processing', reason: 'Payment received', actor: 'stripe' });
    setClockOffset(24 * 3_600_000 - 60_000);
    expect((await job()).cancelled).not.toContain(old.order.id);
    setClockOffset(24 * 3_600_000 + 60_000);
    const fresh = await created();
    const first = await job();
    expect(first.cancelled).toContain(old.order.id);
    expect(first.cancelled).not.toContain(paid.order.id);
    expect(first.cancelled).not.toContain(fresh.order.id);
    expect((await job()).cancelled).not.toContain(old.order.id);
    const { history: entries } = await history(old.order.id);
    expect(entries[0]).toMatchObject({ from: 'pending', to: 'cancelled', reason: 'Payment not received within 24 hours', actor: 'system' });
    expect(entries.filter((e) => e.to === 'cancelled')).toHaveLength(1);
    expect(ok<OrderResponse>(await getOrder(fresh.order.id)).order.status).toBe('pending');
  });
});

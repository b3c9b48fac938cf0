import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import { DAY_MS } from '../../shared/constants.js';
import type { AddOnId, EventSize, EventType } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderResponse, StatusHistoryResponse } from '../../shared/schemas/orders.js';
import { bearer, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';
// Type only (erased): the module itself is imported after useEmulators() set the environment.
import type * as TransitionModule from '../../functions/core/domain/orders/transition-order.js';
import { packageOrderBody } from '../support/package-order.js';

useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let f: Flows;
let h: Record<'createOrder' | 'link' | 'history' | 'getEvent' | 'join', Handler>;
let tx: typeof TransitionModule;
let signGeoToken: (country: string) => Promise<string>;
let storedEvent: (code: string) => Promise<Record<string, unknown>>;
let orderStatus: (id: string) => Promise<string | undefined>;

beforeAll(async () => {
  f = await flows();
  const [createOrder, link, history, getEvent, join] = await Promise.all(
    ['http/orders/create.js', 'http/orders/link.js', 'http/orders/status-history.js', 'http/events/get.js', 'http/events/join.js'].map(loadHandler),
  );
  h = { createOrder: createOrder!, link: link!, history: history!, getEvent: getEvent!, join: join! };
  tx = await import('../../functions/core/domain/orders/transition-order.js');
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  const [{ ddb, tableName, keys }, { getOrderItem }] = await Promise.all([import('../../functions/core/data/table.js'), import('../../functions/core/data/order-item.js')]);
  orderStatus = async (id) => (await getOrderItem(id))?.status;
  storedEvent = async (code) => (await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.event(code), ConsistentRead: true }))).Item ?? {};
});

interface Pkg {
  eventType: EventType;
  eventSize: EventSize;
  customAttendees?: number;
  addOns: AddOnId[];
}
const PERSONAL_LARGE: Pkg = { eventType: 'personal', eventSize: 'large', addOns: ['gallery_extension_7', 'print_bundle_25'] };

/** A pre-event order of the spec's body, priced as the server will (RO). */
const order = async (pkg: Pkg = PERSONAL_LARGE, email = 'Jane.Doe@Example.com'): Promise<CreateOrderResponse> => {
  const body = packageOrderBody(pkg, { email, geoToken: await signGeoToken('RO') });
  return ok<CreateOrderResponse>(await h.createOrder(apiEvent({ method: 'POST', path: '/api/orders', body })), 201);
};
/** Paid, as the webhook records it (pending → processing by Stripe). */
const pay = (orderId: string) => tx.transitionOrder({ orderId, to: 'processing', reason: 'Payment received', actor: 'stripe' });
const paidOrder = async (pkg?: Pkg) => {
  const o = await order(pkg);
  await pay(o.order.id);
  return o;
};

const link = (
  o: CreateOrderResponse,
  ev: CreateEventResponse,
  opts: { creatorToken?: string | null; orderToken?: string | null; email?: string; eventId?: string; maxParticipants?: number } = {},
) => {
  const creatorToken = opts.creatorToken === undefined ? ev.creatorToken : opts.creatorToken;
  const orderToken = opts.orderToken === undefined ? o.accessToken : opts.orderToken;
  return h.link(
    apiEvent({
      method: 'POST',
      path: '/api/link-order',
      headers: { ...bearer(creatorToken ?? undefined), ...(orderToken ? { 'x-order-token': orderToken } : {}) },
      body: {
        orderId: o.order.id,
        eventId: opts.eventId ?? ev.event.id,
        customerEmail: opts.email ?? 'jane.doe@example.com',
        ...(opts.maxParticipants !== undefined ? { maxParticipants: opts.maxParticipants } : {}),
      },
    }),
  );
};
const errorCode = (res: { statusCode?: number; body?: string }) => (parseBody(res) as { error: { code: string } }).error.code;
const historyOf = async (id: string, orderToken?: string) =>
  ok<StatusHistoryResponse>(await h.history(apiEvent({ pathParameters: { id }, headers: orderToken ? { 'x-order-token': orderToken } : {} })));

describe('POST /api/link-order', () => {
  it('links with both credentials: the event gets package, add-ons, order, created_by, +7 days of gallery and the 1000-guest ceiling; the order completes with its history', async () => {
    const o = await paidOrder();
    const ev = await f.createEvent({ maxParticipants: 500 });
    const res = await link(o, ev, { email: '  JANE.doe@example.COM ', maxParticipants: 800 });
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toEqual({ success: true, data: { orderId: o.order.id, eventId: ev.event.id } });

    const stored = await storedEvent(ev.event.code);
    expect(stored).toMatchObject({
      package: { eventType: 'personal', eventSize: 'large' },
      addOns: ['gallery_extension_7', 'print_bundle_25'],
      orderId: o.order.id,
      createdBy: 'jane.doe@example.com',
      galleryExtensionDays: 7,
      maxParticipants: 800,
      organizerName: 'Ana',
    });
    expect(Date.parse(String(stored.galleryExpiresAt)) - Date.parse(ev.event.createdAt)).toBe(12 * DAY_MS);
    const view = ok<{ galleryExpiresAt: string; maxParticipants: number; package: unknown; photosKeptUntil?: string | null }>(
      await h.getEvent(apiEvent({ pathParameters: { code: ev.event.code } })),
    );
    // The extension keeps the photos (the retention job skips the event): no deletion date on the expired screen.
    expect(view).toMatchObject({ galleryExpiresAt: stored.galleryExpiresAt, maxParticipants: 800, package: { eventType: 'personal', eventSize: 'large' }, photosKeptUntil: null });

    expect(await orderStatus(o.order.id)).toBe('completed');
    const hist = await historyOf(o.order.id, o.accessToken);
    expect(hist.history[0]).toMatchObject({ from: 'processing', to: 'completed', reason: `Linked to event ${ev.event.code}`, actor: 'customer' });
    // The order number alone does not give the event's join code away.
    for (const idOrNumber of [o.order.id, o.order.orderNumber]) {
      const open = await historyOf(idOrNumber);
      expect(open.history[0]).toMatchObject({ from: 'processing', to: 'completed', reason: 'Linked to event', actor: 'customer' });
      expect(JSON.stringify(open)).not.toContain(ev.event.code);
      expect(JSON.stringify(await historyOf(idOrNumber, 'not-the-token'))).not.toContain(ev.event.code);
    }
  });

  it('a +30 extension moves the gallery expiry to 35 days; a custom package allows its attendee count and no more', async () => {
    const o = await paidOrder({ eventType: 'digital', eventSize: 'custom', customAttendees: 2500, addOns: ['gallery_extension_30'] });
    const ev = await f.createEvent();
    const tooMany = await link(o, ev, { maxParticipants: 2600 });
    expect(tooMany.statusCode).toBe(400);
    expect(errorCode(tooMany)).toBe('MAX_GUESTS_ABOVE_PACKAGE');
    expect(ok(await link(o, ev, { maxParticipants: 2500 }))).toMatchObject({ success: true });
    const stored = await storedEvent(ev.event.code);
    expect(stored).toMatchObject({ maxParticipants: 2500, package: { eventSize: 'custom', customAttendees: 2500 }, galleryExtensionDays: 30 });
    expect(Date.parse(String(stored.galleryExpiresAt)) - Date.parse(ev.event.createdAt)).toBe(35 * DAY_MS);
  });

  it('a package without an extension keeps the free gallery and its photo deletion date', async () => {
    const o = await paidOrder({ eventType: 'personal', eventSize: 'medium', addOns: ['print_bundle_25'] });
    const ev = await f.createEvent();
    expect((await link(o, ev)).statusCode).toBe(200);
    const view = ok<{ galleryExpiresAt: string; photosKeptUntil?: string | null }>(await h.getEvent(apiEvent({ pathParameters: { code: ev.event.code } })));
    expect(view.galleryExpiresAt).toBe(ev.event.galleryExpiresAt);
    expect(typeof view.photosKeptUntil).toBe('string');
  });

  it('a medium package keeps the 500 ceiling', async () => {
    const o = await paidOrder({ eventType: 'personal', eventSize: 'medium', addOns: [] });
    const ev = await f.createEvent();
    const res = await link(o, ev, { maxParticipants: 501 });
    expect(res.statusCode).toBe(400);
    expect((await storedEvent(ev.event.code)).orderId).toBeUndefined();
  });

  it('refuses a wrong e-mail, a missing or wrong order token, and someone else’s event with 403; no bearer with 401', async () => {
    const o = await paidOrder();
    const ev = await f.createEvent();
    const other = await f.createEvent();
    const wrongEmail = await link(o, ev, { email: 'someone@example.com' });
    expect([wrongEmail.statusCode, errorCode(wrongEmail)]).toEqual([403, 'ORDER_EMAIL_MISMATCH']);
    const noOrderToken = await link(o, ev, { orderToken: null });
    expect([noOrderToken.statusCode, errorCode(noOrderToken)]).toEqual([403, 'ORDER_TOKEN_REQUIRED']);
    const wrongOrderToken = await link(o, ev, { orderToken: 'x'.repeat(43) });
    expect([wrongOrderToken.statusCode, errorCode(wrongOrderToken)]).toEqual([403, 'ORDER_TOKEN_REQUIRED']);
    // The other event's creator naming this event, and this event's creator naming the other event.
    expect((await link(o, ev, { creatorToken: other.creatorToken })).statusCode).toBe(403);
    expect((await link(o, ev, { eventId: other.event.id })).statusCode).toBe(403);
    // A guest's token of the event is no creator credential.
    const guest = ok<{ token: string }>(await h.join(apiEvent({ method: 'POST', pathParameters: { code: ev.event.code }, body: { name: 'Guest' } })));
    expect((await link(o, ev, { creatorToken: guest.token })).statusCode).toBe(403);
    expect((await link(o, ev, { creatorToken: null })).statusCode).toBe(401);

    expect((await storedEvent(ev.event.code)).orderId).toBeUndefined();
    expect(await orderStatus(o.order.id)).toBe('processing');
  });

  it('refuses an unpaid order with 409 ORDER_NOT_PAID, and it stays linkable once paid', async () => {
    const o = await order();
    const ev = await f.createEvent();
    const unpaid = await link(o, ev);
    expect([unpaid.statusCode, errorCode(unpaid)]).toEqual([409, 'ORDER_NOT_PAID']);
    expect((await storedEvent(ev.event.code)).orderId).toBeUndefined();
    await pay(o.order.id);
    expect((await link(o, ev)).statusCode).toBe(200);
  });

  it('twice for the same event is an idempotent success (one history entry); a second event is 409', async () => {
    const o = await paidOrder();
    const ev = await f.createEvent();
    expect((await link(o, ev)).statusCode).toBe(200);
    const again = await link(o, ev);
    expect(again.statusCode).toBe(200);
    expect(parseBody(again)).toEqual({ success: true, data: { orderId: o.order.id, eventId: ev.event.id } });
    const hist = await historyOf(o.order.id);
    expect(hist.history.filter((e) => e.reason.startsWith('Linked to event'))).toHaveLength(1);

    const second = await f.createEvent();
    const res = await link(o, second);
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'ORDER_ALREADY_LINKED']);
    expect((await storedEvent(second.event.code)).orderId).toBeUndefined();
  });

  it('two events racing for one order: exactly one is linked, the other gets 409 and keeps no package', async () => {
    const o = await paidOrder();
    const [a, b] = await Promise.all([f.createEvent(), f.createEvent()]);
    const results = await Promise.all([link(o, a), link(o, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const packages = await Promise.all([storedEvent(a.event.code), storedEvent(b.event.code)]);
    expect(packages.filter((e) => e.orderId === o.order.id)).toHaveLength(1);
  });

  it('an event that already has another order is 409 EVENT_ALREADY_LINKED, and the second order stays paid', async () => {
    const [first, secondOrder] = await Promise.all([paidOrder(), paidOrder()]);
    const ev = await f.createEvent();
    expect((await link(first, ev)).statusCode).toBe(200);
    const res = await link(secondOrder, ev);
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'EVENT_ALREADY_LINKED']);
    expect(await orderStatus(secondOrder.order.id)).toBe('processing');
  });
});

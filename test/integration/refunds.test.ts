import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import type { Gateway } from '../../infra/local/gateway.js';
import type { StripeEmulator } from '../../infra/local/stripe-emulator/index.js';
import { MAX_PARTICIPANTS_MAX } from '../../shared/event-settings.js';
import { commerceMessages } from '../../shared/commerce-messages.js';
import { quote, type AddOnId, type EventSize } from '../../shared/pricing/index.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { CreateOrderResponse, OrderResponse, StatusHistoryResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';
import type { StaffOrderDetails } from '../../shared/schemas/staff-orders.js';
import { staffMessages } from '../../shared/staff-messages.js';
import { startFunctionsGateway } from '../support/functions-gateway.js';
import { bearer, call, flows, loadHandler, ok, type Flows, type Handler, type Res } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { readInbox } from '../support/inbox.js';
import { staffAccountToken } from '../support/staff-accounts.js';
import { useStripeEmulator } from '../support/stripe.js';
import { useEmulators } from '../support/use-emulators.js';
import { packageOrderBody } from '../support/package-order.js';

/**
 * Issue 27.4, end to end on the local pieces: the refund promise ("100% refund if cancelled before the event
 * starts") from the buyer's order page, the admin's refund with a reason, and what a refunded package stops
 * giving its event. Stripe is this file's own emulator (real SDK calls, signed webhooks through the local
 * gateway to the real webhook handler); e-mails are read back from local SES.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';
// The refund outbox's test moves the functions' clock (with the emulator's: webhook signatures stay in tolerance).
process.env.CANDID_TEST_CLOCK = '1';

let stripeEmu: StripeEmulator;
let gateway: Gateway;
let f: Flows;
let h: Record<'create' | 'get' | 'history' | 'update' | 'checkout' | 'link' | 'start' | 'join' | 'refund' | 'details' | 'stats' | 'event', Handler>;
let signGeoToken: (country: string) => Promise<string>;
let storedEvent: (code: string) => Promise<Record<string, unknown>>;
let setParticipantCount: (code: string, count: number) => Promise<void>;
let tokens: { admin: string; support: string };

const ADMIN = 'refunds-admin@candid.test';
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  stripeEmu = await useStripeEmulator();
  gateway = await startFunctionsGateway();
  stripeEmu.setWebhookUrl(`${gateway.url}/api/payments/webhook`);
  f = await flows();
  const paths = ['orders/create', 'orders/get', 'orders/status-history', 'orders/update', 'orders/checkout', 'orders/link', 'events/start', 'events/join', 'staff-orders/refund', 'staff-orders/details', 'staff/stats', 'events/get'];
  const loaded = await Promise.all(paths.map((p) => loadHandler(`http/${p}.js`)));
  h = Object.fromEntries(['create', 'get', 'history', 'update', 'checkout', 'link', 'start', 'join', 'refund', 'details', 'stats', 'event'].map((k, i) => [k, loaded[i]])) as typeof h;
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
  const { ddb, tableName, keys } = await import('../../functions/core/data/table.js');
  storedEvent = async (code) => (await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.event(code), ConsistentRead: true }))).Item ?? {};
  setParticipantCount = async (code, count) => {
    await ddb.send(new UpdateCommand({ TableName: tableName(), Key: keys.event(code), UpdateExpression: 'SET participantCount = :n', ExpressionAttributeValues: { ':n': count } }));
  };
  tokens = { admin: await staffAccountToken(ADMIN, 'admin', 'Refunds Admin'), support: await staffAccountToken('refunds-support@candid.test', 'support') };
});
afterAll(async () => {
  await stripeEmu?.stop();
  await gateway?.stop();
});

let seq = 0;
interface Paid {
  id: string;
  number: string;
  token: string;
  email: string;
}

/** A pre-event package order, paid through the emulator's hosted page (its webhook makes it processing). */
const paidPackage = async (eventSize: EventSize = 'large', addOns: AddOnId[] = ['gallery_extension_7']): Promise<Paid> => {
  const email = `refund-buyer-${Date.now()}-${++seq}@example.com`;
  const body = packageOrderBody({ eventType: 'personal', eventSize, addOns }, { email, geoToken: await signGeoToken('RO') });
  const created = ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', path: '/api/orders', body })), 201);
  const o = { id: created.order.id, number: created.order.orderNumber, token: created.accessToken, email };
  const session = ok<CheckoutResponse>(await h.checkout(apiEvent({ method: 'POST', pathParameters: { id: o.id }, headers: { 'x-order-token': o.token } })));
  stripeEmu.act(session.sessionId, 'pay');
  await stripeEmu.idle();
  expect((await orderOf(o)).status).toBe('processing');
  return o;
};

const orderOf = async (o: Paid) => ok<OrderResponse>(await h.get(apiEvent({ pathParameters: { idOrNumber: o.id }, headers: { 'x-order-token': o.token } }))).order;
const historyOf = async (o: Paid) => ok<StatusHistoryResponse>(await h.history(apiEvent({ pathParameters: { id: o.id } }))).history;
const subjects = async (to: string) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', to)).map((m) => m.subject);
const errorOf = (res: Res) => ({ status: res.statusCode, error: (parseBody(res) as { error: { code: string; message: string } }).error });
/** The buyer's Cancel on /order/{number}?k=… (PUT /api/orders?action=update with the order's token). */
const buyerCancel = (o: Paid) =>
  h.update(apiEvent({ method: 'PUT', query: { action: 'update' }, headers: { 'x-order-token': o.token }, body: { orderId: o.id, status: 'cancelled' } }));
const staffRefund = (o: { id: string }, token: string, reason: string) => h.refund(apiEvent({ method: 'POST', pathParameters: { orderId: o.id }, headers: bearer(token), body: { reason } }));

/** The buyer's event with the package linked (Max Guests raised to 800: the large package allows 1000). */
const linkedEvent = async (o: Paid): Promise<CreateEventResponse> => {
  const ev = await f.createEvent({ maxParticipants: 500 });
  ok(
    await h.link(
      apiEvent({
        method: 'POST',
        path: '/api/link-order',
        headers: { ...bearer(ev.creatorToken), 'x-order-token': o.token },
        body: { orderId: o.id, eventId: ev.event.id, customerEmail: o.email, maxParticipants: 800 },
      }),
    ),
  );
  expect(await storedEvent(ev.event.code)).toMatchObject({ maxParticipants: 800, orderId: o.id, package: { eventSize: 'large' } });
  return ev;
};

describe('the buyer cancels a paid event package (the refund promise)', () => {
  it('before its event starts: cancelled now, refunded when Stripe confirms, both e-mailed; the event loses the paid capacity and days, its guests stay', async () => {
    const o = await paidPackage();
    const ev = await linkedEvent(o);
    const before = await storedEvent(ev.event.code);
    expect(before.galleryExtensionDays).toBe(7);
    const guest = await f.join(ev.event.code, 'Early Guest');
    // As if the paid capacity had been used: 600 guests in (the free maximum is 500).
    await setParticipantCount(ev.event.code, 600);
    expect((await orderOf(o)).actions).toContain('cancel_order');

    // The refund's events are held until the answer is in: the emulator settles a refund in 50 ms, which a
    // loaded machine can outrun, and the answer must show the order as the cancel left it.
    stripeEmu.holdDeliveries();
    const res = ok<OrderResponse>(await buyerCancel(o));
    expect(res.order.status).toBe('cancelled');
    await stripeEmu.idle();
    await stripeEmu.releaseDeliveries();
    await stripeEmu.idle();
    expect(await orderOf(o)).toMatchObject({ status: 'refunded' });
    expect((await historyOf(o)).slice(0, 2).map((e) => [e.from, e.to, e.reason])).toEqual([
      ['cancelled', 'refunded', 'Payment refunded'],
      ['completed', 'cancelled', 'Cancelled by customer'],
    ]);
    const mails = await subjects(o.email);
    expect(mails.filter((s) => /cancel/i.test(s))).toHaveLength(1);
    expect(mails.filter((s) => /refund/i.test(s))).toHaveLength(1);

    // The free plan again: Max Guests at the free maximum, no extension days, no package; nobody removed.
    const after = await storedEvent(ev.event.code);
    expect(after).toMatchObject({ maxParticipants: MAX_PARTICIPANTS_MAX, galleryExtensionDays: 0, participantCount: 600 });
    expect(after).not.toHaveProperty('package');
    expect(after).not.toHaveProperty('orderId');
    expect(Date.parse(String(after.galleryExpiresAt))).toBe(Date.parse(String(before.galleryExpiresAt)) - 7 * 24 * 3600 * 1000);
    const stillIn = await h.join(call(ev.event.code, guest.token, {}, { method: 'POST', body: { name: 'Early Guest' } }));
    expect(stillIn.statusCode).toBe(200);
    // A new guest above the free maximum is refused.
    expect(errorOf(await h.join(call(ev.event.code, undefined, {}, { method: 'POST', body: { name: 'Late Guest' } })))).toMatchObject({ status: 409, error: { code: 'EVENT_FULL' } });
  });

  it("a refund Stripe cannot take at the cancel (its own 500): the order is cancelled (no Cancel to press again), and the every-minute job asks the refund again until it is made; a cancel whose refund went leaves the job nothing", async () => {
    const { setClockOffset } = await import('../../functions/core/clock.js');
    const job = async () => (await import('../../functions/jobs/end-due-events.js')).handler();
    /** `run` with the functions' clock and the emulator's `ms` ahead (webhook signatures stay in tolerance), its events delivered. */
    const later = async <T>(ms: number, run: () => Promise<T>): Promise<T> => {
      setClockOffset(ms);
      stripeEmu.advanceClock(ms / 1000);
      try {
        return await run();
      } finally {
        await stripeEmu.idle();
        stripeEmu.advanceClock(-ms / 1000);
        setClockOffset(0);
      }
    };
    const refundsOf = (o: Paid) => stripeEmu.events().filter((e) => e.type === 'refund.created' && JSON.stringify(e.data.object).includes(o.id));

    const o = await paidPackage('large', []);
    stripeEmu.failNext({ status: 500, type: 'api_error', stored: true });
    expect(errorOf(await buyerCancel(o))).toMatchObject({ status: 503, error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    const cancelled = await orderOf(o);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.actions).not.toContain('cancel_order');
    expect(refundsOf(o)).toHaveLength(0);
    // Staff see the refund owed and when it is asked again (no need to press Refund).
    const detailsOf = async () => ok<StaffOrderDetails>(await h.details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.admin) })));
    const owed = (await detailsOf()).payment.refundOwed;
    expect(owed).toEqual({ owedSince: expect.any(String), nextTryAt: expect.any(String) });
    expect(Date.parse(owed?.nextTryAt ?? '') - Date.parse(owed?.owedSince ?? '')).toBe(2 * 60_000);

    // Not before its time (the cancel's own request could still be under way).
    await job();
    expect(refundsOf(o)).toHaveLength(0);
    // The job's run 3 minutes on: Stripe answers its own 500 again; the next try waits as long again.
    stripeEmu.failNext({ status: 500, type: 'api_error', stored: true });
    await expect(later(3 * 60_000, job)).rejects.toThrow(`refund:${o.id}`);
    await later(4 * 60_000, job);
    expect(refundsOf(o)).toHaveLength(0);
    // 7 minutes on: asked under a new key (the first two hold Stripe's 500s), and made.
    await later(7 * 60_000, job);
    expect(refundsOf(o)).toHaveLength(1);
    expect((await orderOf(o)).status).toBe('refunded');
    expect((await detailsOf()).payment.refundOwed).toBeUndefined();
    expect((await subjects(o.email)).filter((s) => /refund/i.test(s))).toHaveLength(1);
    await later(60 * 60_000, job);
    expect(refundsOf(o)).toHaveLength(1);

    // A cancel whose refund Stripe took at once: the job asks nothing.
    const fine = await paidPackage('large', []);
    ok(await buyerCancel(fine));
    await stripeEmu.idle();
    await later(3 * 60_000, job);
    expect(refundsOf(fine)).toHaveLength(1);
  });

  it('after its event started: refused with the clear message, nothing refunded, the event keeps its package', async () => {
    const o = await paidPackage('large', []);
    const ev = await linkedEvent(o);
    ok(await h.start(call(ev.event.code, ev.creatorToken, {}, { method: 'POST' })));
    const refundsBefore = stripeEmu.events().filter((e) => e.type.startsWith('refund.')).length;

    expect(errorOf(await buyerCancel(o))).toEqual({ status: 409, error: { code: 'EVENT_ALREADY_STARTED', message: commerceMessages.EVENT_ALREADY_STARTED } });
    await stripeEmu.idle();
    expect((await orderOf(o)).status).toBe('completed');
    expect(stripeEmu.events().filter((e) => e.type.startsWith('refund.')).length).toBe(refundsBefore);
    expect(await storedEvent(ev.event.code)).toMatchObject({ maxParticipants: 800, orderId: o.id });
  });
});

describe('staff refund (admin only, with a reason)', () => {
  it('an admin refunds a linked package with a reason: cancelled (the history names the admin, the reason kept for staff only), then refunded and e-mailed; the event is back to free', async () => {
    const o = await paidPackage();
    const ev = await linkedEvent(o);
    ok(await h.start(call(ev.event.code, ev.creatorToken, {}, { method: 'POST' })));

    const blank = errorOf(await staffRefund(o, tokens.admin, '   '));
    expect(blank).toEqual({ status: 400, error: { code: 'STAFF_REFUND_REASON_REQUIRED', message: staffMessages.STAFF_REFUND_REASON_REQUIRED } });
    expect(errorOf(await staffRefund(o, tokens.support, 'Couple asked'))).toMatchObject({ status: 403, error: { code: 'STAFF_ROLE_FORBIDDEN' } });
    expect((await orderOf(o)).status).toBe('completed');

    // Its events held until the answer is in (as above).
    stripeEmu.holdDeliveries();
    const res = ok<StaffOrderDetails>(await staffRefund(o, tokens.admin, ' Venue closed, event called off '));
    expect(res.order.status).toBe('cancelled');
    expect(res.history[0]).toMatchObject({ from: 'completed', to: 'cancelled', reason: 'Refunded by staff', actor: `admin:${ADMIN}`, metadata: { refundReason: 'Venue closed, event called off' } });
    await stripeEmu.idle();
    await stripeEmu.releaseDeliveries();
    await stripeEmu.idle();
    const details = ok<StaffOrderDetails>(await h.details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.admin) })));
    expect(details.order.status).toBe('refunded');
    expect(details.payment).toMatchObject({ refundRequestedAt: expect.any(String), refundedAt: expect.any(String) });
    expect(details.actions).toMatchObject({ refund: false, cancel: false, complete: false });
    // The customer's history says who in general terms, never the admin's e-mail or words.
    const publicHistory = await historyOf(o);
    expect(publicHistory[1]).toMatchObject({ to: 'cancelled', reason: 'Refunded by staff', actor: 'admin' });
    expect(JSON.stringify(publicHistory)).not.toContain('Venue closed');
    const mails = await subjects(o.email);
    expect(mails.filter((s) => /refund/i.test(s))).toHaveLength(1);
    expect(await storedEvent(ev.event.code)).toMatchObject({ maxParticipants: MAX_PARTICIPANTS_MAX, galleryExtensionDays: 0 });

    // Again (a double click): nothing more, one refund.
    ok(await staffRefund(o, tokens.admin, 'again'));
    await stripeEmu.idle();
    const refunds = stripeEmu.events().filter((e) => e.type === 'refund.created' && JSON.stringify(e.data.object).includes(o.id));
    expect(refunds).toHaveLength(1);
  });

  it("a refund Stripe reports failed is asked again by the next Refund under a new key (the first key would only answer the failed refund); the retry's double click refunds once", async () => {
    const o = await paidPackage('large', []);
    const detailsOf = async () => ok<StaffOrderDetails>(await h.details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.admin) })));
    const refundsCreated = () => stripeEmu.events().filter((e) => e.type === 'refund.created' && JSON.stringify(e.data.object).includes(o.id));
    stripeEmu.failNextRefund('expired_or_canceled_card');
    ok(await staffRefund(o, tokens.admin, 'Couple asked'));
    await stripeEmu.idle();
    const failed = await detailsOf();
    expect(failed.order.status).toBe('cancelled');
    expect(failed.payment.refundFailure).toMatchObject({ reason: 'expired_or_canceled_card' });
    // The staff screen offers the retry: the one attempt asked has failed.
    expect(failed.payment.refundAttempts).toEqual({ requested: 1, failed: 1 });
    expect(failed.actions.refund).toBe(true);

    // The retry, clicked twice at once: one new refund, which succeeds. Its events are held until both
    // answers are in, so they show the order as the retry left it (not yet refunded).
    stripeEmu.holdDeliveries();
    const retries = await Promise.all([staffRefund(o, tokens.admin, 'Card replaced'), staffRefund(o, tokens.admin, 'Card replaced')]);
    for (const res of retries) expect(ok<StaffOrderDetails>(res)).toMatchObject({ order: { status: 'cancelled' }, payment: { refundAttempts: { requested: 2, failed: 1 } } });
    await stripeEmu.idle();
    await stripeEmu.releaseDeliveries();
    await stripeEmu.idle();
    expect(refundsCreated()).toHaveLength(2);
    const done = await detailsOf();
    expect(done.order.status).toBe('refunded');
    expect(Date.parse(done.payment.refundRequestedAt ?? '')).toBeGreaterThan(Date.parse(failed.payment.refundFailure?.at ?? ''));
    expect(done.actions.refund).toBe(false);
    expect((await subjects(o.email)).filter((s) => /refund/i.test(s))).toHaveLength(1);

    // Refunded: another Refund asks Stripe nothing.
    ok(await staffRefund(o, tokens.admin, 'again'));
    await stripeEmu.idle();
    expect(refundsCreated()).toHaveLength(2);
  });

  it("a refund Stripe answered with its own error (a 500 it keeps under the key for 24 h) is asked again by the next Refund under a new key", async () => {
    const o = await paidPackage('large', []);
    const detailsOf = async () => ok<StaffOrderDetails>(await h.details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.admin) })));
    // Three answers: the request and the SDK's two retries, all replayed from the key.
    stripeEmu.failNext({ status: 500, type: 'api_error', stored: true });
    const first = errorOf(await staffRefund(o, tokens.admin, 'Couple asked'));
    expect(first.status).toBe(503);
    const failed = await detailsOf();
    expect(failed.order.status).toBe('cancelled');
    expect(failed.payment.refundAttempts).toEqual({ requested: 1, failed: 1 });
    expect(failed.actions.refund).toBe(true);

    const retried = ok<StaffOrderDetails>(await staffRefund(o, tokens.admin, 'Couple asked'));
    expect(retried.payment.refundAttempts).toEqual({ requested: 2, failed: 1 });
    await stripeEmu.idle();
    expect((await detailsOf()).order.status).toBe('refunded');
  });

  it('an unpaid order has nothing to refund (409); an unknown one is 404', async () => {
    const q = quote({ kind: 'raw_archive' }, 'RO');
    const ev = await f.createEvent();
    const body = { orderType: 'post_event', productType: 'raw_archive', eventCode: ev.event.code, customerInfo: { name: 'B', email: 'unpaid@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('RO') };
    const unpaid = ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', body, headers: await organizerBearer(ev.event.code) })), 201).order;
    expect(errorOf(await staffRefund(unpaid, tokens.admin, 'Test'))).toMatchObject({ status: 409, error: { code: 'STAFF_ORDER_NOT_REFUNDABLE' } });
    expect((await staffRefund({ id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' }, tokens.admin, 'Test')).statusCode).toBe(404);
  });
});

describe('a refund made in the Stripe Dashboard (no order id on it): what staff see is the money kept', () => {
  /** A refund as the Dashboard makes it: straight to Stripe, by PaymentIntent, no metadata, maybe part of the charge. */
  const dashboardRefund = async (paymentIntentId: string, amount?: number): Promise<{ id: string }> => {
    const form = new URLSearchParams({ payment_intent: paymentIntentId, ...(amount !== undefined ? { amount: String(amount) } : {}) });
    const res = await fetch(`${stripeEmu.url}/v1/refunds`, { method: 'POST', headers: { authorization: `Bearer ${stripeEmu.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string };
  };
  const detailsOf = async (o: { id: string }) => ok<StaffOrderDetails>(await h.details(apiEvent({ pathParameters: { orderId: o.id }, headers: bearer(tokens.admin) })));
  const revenue = async () => ok<{ stats: { totalRevenue: number } }>(await h.stats(apiEvent({ path: '/api/admin/dashboard/stats', headers: bearer(tokens.admin) }))).stats.totalRevenue;

  it('a partial refund lowers revenue by its share (once, whatever Stripe redelivers or reorders) and the order details say how much went back; the refund of the rest refunds the order and revenue counts it once', async () => {
    const before = await revenue();
    const o = await paidPackage('large', []);
    const paid = await detailsOf(o);
    const { totalAmount, ronTotal } = paid.order;
    expect(await revenue()).toBe(before + ronTotal);
    const pi = paid.payment.paymentIntentId ?? '';

    // 30 % back from the Dashboard; its events delivered newest first, then every one of them again.
    const part = Math.round(totalAmount * 0.3);
    stripeEmu.holdDeliveries();
    const first = await dashboardRefund(pi, part);
    await stripeEmu.idle();
    await stripeEmu.releaseDeliveries('reverse');
    await stripeEmu.idle();
    for (const e of stripeEmu.events().filter((ev) => JSON.stringify(ev.data.object).includes(first.id))) await stripeEmu.redeliver(e.id, 2);
    await stripeEmu.idle();

    const partRon = Math.round((part * ronTotal) / totalAmount);
    expect(await revenue()).toBe(before + ronTotal - partRon);
    const partly = await detailsOf(o);
    expect(partly.order.status).toBe('processing');
    expect(partly.payment).toMatchObject({ refundedAmount: part, refunds: [{ id: first.id, amount: part, status: 'succeeded' }] });
    // The organizer's own figure says the same: what they spent is what was kept.
    const { organizerDashboard } = await import('../../functions/core/domain/organizer/dashboard.js');
    expect((await organizerDashboard(o.email)).data.summary.totalSpent).toBe(ronTotal - partRon);

    // The rest, from the Dashboard too: the order is refunded, and revenue is back where it was.
    await dashboardRefund(pi);
    await stripeEmu.idle();
    const all = await detailsOf(o);
    expect(all.order.status).toBe('refunded');
    expect(all.payment.refundedAmount).toBe(totalAmount);
    expect(await revenue()).toBe(before);
  });
});

describe('staff access follows the account (issue 27.7)', () => {
  it('a removed account is 401 and a demoted admin 403 (admin-only routes) on every staff route at once', async () => {
    const { routes } = await import('../../functions/routes.js');
    const { ddb, tableName } = await import('../../functions/core/data/table.js');
    const { deleteStaffAccount, getStaffAccount, staffAccountItem } = await import('../../functions/core/data/staff-account-item.js');
    const ev = await f.createEvent();
    const someOrder = { orderId: '01JZZZZZZZZZZZZZZZZZZZZZZZ' };
    // A valid request for each staff route (validation comes before the credential): the shape is not the point.
    const shapes: Record<string, { method?: string; pathParameters?: Record<string, string>; body?: unknown; query?: Record<string, string> }> = {
      staffVerify: {},
      staffOrdersList: { query: { status: 'all' } },
      staffOrderDetails: { pathParameters: someOrder },
      staffCompleteOrder: { pathParameters: someOrder, body: {} },
      staffCancelOrder: { pathParameters: someOrder },
      staffRefundOrder: { pathParameters: someOrder, body: { reason: 'x' } },
      staffPrintFiles: { pathParameters: someOrder },
      staffArchivePhotos: { pathParameters: { code: ev.event.code } },
      staffRestorePhotos: { pathParameters: { code: ev.event.code } },
      staffDeletePhotos: { pathParameters: { code: ev.event.code }, body: { confirm: 'NOPE' } },
      staffDeletePhoto: { pathParameters: { code: ev.event.code, photoId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } },
      staffEventsList: { query: { filter: 'all' } },
      staffEventDetails: { pathParameters: { code: ev.event.code } },
      staffEventPhotos: { pathParameters: { code: ev.event.code } },
      staffExportEventCsv: { pathParameters: { code: ev.event.code } },
      staffEndEvent: { pathParameters: { code: ev.event.code } },
      staffDashboardStats: {},
      staffAnalytics: { query: { days: '7' } },
    };
    const ADMIN_ONLY = new Set(['staffRefundOrder', 'staffArchivePhotos', 'staffRestorePhotos', 'staffDeletePhotos', 'staffDeletePhoto', 'staffEndEvent']);
    const staffRoutes = routes.filter((r) => r.endpoint.auth === 'admin');
    expect(staffRoutes.map((r) => r.endpoint.id).sort()).toEqual(Object.keys(shapes).sort());
    const handlers = new Map(await Promise.all(staffRoutes.map(async (r) => [r.endpoint.id, await loadHandler(r.handler.replace(/\.ts$/, '.js'))] as const)));
    const callAll = (token: string) =>
      Promise.all(
        staffRoutes.map(async (r) => {
          const s = shapes[r.endpoint.id] ?? {};
          const res = await (handlers.get(r.endpoint.id) as Handler)(apiEvent({ method: s.method ?? r.endpoint.method, path: r.endpoint.path, pathParameters: s.pathParameters, body: s.body, query: s.query, headers: bearer(token) }));
          return [r.endpoint.id, res] as const;
        }),
      );

    // Demoted: signed in as admin, then the account becomes support.
    const demotedEmail = 'demoted-admin@candid.test';
    const demoted = await staffAccountToken(demotedEmail, 'admin', 'Soon Support');
    expect((await callAll(demoted)).filter(([, res]) => res.statusCode === 401 || res.statusCode === 403)).toEqual([]);
    const account = await getStaffAccount(demotedEmail);
    if (!account) throw new Error('no account');
    await ddb.send(new PutCommand({ TableName: tableName(), Item: staffAccountItem({ ...account, role: 'support' }) }));
    for (const [id, res] of await callAll(demoted)) {
      if (ADMIN_ONLY.has(id)) expect(errorOf(res), id).toMatchObject({ status: 403, error: { code: 'STAFF_ROLE_FORBIDDEN' } });
      else expect([401, 403], `${id}: ${res.body}`).not.toContain(res.statusCode);
    }
    const verify = await (handlers.get('staffVerify') as Handler)(apiEvent({ path: '/api/admin/auth/verify', headers: bearer(demoted) }));
    expect(ok<{ user: { role: string } }>(verify).user.role).toBe('support');

    // Removed: every staff route refuses the still-unexpired token at its next request.
    const removedEmail = 'removed-admin@candid.test';
    const removed = await staffAccountToken(removedEmail, 'admin');
    expect(await deleteStaffAccount(removedEmail)).toBe(true);
    for (const [id, res] of await callAll(removed)) expect(errorOf(res), id).toMatchObject({ status: 401, error: { code: 'STAFF_SESSION_INVALID' } });
  });
});

describe('a refund that takes back gallery days never closes the gallery at once (a kept photo is never lost)', () => {
  it("refunded 38 days after the event was made, a 30-day extension's days come off, yet the gallery stays open 48 hours from the refund and the retention job deletes nothing", async () => {
    const { setClockOffset } = await import('../../functions/core/clock.js');
    const retention = (await import('../../functions/jobs/delete-expired-photos.js')).handler;
    const o = await paidPackage('large', ['gallery_extension_30']);
    const ev = await linkedEvent(o);
    expect(await storedEvent(ev.event.code)).toMatchObject({ galleryExtensionDays: 30 });
    // 38 days on (the functions' clock and the emulator's: webhook signatures stay in tolerance): the extended
    // gallery is open 2 more days; the free one ended 33 days ago, its photos due 3 days ago.
    const shift = 38 * DAY;
    setClockOffset(shift);
    stripeEmu.advanceClock(shift / 1000);
    try {
      const refundAt = Date.now() + shift;
      ok(await buyerCancel(o));
      await stripeEmu.idle();
      expect((await orderOf(o)).status).toBe('refunded');
      const after = await storedEvent(ev.event.code);
      expect(after.galleryExtensionDays).toBe(0);
      expect(Date.parse(String(after.galleryExpiresAt))).toBeGreaterThanOrEqual(refundAt + 2 * DAY);
      // Open, past the free days, yet not paid: the event's view says no days were bought (the screens call it free).
      const event = ok<EventView>(await h.event(apiEvent({ pathParameters: { code: ev.event.code } })));
      expect(event).toMatchObject({ galleryExpired: false, galleryExtensionDays: 0 });
      expect(event).not.toHaveProperty('package');
      const run = (await retention()) as { deleted: { code: string }[] };
      expect(run.deleted.map((d) => d.code)).not.toContain(ev.event.code);
      expect(await storedEvent(ev.event.code)).not.toHaveProperty('photosDeletingSince');
    } finally {
      stripeEmu.advanceClock(-shift / 1000);
      setClockOffset(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { cancelPaidOrder } from './cancel-paid-order.js';
import { confirmPayment } from './confirm-payment.js';
import { baseOrder, fakeWorld, sessionObject, stripeEvent } from './fakes.fixture.js';
import { handleStripeEvent } from './handle-stripe-event.js';
import { ordersOwnSessions } from './payment-match.js';
import { refundAttemptsOf } from './refund-key.js';
import { returnUrls, sessionExpiry, startCheckout } from './start-checkout.js';

const SITE = { accessToken: 'tok-123', siteOrigin: 'https://candid.example/' };
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e instanceof DomainError ? e.code : e instanceof Error ? e.message : String(e);
  }
  return 'resolved';
};

describe('startCheckout', () => {
  it('creates the session from the order: amounts, currency, metadata, URLs, expiry at the order limit, key per attempt', async () => {
    const lines = [
      { id: 'package:personal:medium', label: 'Medium event (personal)' },
      { id: 'addon:print_bundle_25', label: 'Print bundle (25 prints)' },
    ];
    const w = fakeWorld(baseOrder({ lines }));
    const r = await startCheckout(w.deps, w.order(), SITE);
    expect(r).toEqual({ sessionId: 'cs_checkout:ORD1:1', url: 'https://pay.example/cs_checkout:ORD1:1' });
    expect(w.sessionsCreated[0]).toMatchObject({
      orderId: 'ORD1',
      orderNumber: 'CND-261124-ABCDEFGH',
      orderType: 'pre_event',
      customerEmail: 'ana@example.com',
      currency: 'RON',
      lines: [{ name: 'Event package · Medium (personal) + Print bundle (25) – Wedding (CND-261124-ABCDEFGH)', amount: 9900 }],
      expiresAt: Date.parse('2026-11-25T10:00:00.000Z') / 1000,
      idempotencyKey: 'checkout:ORD1:1',
    });
    expect(w.sessionsCreated[0]).not.toHaveProperty('shippingCountries');
    expect(w.order().checkout).toEqual({ sessionId: 'cs_checkout:ORD1:1', attempt: 1 });
  });

  it('two checkouts overlapping: every session handed out stays one the order may be paid by', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 }, checkoutSessions: ['cs_1'] }));
    const gateway = await w.deps.gateway();
    const create = gateway.createCheckoutSession;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const firstAtStripe = new Promise<void>((resolve) => (reached = resolve));
    let calls = 0;
    gateway.createCheckoutSession = async (req) => {
      if (++calls === 1) {
        reached();
        await held;
      }
      return create(req);
    };
    // Each request reads the order itself (customersOrder): snapshots, not the stored object.
    const first = startCheckout(w.deps, structuredClone(w.order()), SITE);
    await firstAtStripe;
    const second = await startCheckout(w.deps, structuredClone(w.order()), SITE);
    release();
    const firstSession = await first;
    const own = ordersOwnSessions(w.order());
    expect(own.has(firstSession.sessionId)).toBe(true);
    expect(own.has(second.sessionId)).toBe(true);
    // The buyer who got the second page pays there: the order is paid, nothing is refunded.
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ id: second.sessionId })))).toBe('paid');
    expect(w.refunds).toEqual([]);
  });

  it('builds the return URLs of the contract from the site address', () => {
    const u = returnUrls('https://candid.example/', { id: 'ORD1', orderNumber: 'CND-1' }, 'a+b');
    expect(u.successUrl).toBe('https://candid.example/payment-success?success=true&order_id=ORD1&order_number=CND-1&session_id={CHECKOUT_SESSION_ID}&k=a%2Bb');
    expect(u.cancelUrl).toBe('https://candid.example/payment-cancelled?cancelled=true&order_id=ORD1&order_number=CND-1&k=a%2Bb');
  });

  it("expires_at: the order's 24 h limit, never less than Stripe's 30 minutes", () => {
    const order = { createdAt: '2026-11-24T10:00:00.000Z' };
    expect(sessionExpiry(order, new Date('2026-11-24T10:05:00Z'))).toBe(Date.parse('2026-11-25T10:00:00Z') / 1000);
    expect(sessionExpiry(order, new Date('2026-11-25T09:50:00Z'))).toBe(Date.parse('2026-11-25T10:21:00Z') / 1000);
  });

  it("prints and combos: Stripe is not asked for an address (the order ships to its form's address)", async () => {
    for (const productType of ['prints_bundle', 'combo']) {
      const w = fakeWorld(baseOrder({ orderType: 'post_event', productType, country: 'DE', currency: 'EUR' }));
      await startCheckout(w.deps, w.order(), SITE);
      expect(w.sessionsCreated[0]).toMatchObject({ currency: 'EUR' });
      expect(w.sessionsCreated[0]).not.toHaveProperty('shippingCountries');
    }
  });

  it('a retry expires the previous session first, then opens attempt 2; the old session expiring does not cancel', async () => {
    const w = fakeWorld(baseOrder());
    await startCheckout(w.deps, w.order(), SITE);
    const second = await startCheckout(w.deps, w.order(), SITE);
    expect(w.expired).toEqual(['cs_checkout:ORD1:1']);
    expect(second.sessionId).toBe('cs_checkout:ORD1:2');
    expect(w.order().checkout).toEqual({ sessionId: 'cs_checkout:ORD1:2', attempt: 2 });
    const old = sessionObject({ id: 'cs_checkout:ORD1:1', status: 'expired', payment_status: 'unpaid', payment_intent: null });
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_x', 'checkout.session.expired', old))).toBe('recorded');
    expect(w.order().status).toBe('pending');
  });

  it('a retry whose previous session was already paid fulfils it and refuses (no second charge)', async () => {
    const w = fakeWorld(baseOrder());
    const first = await startCheckout(w.deps, w.order(), SITE);
    Object.assign(w.sessions.get(first.sessionId) ?? {}, { status: 'complete', paymentStatus: 'paid', paymentIntentId: 'pi_1' });
    expect(await codeOf(startCheckout(w.deps, w.order(), SITE))).toBe('ORDER_ALREADY_PAID');
    expect(w.order()).toMatchObject({ status: 'processing', paymentIntentId: 'pi_1' });
    expect(w.sessionsCreated).toHaveLength(1);
  });

  it('a previous session whose delayed payment is still under way refuses the retry; one whose payment failed gives way to a new session', async () => {
    const w = fakeWorld(baseOrder());
    const first = await startCheckout(w.deps, w.order(), SITE);
    const s = w.sessions.get(first.sessionId);
    Object.assign(s ?? {}, { status: 'complete', paymentStatus: 'unpaid', paymentIntentId: 'pi_1', paymentIntentStatus: 'processing' });
    expect(await codeOf(startCheckout(w.deps, w.order(), SITE))).toBe('PAYMENT_IN_PROGRESS');
    expect(w.order().checkout).toEqual({ sessionId: first.sessionId, attempt: 2 });
    Object.assign(s ?? {}, { paymentIntentStatus: 'requires_payment_method' });
    expect((await startCheckout(w.deps, w.order(), SITE)).sessionId).toBe('cs_checkout:ORD1:3');
  });

  it('a retry after Stripe failed to open a session uses the next idempotency key (Stripe keeps failed results)', async () => {
    const w = fakeWorld(baseOrder());
    const gateway = await w.deps.gateway();
    const create = gateway.createCheckoutSession;
    gateway.createCheckoutSession = async () => {
      throw new Error('api_error');
    };
    expect(await codeOf(startCheckout(w.deps, w.order(), SITE))).toBe('api_error');
    gateway.createCheckoutSession = create;
    expect((await startCheckout(w.deps, w.order(), SITE)).sessionId).toBe('cs_checkout:ORD1:2');
  });

  it('only a pending order inside its 24 hours can be checked out', async () => {
    const cancelled = fakeWorld(baseOrder({ status: 'cancelled' }));
    expect(await codeOf(startCheckout(cancelled.deps, cancelled.order(), SITE))).toBe('ORDER_NOT_PAYABLE');
    const paid = fakeWorld(baseOrder({ status: 'processing', paymentIntentId: 'pi_1' }));
    expect(await codeOf(startCheckout(paid.deps, paid.order(), SITE))).toBe('ORDER_ALREADY_PAID');
    const old = fakeWorld(baseOrder(), { now: new Date('2026-11-25T10:00:01Z') });
    expect(await codeOf(startCheckout(old.deps, old.order(), SITE))).toBe('ORDER_NOT_PAYABLE');
  });
});

describe('confirmPayment (the success page)', () => {
  it('fulfils a paid session before the webhook, then the webhook finds it done', async () => {
    const w = fakeWorld(baseOrder());
    const { sessionId } = await startCheckout(w.deps, w.order(), SITE);
    Object.assign(w.sessions.get(sessionId) ?? {}, { status: 'complete', paymentStatus: 'paid', paymentIntentId: 'pi_1' });
    expect(await confirmPayment(w.deps, w.order())).toEqual({ paid: true });
    expect(w.order().status).toBe('processing');
    const e = stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ id: sessionId }));
    expect(await handleStripeEvent(w.deps, e)).toBe('already-paid');
    expect(w.history).toHaveLength(1);
    expect(await confirmPayment(w.deps, w.order())).toEqual({ paid: true });
  });

  it('an unpaid session: not paid, nothing changes', async () => {
    const w = fakeWorld(baseOrder());
    await startCheckout(w.deps, w.order(), SITE);
    expect(await confirmPayment(w.deps, w.order())).toEqual({ paid: false });
    expect(w.order().status).toBe('pending');
  });

  it('a delayed payment Stripe already reports failed is recorded for the current session, a second failed attempt too', async () => {
    const w = fakeWorld(baseOrder());
    const fail = (id: string) => Object.assign(w.sessions.get(id) ?? {}, { status: 'complete', paymentStatus: 'unpaid', paymentIntentStatus: 'requires_payment_method' });
    const first = await startCheckout(w.deps, w.order(), SITE);
    fail(first.sessionId);
    expect(await confirmPayment(w.deps, w.order())).toEqual({ paid: false });
    expect(w.order().paymentFailure?.sessionId).toBe(first.sessionId);
    // Pay again on a fresh session, which fails as well: that failure is the one the pages show.
    const second = await startCheckout(w.deps, w.order(), SITE);
    fail(second.sessionId);
    await confirmPayment(w.deps, w.order());
    expect(w.order().paymentFailure?.sessionId).toBe(second.sessionId);
    expect(w.order().status).toBe('pending');
  });
});

describe('cancelPaidOrder', () => {
  const paidPreEvent = (patch = {}) => baseOrder({ status: 'processing', paymentIntentId: 'pi_1', ...patch });

  it('a paid pre_event order without a linked event: processing → cancelled, full refund, e-mail; the refund event → refunded', async () => {
    const w = fakeWorld(paidPreEvent());
    const out = await cancelPaidOrder(w.deps, w.order());
    expect(out.status).toBe('cancelled');
    expect(w.history).toEqual([{ from: 'processing', to: 'cancelled', reason: 'Cancelled by customer' }]);
    expect(w.refunds).toEqual([{ paymentIntentId: 'pi_1', orderId: 'ORD1', reason: 'requested_by_customer', idempotencyKey: 'refund:ORD1' }]);
    expect(w.mails).toEqual([{ template: 'order-cancelled', orderId: 'ORD1' }]);
    const refund = { id: 're_1', status: 'succeeded', payment_intent: 'pi_1', metadata: { orderId: 'ORD1' } };
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_r', 'refund.updated', refund))).toBe('refunded');
  });

  it('the linked event still waiting: allowed; started: 409', async () => {
    const waiting = fakeWorld(paidPreEvent({ eventId: 'EVT', eventCode: 'ABC123' }), { eventStatus: 'waiting' });
    expect((await cancelPaidOrder(waiting.deps, waiting.order())).status).toBe('cancelled');
    // Linked (completed) too: cancelled first, then refunded on Stripe's event (issue 27.4).
    const linked = fakeWorld(paidPreEvent({ status: 'completed', eventId: 'EVT', eventCode: 'ABC123' }), { eventStatus: 'waiting' });
    expect((await cancelPaidOrder(linked.deps, linked.order())).status).toBe('cancelled');
    expect(linked.history).toEqual([{ from: 'completed', to: 'cancelled', reason: 'Cancelled by customer' }]);
    expect(linked.refunds).toHaveLength(1);
    const started = fakeWorld(paidPreEvent({ eventId: 'EVT', eventCode: 'ABC123' }), { eventStatus: 'active' });
    expect(await codeOf(cancelPaidOrder(started.deps, started.order()))).toBe('EVENT_ALREADY_STARTED');
    expect(started.refunds).toEqual([]);
  });

  it('linked to an event that had started, between the read and the cancel: refused, nothing refunded (judged anew on a retry)', async () => {
    const w = fakeWorld(paidPreEvent(), { eventStatus: 'active' });
    const read = { ...w.order() };
    // The buyer's other phone links the package to its event, which is already running, while this cancel is on its way.
    Object.assign(w.order(), { status: 'completed', eventId: 'EVT', eventCode: 'ABC123' });
    expect(await codeOf(cancelPaidOrder(w.deps, read))).toBe('ORDER_PAID_CANCEL_UNAVAILABLE');
    expect(w.refunds).toEqual([]);
    expect(w.history).toEqual([]);
    expect(await codeOf(cancelPaidOrder(w.deps, w.order()))).toBe('EVENT_ALREADY_STARTED');
  });

  it('post-event products are not cancellable once paid (409)', async () => {
    const w = fakeWorld(paidPreEvent({ orderType: 'post_event', productType: 'prints_bundle' }));
    expect(await codeOf(cancelPaidOrder(w.deps, w.order()))).toBe('ORDER_PAID_CANCEL_UNAVAILABLE');
  });

  it('refunded between the read and the cancel (staff refunded it, Stripe confirmed at once): answered as refunded, nothing asked again, no error', async () => {
    const w = fakeWorld(paidPreEvent());
    const read = { ...w.order() };
    // Staff's refund (processing → cancelled → refunded) lands after this request read the order.
    Object.assign(w.order(), { status: 'refunded', refundRequestedAt: '2026-11-24T11:59:00.000Z', refundedAt: '2026-11-24T11:59:30.000Z' });
    const out = await cancelPaidOrder(w.deps, read);
    expect(out.status).toBe('refunded');
    expect(w.refunds).toEqual([]);
    expect(w.history).toEqual([]);
    expect(w.mails).toEqual([]);
  });

  it('cancelling again re-issues the same refund (a failed refund call is completed by the retry)', async () => {
    const w = fakeWorld(paidPreEvent());
    await cancelPaidOrder(w.deps, w.order());
    await cancelPaidOrder(w.deps, w.order());
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1', 'refund:ORD1']);
    expect(w.history).toHaveLength(1);
  });

  it('Stripe answering that the charge is already refunded (a refund made elsewhere, or asked after Stripe forgot the key): the cancel stands, no error', async () => {
    const w = fakeWorld(paidPreEvent());
    w.refundedPayments.add('pi_1');
    expect((await cancelPaidOrder(w.deps, w.order())).status).toBe('cancelled');
    expect(w.mails).toEqual([{ template: 'order-cancelled', orderId: 'ORD1' }]);
  });

  it("a failed refund of ANOTHER payment (a second payment given back) is not the order's: the cancel asks under the first key and staff see no failed attempt", async () => {
    const w = fakeWorld(paidPreEvent());
    // The second payment's automatic refund fails at Stripe (refund.failed of pi_2).
    const failedOther = { id: 're_x', object: 'refund', amount: 9900, status: 'failed', failure_reason: 'expired_or_canceled_card', payment_intent: 'pi_2', metadata: { orderId: 'ORD1' } };
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_fx', 'refund.failed', failedOther))).toBe('recorded');
    expect(w.order().refundFailure).toMatchObject({ refundId: 're_x' });
    expect(refundAttemptsOf(w.order())).toBeUndefined();
    await cancelPaidOrder(w.deps, w.order());
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1']);
    expect(w.order().refundAttempt).toBeUndefined();
  });

  it('an order whose first failure was recorded before the list existed keeps counting it once the list is written (a refund failing again, a 500): every retry asks under a new key', async () => {
    const legacy = { status: 'cancelled' as const, refundRequestedAt: '2026-11-24T11:00:00.000Z', refundFailure: { refundId: 're_1', reason: 'expired_or_canceled_card', at: '2026-11-24T11:30:00.000Z' } };
    const failed = { id: 're_2', object: 'refund', amount: 9900, status: 'failed', failure_reason: 'lost_or_stolen_card', payment_intent: 'pi_1', metadata: { orderId: 'ORD1' } };
    const w = fakeWorld(paidPreEvent(legacy));
    await cancelPaidOrder(w.deps, w.order());
    await handleStripeEvent(w.deps, stripeEvent('evt_f2', 'refund.failed', failed));
    await cancelPaidOrder(w.deps, w.order());
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1:attempt:2', 'refund:ORD1:attempt:3']);
    const w500 = fakeWorld(paidPreEvent(legacy));
    w500.failNextRefundRequests();
    expect(await codeOf(cancelPaidOrder(w500.deps, w500.order()))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    await cancelPaidOrder(w500.deps, w500.order());
    expect(w500.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1:attempt:2', 'refund:ORD1:attempt:3']);
  });

  it("Stripe answering the refund with its own 500 (kept under the key): the cancel answers 503 and the next asks under the next key; a 500 of a payment given back is not the order's", async () => {
    const w = fakeWorld(paidPreEvent({ failedGiveBackKeys: ['refund:ORD1:pi_2'] }));
    w.failNextRefundRequests();
    expect(await codeOf(cancelPaidOrder(w.deps, w.order()))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(w.order()).toMatchObject({ status: 'cancelled', failedRefundIds: ['key:refund:ORD1'] });
    expect((await cancelPaidOrder(w.deps, w.order())).status).toBe('cancelled');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1', 'refund:ORD1:attempt:2']);
    expect(w.order()).toMatchObject({ refundAttempt: 2 });
  });

  it("after Stripe reports the refund failed, cancelling again asks under the next key (the old one only answers the failed refund); until the next failure, every repeat reuses it", async () => {
    const w = fakeWorld(paidPreEvent());
    const failed = (refundId: string, eventId: string, o: { type?: string; pi?: string } = {}) =>
      handleStripeEvent(w.deps, stripeEvent(eventId, o.type ?? 'refund.failed', { id: refundId, object: 'refund', amount: 9900, status: 'failed', failure_reason: 'expired_or_canceled_card', payment_intent: o.pi ?? 'pi_1', metadata: { orderId: 'ORD1' } }));
    await cancelPaidOrder(w.deps, w.order());
    await failed('re_1', 'evt_f1');
    // The same failure's other event, and a failed refund of ANOTHER payment of the order: no new attempt.
    await failed('re_1', 'evt_u1', { type: 'refund.updated' });
    await failed('re_x', 'evt_fx', { pi: 'pi_2' });
    // A double click of the retry: one key.
    await Promise.all([cancelPaidOrder(w.deps, w.order()), cancelPaidOrder(w.deps, w.order())]);
    await failed('re_2', 'evt_f2');
    await cancelPaidOrder(w.deps, w.order());
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1', 'refund:ORD1:attempt:2', 'refund:ORD1:attempt:2', 'refund:ORD1:attempt:3']);
    // The retry is recorded once per attempt (staff see it asked again), with when it was asked.
    expect(w.order()).toMatchObject({ status: 'cancelled', refundFailure: { refundId: 're_2' }, refundAttempt: 3, refundRequestedAt: '2026-11-24T12:00:00.000Z' });
    expect(w.history).toHaveLength(1);
  });
});

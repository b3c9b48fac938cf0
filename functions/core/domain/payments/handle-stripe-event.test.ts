import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { baseOrder, fakeWorld, sessionObject, stripeEvent } from './fakes.fixture.js';
import { handleStripeEvent } from './handle-stripe-event.js';

const refundObject = (o: { id?: string; status?: string; pi?: string; orderId?: string | null; amount?: number } = {}) => ({
  id: o.id ?? 're_1',
  object: 'refund',
  amount: o.amount ?? 9900,
  status: o.status ?? 'succeeded',
  payment_intent: o.pi ?? 'pi_1',
  metadata: o.orderId === null ? {} : { orderId: o.orderId ?? 'ORD1' },
});
const chargeObject = (o: { refunded?: boolean; pi?: string } = {}) => ({ id: 'ch_1', object: 'charge', payment_intent: o.pi ?? 'pi_1', refunded: o.refunded ?? true, metadata: {} });

describe('checkout.session.completed', () => {
  it('paid: pending → processing with the payment recorded, the payment-confirmed e-mail sent', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})))).toBe('paid');
    expect(w.order()).toMatchObject({ status: 'processing', paymentIntentId: 'pi_1', paidSessionId: 'cs_1', paidAt: '2026-11-24T12:00:00.000Z' });
    expect(w.history).toEqual([{ from: 'pending', to: 'processing', reason: 'Payment confirmed' }]);
    expect(w.mails).toEqual([{ template: 'payment-confirmed', orderId: 'ORD1' }]);
  });

  it('the payment-confirmed claim is made by the paying transition and the e-mail is sent under it (no claim of its own)', async () => {
    const w = fakeWorld(baseOrder({ productType: 'raw_archive', orderType: 'post_event' }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})))).toBe('paid');
    expect(w.claimsMade).toEqual([{ template: 'payment-confirmed', claimToken: 'claim-1' }]);
    expect(w.mailClaims).toEqual(['claim-1']);
    // A redelivery finds the order paid: the e-mail is attempted again without a claim (deduped by the mailer).
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})))).toBe('already-paid');
    expect(w.mailClaims).toEqual(['claim-1', undefined]);
  });

  it('the e-mail goes before the archive seam: a failing seam cannot strand the claim the transition made', async () => {
    const w = fakeWorld(baseOrder({ productType: 'raw_archive', orderType: 'post_event' }));
    w.deps.seams.requestArchive = async () => {
      throw new Error('archive queue down');
    };
    await expect(handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})))).rejects.toThrow('archive queue down');
    expect(w.mails).toEqual([{ template: 'payment-confirmed', orderId: 'ORD1' }]);
    expect(w.mailClaims).toEqual(['claim-1']);
  });

  it('the same event delivered again changes nothing more (one transition, one history item)', async () => {
    const w = fakeWorld(baseOrder());
    const e = stripeEvent('evt_1', 'checkout.session.completed', sessionObject({}));
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => handleStripeEvent(w.deps, e)));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(w.history).toHaveLength(1);
    expect(w.refunds).toEqual([]);
  });

  it('unpaid (a delayed payment method): stays pending, recorded', async () => {
    const w = fakeWorld(baseOrder());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ payment_status: 'unpaid', payment_intent: 'pi_1' })))).toBe('recorded');
    expect(w.order().status).toBe('pending');
    expect(w.order()).toMatchObject({ lastPaymentEvent: { id: 'evt_1', type: 'checkout.session.completed' } });
    expect(w.seenEvents.has('evt_1')).toBe(true);
  });

  it("pays an old session that still collected an address without storing a second one (the form's is the one)", async () => {
    const w = fakeWorld(baseOrder({ orderType: 'post_event', productType: 'prints_bundle' }));
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ shipping: true })));
    expect(w.order().status).toBe('processing');
    expect(w.order()).not.toHaveProperty('shippingDetails');
  });

  it('a paid raw archive starts the archive seam; a pre_event package does not', async () => {
    const archive = fakeWorld(baseOrder({ orderType: 'post_event', productType: 'raw_archive' }));
    await handleStripeEvent(archive.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    expect(archive.archives).toEqual(['ORD1']);
    const pre = fakeWorld(baseOrder());
    await handleStripeEvent(pre.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    expect(pre.archives).toEqual([]);
  });
});

describe('out of order and extra payments', () => {
  it('async_payment_succeeded before completed: paid once; the later completed (unpaid snapshot) changes nothing', async () => {
    const w = fakeWorld(baseOrder());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.async_payment_succeeded', sessionObject({})))).toBe('paid');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ payment_status: 'unpaid' })))).toBe('recorded');
    expect(w.order().status).toBe('processing');
    expect(w.history).toHaveLength(1);
  });

  it('completed then async_payment_succeeded of the same payment: already paid, no refund', async () => {
    const w = fakeWorld(baseOrder());
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.async_payment_succeeded', sessionObject({})))).toBe('already-paid');
    expect(w.refunds).toEqual([]);
  });

  it('a second paid session for a paid order is refunded automatically (idempotency key per payment)', async () => {
    const w = fakeWorld(baseOrder());
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.completed', sessionObject({ id: 'cs_2', payment_intent: 'pi_2' })))).toBe('refunded-extra-payment');
    expect(w.refunds).toEqual([{ paymentIntentId: 'pi_2', orderId: 'ORD1', reason: 'duplicate', idempotencyKey: 'refund:ORD1:pi_2' }]);
    expect(w.order()).toMatchObject({ status: 'processing', paymentIntentId: 'pi_1' });
  });

  it("a second payment's event redelivered after Stripe forgot the refund's key (24 h): answered without asking Stripe again", async () => {
    const w = fakeWorld(baseOrder());
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    const second = stripeEvent('evt_2', 'checkout.session.completed', sessionObject({ id: 'cs_2', payment_intent: 'pi_2' }));
    expect(await handleStripeEvent(w.deps, second)).toBe('refunded-extra-payment');
    expect(w.order().autoRefundedPayments).toEqual(['pi_2']);
    w.forgetRefundKeys();
    expect(await handleStripeEvent(w.deps, second)).toBe('refunded-extra-payment');
    // Another event of the same payment: nothing asked either.
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_3', 'checkout.session.async_payment_succeeded', sessionObject({ id: 'cs_2', payment_intent: 'pi_2' })))).toBe('refunded-extra-payment');
    expect(w.refunds).toHaveLength(1);
    expect(w.order()).toMatchObject({ status: 'processing', paymentIntentId: 'pi_1', autoRefundedPayments: ['pi_2'] });
  });

  it("Stripe answering that the extra payment's charge is already refunded (its refund made, never recorded): done, recorded, no error", async () => {
    const w = fakeWorld(baseOrder());
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    w.refundedPayments.add('pi_2');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.completed', sessionObject({ id: 'cs_2', payment_intent: 'pi_2' })))).toBe('refunded-extra-payment');
    expect(w.order()).toMatchObject({ autoRefundedPayments: ['pi_2'], lastPaymentEvent: { note: expect.stringMatching(/pi_2 already refunded/) } });
    expect(w.seenEvents.has('evt_2')).toBe(true);
  });

  it('two different payments at once: one pays the order, the other is refunded', async () => {
    const w = fakeWorld(baseOrder());
    const outcomes = await Promise.all([
      handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({}))),
      handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.completed', sessionObject({ id: 'cs_2', payment_intent: 'pi_2' }))),
    ]);
    expect(outcomes.sort()).toEqual(['paid', 'refunded-extra-payment']);
    expect(w.refunds).toHaveLength(1);
    expect(w.refunds[0]?.paymentIntentId).not.toBe(w.order().paymentIntentId);
  });

  it('a payment after the order was cancelled (e.g. expired) is refunded; the order stays cancelled', async () => {
    const w = fakeWorld(baseOrder({ status: 'cancelled' }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.async_payment_succeeded', sessionObject({})))).toBe('refunded-extra-payment');
    expect(w.refunds[0]).toMatchObject({ paymentIntentId: 'pi_1', idempotencyKey: 'refund:ORD1:pi_1' });
    expect(w.order().status).toBe('cancelled');
  });

  it('async_payment_failed of a session that is no longer current: stays pending and is only recorded', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_2', attempt: 2 } }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.async_payment_failed', sessionObject({ payment_status: 'unpaid' })))).toBe('recorded');
    expect(w.order()).toMatchObject({ status: 'pending', lastPaymentEvent: { type: 'checkout.session.async_payment_failed' } });
    expect(w.order().paymentFailure).toBeUndefined();
    expect(w.mails).toEqual([]);
  });

  it("async_payment_failed of the order's current session: the failure is recorded and mailed; the order stays payable", async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    const failed = stripeEvent('evt_1', 'checkout.session.async_payment_failed', sessionObject({ payment_status: 'unpaid' }));
    expect(await handleStripeEvent(w.deps, failed)).toBe('payment-failed');
    expect(w.order()).toMatchObject({ status: 'pending', paymentFailure: { sessionId: 'cs_1', at: '2026-11-24T12:00:00.000Z' } });
    expect(w.mails).toEqual([{ template: 'payment-failed', orderId: 'ORD1' }]);
    // A redelivery asks the mailer again (its dedupe per failed session keeps it to one e-mail) and keeps the first time.
    expect(await handleStripeEvent(w.deps, failed)).toBe('payment-failed');
    expect(w.order().paymentFailure?.at).toBe('2026-11-24T12:00:00.000Z');
  });

  it('async_payment_failed of a session the order never opened changes nothing but a note', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.async_payment_failed', sessionObject({ id: 'cs_foreign', payment_status: 'unpaid' })))).toBe('recorded');
    expect(w.order().paymentFailure).toBeUndefined();
    expect(w.mails).toEqual([]);
  });
});

describe('a payment is believed only for what it pays (issue #27)', () => {
  it.each([
    ['another amount', { amount_total: 100 }, ['amount']],
    ['another currency', { currency: 'eur' }, ['currency']],
    ["a session the order never opened", { id: 'cs_foreign', payment_intent: 'pi_9' }, ['session']],
  ] as const)('%s: never paid; recorded for staff, logged, refunded in full', async (_name, patch, reasons) => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ ...patch })))).toBe('payment-mismatch');
    const pi = 'payment_intent' in patch ? patch.payment_intent : 'pi_1';
    expect(w.order()).toMatchObject({
      status: 'pending',
      paymentMismatch: { sessionId: 'id' in patch ? patch.id : 'cs_1', reasons: [...reasons], expectedAmount: 9900, expectedCurrency: 'ron', paymentIntentId: pi, refundId: 're_1' },
    });
    expect(w.order().paymentIntentId).toBeUndefined();
    expect(w.refunds).toEqual([{ paymentIntentId: pi, orderId: 'ORD1', idempotencyKey: `refund:mismatch:${pi}` }]);
    expect(w.mails).toEqual([]);
    expect(w.logs).toContainEqual({ level: 'warn', msg: 'payment mismatch: not fulfilled' });
    // Redelivered: the same refund key, nothing paid.
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ ...patch })));
    expect(new Set(w.refunds.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(w.order().status).toBe('pending');
  });

  it("redelivered after Stripe forgot the refund's key (24 h): answered without asking Stripe again (it would refuse: already refunded)", async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    const completed = stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ amount_total: 100 }));
    expect(await handleStripeEvent(w.deps, completed)).toBe('payment-mismatch');
    w.forgetRefundKeys();
    expect(await handleStripeEvent(w.deps, completed)).toBe('payment-mismatch');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.async_payment_succeeded', sessionObject({ amount_total: 100 })))).toBe('payment-mismatch');
    expect(w.refunds).toHaveLength(1);
    // What staff see keeps the refund that was made.
    expect(w.order()).toMatchObject({ status: 'pending', autoRefundedPayments: ['pi_1'], paymentMismatch: { paymentIntentId: 'pi_1', refundId: 're_1' } });
  });

  it("Stripe answering that the mismatched payment's charge is already refunded: done, recorded, no error", async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    w.refundedPayments.add('pi_1');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ currency: 'eur' })))).toBe('payment-mismatch');
    expect(w.order()).toMatchObject({ status: 'pending', autoRefundedPayments: ['pi_1'], lastPaymentEvent: { note: expect.stringMatching(/already refunded/) } });
    expect(w.order().paymentMismatch?.refundId).toBeUndefined();
  });

  it('a paid session naming a PaymentIntent Stripe does not have: recorded, nothing given back, no error', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    w.missingPayments.add('pi_ghost');
    const event = stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ id: 'cs_ghost', payment_intent: 'pi_ghost' }));
    expect(await handleStripeEvent(w.deps, event)).toBe('payment-mismatch');
    expect(w.order()).toMatchObject({ status: 'pending', paymentMismatch: { sessionId: 'cs_ghost', paymentIntentId: 'pi_ghost' }, lastPaymentEvent: { note: expect.stringMatching(/Stripe has no payment pi_ghost/) } });
    expect(w.order().paymentMismatch?.refundId).toBeUndefined();
    expect(w.order().autoRefundedPayments).toBeUndefined();
  });

  it('a session whose amount is missing is not believed either', async () => {
    const w = fakeWorld(baseOrder());
    const object = { ...sessionObject({}), amount_total: null };
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', object))).toBe('payment-mismatch');
    expect(w.order().status).toBe('pending');
  });

  it('client_reference_id alone names no order', async () => {
    const w = fakeWorld(baseOrder());
    const object = { ...sessionObject({}), metadata: {} };
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', object))).toBe('ignored');
    expect(w.order().status).toBe('pending');
    expect(w.refunds).toEqual([]);
  });

  it('a replaced session that was paid all the same pays its order (it is one the order opened)', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_2', attempt: 2 } }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ id: 'cs_1' })))).toBe('paid');
    expect(w.order()).toMatchObject({ status: 'processing', paidSessionId: 'cs_1' });
  });
});

describe("a payment given back on its own, refused with Stripe's own 500 (kept under its key for 24 h)", () => {
  const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof DomainError ? e.code : e instanceof Error ? e.message : String(e)));
  const secondPayment = stripeEvent('evt_2', 'checkout.session.completed', sessionObject({ id: 'cs_2', payment_intent: 'pi_2' }));
  const paidWorld = async () => {
    const w = fakeWorld(baseOrder());
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    return w;
  };

  it("a second payment: the delivery fails (503, Stripe redelivers) with the key recorded as spent; the redelivery refunds under the next key; later ones ask nothing", async () => {
    const w = await paidWorld();
    w.failNextRefundRequests();
    expect(await codeOf(handleStripeEvent(w.deps, secondPayment))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    // Not deduped: the redelivery must run again.
    expect(w.seenEvents.has('evt_2')).toBe(false);
    expect(w.order()).toMatchObject({ status: 'processing', failedGiveBackKeys: ['refund:ORD1:pi_2'], lastPaymentEvent: { note: expect.stringMatching(/pi_2 \(attempt 1\): Stripe answered with an error/) } });
    expect(w.order().autoRefundedPayments).toBeUndefined();
    expect(await handleStripeEvent(w.deps, secondPayment)).toBe('refunded-extra-payment');
    expect(await handleStripeEvent(w.deps, secondPayment)).toBe('refunded-extra-payment');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1:pi_2', 'refund:ORD1:pi_2:attempt:2']);
    expect(w.order()).toMatchObject({ status: 'processing', paymentIntentId: 'pi_1', autoRefundedPayments: ['pi_2'], lastPaymentEvent: { note: 'extra payment pi_2 refunded (re_1)' } });
    // The order's own refund keeps its first attempt: a give-back's failure is not the order's.
    expect(w.order().failedRefundIds).toBeUndefined();
  });

  it('a mismatched payment: the same, under its own keys; staff see the refund made', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    const mismatch = stripeEvent('evt_1', 'checkout.session.completed', sessionObject({ amount_total: 100 }));
    w.failNextRefundRequests(2);
    expect(await codeOf(handleStripeEvent(w.deps, mismatch))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await codeOf(handleStripeEvent(w.deps, mismatch))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await handleStripeEvent(w.deps, mismatch)).toBe('payment-mismatch');
    expect(await handleStripeEvent(w.deps, mismatch)).toBe('payment-mismatch');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:mismatch:pi_1', 'refund:mismatch:pi_1:attempt:2', 'refund:mismatch:pi_1:attempt:3']);
    expect(w.order()).toMatchObject({ status: 'pending', failedGiveBackKeys: ['refund:mismatch:pi_1', 'refund:mismatch:pi_1:attempt:2'], autoRefundedPayments: ['pi_1'], paymentMismatch: { paymentIntentId: 'pi_1', refundId: 're_1' } });
  });

  it('a 500 after Stripe made the refund all the same: the next key is answered "already refunded", which counts as given back (never a second refund)', async () => {
    const w = await paidWorld();
    w.failNextRefundRequests(1, { refunded: true });
    expect(await codeOf(handleStripeEvent(w.deps, secondPayment))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await handleStripeEvent(w.deps, secondPayment)).toBe('refunded-extra-payment');
    expect(w.order()).toMatchObject({ autoRefundedPayments: ['pi_2'], lastPaymentEvent: { note: 'extra payment pi_2 already refunded' } });
    expect(await handleStripeEvent(w.deps, secondPayment)).toBe('refunded-extra-payment');
    expect(w.refunds).toHaveLength(2);
  });

  it('two deliveries failing on the same key at once spend one attempt', async () => {
    const w = await paidWorld();
    w.failNextRefundRequests();
    expect(await Promise.all([codeOf(handleStripeEvent(w.deps, secondPayment)), codeOf(handleStripeEvent(w.deps, secondPayment))])).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE', 'PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(await handleStripeEvent(w.deps, secondPayment)).toBe('refunded-extra-payment');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1:pi_2', 'refund:ORD1:pi_2', 'refund:ORD1:pi_2:attempt:2']);
  });

  it("a failure that is not Stripe's (our own code, the table) spends nothing: the redelivery asks under the same key", async () => {
    const w = await paidWorld();
    const gateway = await w.deps.gateway();
    const createRefund = gateway.createRefund;
    gateway.createRefund = async () => {
      gateway.createRefund = createRefund;
      throw new Error('a bug in our own code');
    };
    expect(await codeOf(handleStripeEvent(w.deps, secondPayment))).toBe('a bug in our own code');
    expect(w.order().failedGiveBackKeys).toBeUndefined();
    expect(await handleStripeEvent(w.deps, secondPayment)).toBe('refunded-extra-payment');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1:pi_2']);
  });
});

describe('checkout.session.expired', () => {
  it("the order's current session expiring cancels the pending order and mails it", async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.expired', sessionObject({ status: 'expired', payment_status: 'unpaid', payment_intent: null })))).toBe('cancelled');
    expect(w.history).toEqual([{ from: 'pending', to: 'cancelled', reason: 'Payment session expired' }]);
    expect(w.claimsMade).toEqual([{ template: 'order-cancelled', claimToken: 'claim-1' }]);
    expect(w.mailClaims).toEqual(['claim-1']);
    expect(w.mails).toEqual([{ template: 'order-cancelled', orderId: 'ORD1' }]);
  });

  it('an old session replaced by a retry expiring does not cancel (superseded, or marked replacing)', async () => {
    const expired = sessionObject({ id: 'cs_old', status: 'expired', payment_status: 'unpaid', payment_intent: null });
    const superseded = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_new', attempt: 2 } }));
    expect(await handleStripeEvent(superseded.deps, stripeEvent('evt_1', 'checkout.session.expired', expired))).toBe('recorded');
    expect(superseded.order().status).toBe('pending');
    const replacing = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_old', attempt: 1, replacing: true } }));
    expect(await handleStripeEvent(replacing.deps, stripeEvent('evt_1', 'checkout.session.expired', expired))).toBe('recorded');
    expect(replacing.order().status).toBe('pending');
  });

  it('an expiry read while its order was pending, then paid before the cancel, leaves the paid order alone', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    const get = w.deps.orders.get;
    // The expiry's read sees the order pending; a payment of a replaced session lands right after it.
    w.deps.orders.get = async (id) => {
      const seen = await get(id);
      Object.assign(w.order(), { status: 'processing', paymentIntentId: 'pi_2' });
      w.deps.orders.get = get;
      return seen;
    };
    const expired = sessionObject({ status: 'expired', payment_status: 'unpaid', payment_intent: null });
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.expired', expired))).toBe('recorded');
    expect(w.order().status).toBe('processing');
    expect(w.history).toEqual([]);
  });

  it('expired after the order was paid does nothing', async () => {
    const w = fakeWorld(baseOrder({ checkout: { sessionId: 'cs_1', attempt: 1 } }));
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.expired', sessionObject({ status: 'expired', payment_status: 'unpaid', payment_intent: null })))).toBe('recorded');
    expect(w.order().status).toBe('processing');
  });
});

describe('refunds', () => {
  const paid = () => baseOrder({ status: 'processing', paymentIntentId: 'pi_1' });

  it('refund.updated succeeded → refunded, mailed; refund.created and charge.refunded of the same refund change nothing more', async () => {
    const w = fakeWorld(paid());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'refund.updated', refundObject()))).toBe('refunded');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'refund.created', refundObject()))).toBe('recorded');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_3', 'charge.refunded', chargeObject()))).toBe('recorded');
    expect(w.history).toEqual([{ from: 'processing', to: 'refunded', reason: 'Payment refunded' }]);
    expect(w.mails.filter((m) => m.template === 'order-refunded').length).toBeGreaterThanOrEqual(1);
    // The event loses what the order paid for (issue 27.4); later events of the same refund ask again (idempotent).
    expect(w.withdrawals[0]).toBe('ORD1');
  });

  it('a pending refund is only recorded; refund.failed is recorded for staff and logged as an error', async () => {
    const w = fakeWorld(paid());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'refund.created', refundObject({ status: 'pending' })))).toBe('recorded');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'refund.failed', refundObject({ status: 'failed' })))).toBe('recorded');
    expect(w.order()).toMatchObject({ status: 'processing', refundFailure: { refundId: 're_1' } });
    expect(w.logs.some((l) => l.level === 'error')).toBe(true);
  });

  it("a late event of an earlier failed refund does not overwrite the newer failure staff see", async () => {
    const w = fakeWorld(paid());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'refund.updated', refundObject({ id: 're_1', status: 'failed' })))).toBe('recorded');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'refund.failed', refundObject({ id: 're_2', status: 'failed' })))).toBe('recorded');
    // re_1's other event (refund.failed), delivered late.
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_3', 'refund.failed', refundObject({ id: 're_1', status: 'failed' })))).toBe('recorded');
    expect(w.order()).toMatchObject({ refundFailure: { refundId: 're_2' }, failedRefundIds: ['re_1', 're_2'] });
  });

  it('the refund of an extra payment does not refund the order', async () => {
    const w = fakeWorld(paid());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'refund.updated', refundObject({ pi: 'pi_2' })))).toBe('recorded');
    expect(w.order().status).toBe('processing');
  });

  it('a customer-cancelled paid order becomes refunded on its refund event', async () => {
    const w = fakeWorld(baseOrder({ status: 'cancelled', paymentIntentId: 'pi_1' }));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'charge.refunded', chargeObject()))).toBe('refunded');
    expect(w.order().status).toBe('refunded');
  });

  it('a partial refund (refund.created / refund.updated of less than the total) is only recorded, and does not block the payment', async () => {
    const w = fakeWorld(paid());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'refund.created', refundObject({ amount: 1000 })))).toBe('recorded');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'refund.updated', refundObject({ amount: 1000 })))).toBe('recorded');
    expect(w.order().status).toBe('processing');
    expect(w.withdrawals).toEqual([]);
    // Seen before its payment event: the payment still makes the order paid.
    const early = fakeWorld(baseOrder());
    expect(await handleStripeEvent(early.deps, stripeEvent('evt_r', 'refund.updated', refundObject({ amount: 1000 })))).toBe('recorded');
    expect(await handleStripeEvent(early.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})))).toBe('paid');
    // The refund of the rest makes it whole: the charge is fully refunded and so is the order.
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_3', 'charge.refunded', chargeObject({ refunded: true })))).toBe('refunded');
  });

  it('a partial refund (charge.refunded with refunded false) is only recorded', async () => {
    const w = fakeWorld(paid());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'charge.refunded', chargeObject({ refunded: false })))).toBe('recorded');
    expect(w.order().status).toBe('processing');
  });

  it('a refund event without an order id finds the order through its payment (Dashboard refunds)', async () => {
    const w = fakeWorld(baseOrder());
    await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})));
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'refund.updated', refundObject({ orderId: null })))).toBe('refunded');
  });

  it('a refund seen before its payment event: the order stays pending, and that payment never makes it paid', async () => {
    const w = fakeWorld(baseOrder());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_r', 'refund.updated', refundObject()))).toBe('recorded');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'checkout.session.completed', sessionObject({})))).toBe('refunded-before-paid');
    expect(w.order().status).toBe('pending');
    expect(w.history).toEqual([]);
  });
});

describe('events that are not ours', () => {
  it('unknown types, objects of the wrong shape and unknown orders are ignored (200, nothing written)', async () => {
    const w = fakeWorld(baseOrder());
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_1', 'customer.created', { id: 'cus_1' }))).toBe('ignored');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_2', 'checkout.session.completed', { nope: true }))).toBe('ignored');
    expect(await handleStripeEvent(w.deps, stripeEvent('evt_3', 'checkout.session.completed', sessionObject({ orderId: 'OTHER' })))).toBe('unknown-order');
    expect(w.seenEvents.size).toBe(0);
    expect(w.order().status).toBe('pending');
  });
});

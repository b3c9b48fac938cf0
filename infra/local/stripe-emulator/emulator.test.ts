import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStripe, resetStripeForTests } from '../../../functions/core/payments/stripe-client.js';
import { resetStripeSecretsForTests, stripeWebhookSecret } from '../../../functions/core/payments/stripe-secrets.js';
import { startStripeEmulator, type StripeEmulator } from './index.js';

/** A tiny webhook receiver: verifies each delivery with the real SDK, answers with `status`. */
interface Received {
  event: Stripe.Event;
  raw: string;
  signature: string;
}
let emulator: StripeEmulator;
let receiver: Server;
let received: Received[] = [];
let answer = 200;
let stripe: Stripe;

const params = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  client_reference_id: 'ord_1',
  customer_email: 'buyer@example.com',
  line_items: [{ quantity: 1, price_data: { currency: 'ron', unit_amount: 9900, product_data: { name: 'Medium event (digital)' } } }],
  metadata: { orderId: 'ord_1', orderNumber: 'CND-261124-ABCDEFGH' },
  payment_intent_data: { metadata: { orderId: 'ord_1' } },
  success_url: 'http://site.test/payment-success?order_id=ord_1&session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://site.test/payment-cancelled?order_id=ord_1',
  ...extra,
});

/** Presses a hosted-page button the way a browser does: a form POST. */
const press = (url: string, action: string, fields: Record<string, string> = {}): Promise<Response> =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action, ...fields }) });

const types = (): string[] => received.map((r) => r.event.type);
/** Stripe promises no delivery order, and neither does the emulator for events sent at once. */
const typesInAnyOrder = (): string[] => types().sort();

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['stripe-signature']);
      if (answer < 300) received.push({ raw, signature, event: Stripe.webhooks.constructEvent(raw, signature, emulator.webhookSecret) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  emulator = await startStripeEmulator({ asyncDelayMs: 50, backoffMs: 20, quiet: true, webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/` });
  Object.assign(process.env, emulator.env);
  resetStripeSecretsForTests();
  resetStripeForTests();
  stripe = await getStripe();
});
afterEach(async () => {
  await emulator.idle();
  received = [];
  answer = 200;
});
afterAll(async () => {
  await emulator.stop();
  receiver.close();
});

describe('Checkout Sessions through the real stripe SDK', () => {
  it('creates, retrieves (expand line_items) and expires a session', async () => {
    const s = await stripe.checkout.sessions.create(params());
    expect(s).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', amount_total: 9900, currency: 'ron', client_reference_id: 'ord_1', customer_email: 'buyer@example.com', metadata: { orderId: 'ord_1' }, payment_intent: null });
    expect(s.id).toMatch(/^cs_test_/);
    expect(s.url).toBe(`${emulator.url}/pay/${s.id}`);
    const got = await stripe.checkout.sessions.retrieve(s.id, { expand: ['line_items', 'payment_intent'] });
    expect(got.line_items?.data[0]).toMatchObject({ quantity: 1, amount_total: 9900, description: 'Medium event (digital)' });
    const expired = await stripe.checkout.sessions.expire(s.id);
    expect(expired.status).toBe('expired');
    await emulator.idle();
    expect(types()).toEqual(['checkout.session.expired']);
    await expect(stripe.checkout.sessions.expire(s.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('rejects bad input with Stripe-shaped errors the SDK maps to its error classes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tooSoon = stripe.checkout.sessions.create(params({ expires_at: now + 10 * 60 }));
    await expect(tooSoon).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(tooSoon).rejects.toMatchObject({ param: 'expires_at', statusCode: 400, type: 'StripeInvalidRequestError' });
    await expect(stripe.checkout.sessions.create(params({ expires_at: now + 25 * 3600 }))).rejects.toMatchObject({ param: 'expires_at' });
    await expect(stripe.checkout.sessions.create(params({ success_url: undefined }))).rejects.toMatchObject({ code: 'parameter_missing', param: 'success_url' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const wrongKey = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: Number(emulator.env.STRIPE_API_PORT), protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrongKey.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('honours Idempotency-Key: same key and params → the same session; other params → idempotency_error', async () => {
    const a = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'checkout:ord_1:1' });
    const b = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'checkout:ord_1:1' });
    expect(b.id).toBe(a.id);
    const other = stripe.checkout.sessions.create(params({ client_reference_id: 'ord_2' }), { idempotencyKey: 'checkout:ord_1:1' });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const c = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'checkout:ord_1:2' });
    expect(c.id).not.toBe(a.id);
  });
});

describe('hosted page', () => {
  it('is plain HTML without script, with the five buttons', async () => {
    const s = await stripe.checkout.sessions.create(params());
    const html = await (await fetch(s.url ?? '')).text();
    expect(html).not.toMatch(/<script|\son\w+=/i);
    for (const label of ['Pay 99.00 RON', 'Pay later (succeeds)', 'Pay later (fails)', 'Decline', 'Cancel']) expect(html).toContain(label);
    // No address form unless the session asks for shipping (Candid's checkout never does: the order has its address).
    expect(html).not.toContain('Shipping address');
    expect(html).not.toMatch(/name="line1"/);
  });

  it('Pay: complete/paid, a signed checkout.session.completed, redirect to success_url with the id', async () => {
    const s = await stripe.checkout.sessions.create(params());
    const res = await press(s.url ?? '', 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://site.test/payment-success?order_id=ord_1&session_id=${s.id}`);
    const paid = await stripe.checkout.sessions.retrieve(s.id, { expand: ['payment_intent'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'buyer@example.com' } });
    expect(paid.payment_intent).toMatchObject({ status: 'succeeded', metadata: { orderId: 'ord_1' } });
    await emulator.idle();
    expect(types()).toEqual(['checkout.session.completed']);
    expect(received[0]?.event).toMatchObject({ api_version: '2026-10-28.endive', data: { object: { id: s.id, payment_status: 'paid' } } });
    expect(await stripeWebhookSecret()).toBe(emulator.webhookSecret);
  });

  it('collects the shipping address into collected_information.shipping_details', async () => {
    const s = await stripe.checkout.sessions.create(params({ shipping_address_collection: { allowed_countries: ['RO', 'DE'] } }));
    expect(await (await fetch(s.url ?? '')).text()).toContain('Shipping address');
    expect((await press(s.url ?? '', 'pay')).status).toBe(400); // no address: the page again
    const res = await press(s.url ?? '', 'pay', { name: 'Ana Pop', line1: 'Str. Lunga 1', city: 'Cluj', postal_code: '400000', country: 'RO' });
    expect(res.status).toBe(303);
    const got = await stripe.checkout.sessions.retrieve(s.id);
    expect(got.collected_information?.shipping_details).toEqual({ name: 'Ana Pop', address: { line1: 'Str. Lunga 1', line2: null, city: 'Cluj', postal_code: '400000', state: null, country: 'RO' } });
  });

  it('Pay later: completed unpaid, then async_payment_succeeded (or _failed)', async () => {
    const ok = await stripe.checkout.sessions.create(params());
    await press(ok.url ?? '', 'pay_later_succeeds');
    // Not read back here: the payment settles 50 ms later, which a loaded machine can outrun. The completed
    // event's own snapshot (below) is the session as the press left it.
    await emulator.idle();
    expect(typesInAnyOrder()).toEqual(['checkout.session.async_payment_succeeded', 'checkout.session.completed']);
    expect(received.find((r) => r.event.type === 'checkout.session.completed')?.event.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect((await stripe.checkout.sessions.retrieve(ok.id)).payment_status).toBe('paid');
    received = [];
    const bad = await stripe.checkout.sessions.create(params());
    await press(bad.url ?? '', 'pay_later_fails');
    await emulator.idle();
    expect(typesInAnyOrder()).toEqual(['checkout.session.async_payment_failed', 'checkout.session.completed']);
    expect((await stripe.checkout.sessions.retrieve(bad.id)).payment_status).toBe('unpaid');
  });

  it('Decline keeps the session open with a visible message and no event; Cancel redirects to cancel_url', async () => {
    const s = await stripe.checkout.sessions.create(params());
    const declined = await press(s.url ?? '', 'decline');
    expect(await declined.text()).toContain('<p role="alert">Your card was declined.</p>');
    const cancelled = await press(s.url ?? '', 'cancel');
    expect(cancelled.headers.get('location')).toBe('http://site.test/payment-cancelled?order_id=ord_1');
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe('open');
    await emulator.idle();
    expect(received).toEqual([]);
  });

  it('a session past expires_at (emulator clock) expires with checkout.session.expired', async () => {
    const s = await stripe.checkout.sessions.create(params({ expires_at: Math.floor(Date.now() / 1000) + 1800 }));
    emulator.advanceClock(1801);
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe('expired');
    await emulator.idle();
    expect(types()).toEqual(['checkout.session.expired']);
  });
});

describe('refunds', () => {
  it('refunds a payment: refund.created, then refund.updated (succeeded) and charge.refunded; a second full refund fails', async () => {
    const s = await stripe.checkout.sessions.create(params());
    emulator.act(s.id, 'pay');
    const pi = String((await stripe.checkout.sessions.retrieve(s.id)).payment_intent);
    const refund = await stripe.refunds.create({ payment_intent: pi, reason: 'requested_by_customer', metadata: { orderId: 'ord_1' } }, { idempotencyKey: 'refund:ord_1' });
    expect(refund).toMatchObject({ amount: 9900, payment_intent: pi, currency: 'ron' });
    await emulator.idle();
    expect(typesInAnyOrder()).toEqual(['charge.refunded', 'checkout.session.completed', 'refund.created', 'refund.updated']);
    const of = (type: string): unknown => received.find((r) => r.event.type === type)?.event.data.object;
    expect(of('refund.created')).toMatchObject({ id: refund.id, status: 'pending' });
    expect(of('refund.updated')).toMatchObject({ id: refund.id, status: 'succeeded', metadata: { orderId: 'ord_1' } });
    expect(of('charge.refunded')).toMatchObject({ object: 'charge', refunded: true, amount_refunded: 9900 });
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe('succeeded');
    await expect(stripe.refunds.create({ payment_intent: pi })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('a refund made to fail settles failed (refund.updated, refund.failed) and leaves the charge refundable; its key keeps answering the failed refund', async () => {
    const s = await stripe.checkout.sessions.create(params());
    emulator.act(s.id, 'pay');
    const pi = String((await stripe.checkout.sessions.retrieve(s.id)).payment_intent);
    emulator.failNextRefund('expired_or_canceled_card');
    const first = await stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_f' });
    await emulator.idle();
    expect((await stripe.refunds.retrieve(first.id)).status).toBe('failed');
    const of = (type: string) => received.filter((r) => r.event.type === type).map((r) => r.event.data.object);
    expect(of('refund.failed')).toEqual([expect.objectContaining({ id: first.id, status: 'failed', failure_reason: 'expired_or_canceled_card' })]);
    expect(of('refund.updated')).toEqual([expect.objectContaining({ id: first.id, status: 'failed' })]);
    expect(of('charge.refunded')).toEqual([]);
    // The same key answers the first (failed) refund and moves nothing; a new key refunds the charge.
    expect((await stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_f' })).id).toBe(first.id);
    const second = await stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_f:attempt:2' });
    expect(second.id).not.toBe(first.id);
    await emulator.idle();
    expect((await stripe.refunds.retrieve(second.id)).status).toBe('succeeded');
  });

  it('forgets an idempotency key 24 hours after its first use (emulator clock): the same refund asked again is then refused as already refunded', async () => {
    const s = await stripe.checkout.sessions.create(params());
    emulator.act(s.id, 'pay');
    const pi = String((await stripe.checkout.sessions.retrieve(s.id)).payment_intent);
    const refund = await stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_24h' });
    try {
      emulator.advanceClock(24 * 3600 - 60);
      expect((await stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_24h' })).id).toBe(refund.id);
      emulator.advanceClock(60);
      await expect(stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_24h' })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    } finally {
      // Back to the system clock for the tests after this one (their sessions' expires_at is read from it).
      emulator.advanceClock(-24 * 3600);
    }
  });
});

describe('webhook delivery', () => {
  it('retries a non-2xx answer with backoff, up to the limit', async () => {
    answer = 500;
    const s = await stripe.checkout.sessions.create(params());
    await stripe.checkout.sessions.expire(s.id);
    await emulator.idle();
    const event = emulator.events().at(-1);
    expect(emulator.deliveries().filter((d) => d.eventId === event?.id).map((d) => d.status)).toEqual([500, 500, 500, 500, 500]);
  });

  it('redelivers duplicates concurrently, and releases held events in reverse order', async () => {
    const s = await stripe.checkout.sessions.create(params());
    emulator.act(s.id, 'pay');
    await emulator.idle();
    const completed = emulator.events().at(-1);
    await emulator.redeliver(completed?.id ?? '', 3);
    expect(received.map((r) => r.event.id)).toEqual(Array(4).fill(completed?.id));
    received = [];
    emulator.holdDeliveries();
    const a = await stripe.checkout.sessions.create(params());
    const b = await stripe.checkout.sessions.create(params());
    await stripe.checkout.sessions.expire(a.id);
    await stripe.checkout.sessions.expire(b.id);
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
    await emulator.releaseDeliveries('reverse');
    expect(received.map((r) => (r.event.data.object as { id: string }).id)).toEqual([b.id, a.id]);
  });

  it('rejects a tampered delivery at the receiver (the signature covers the bytes)', async () => {
    const s = await stripe.checkout.sessions.create(params());
    await stripe.checkout.sessions.expire(s.id);
    await emulator.idle();
    const { raw } = received[0] ?? { raw: '' };
    const header = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: emulator.webhookSecret });
    expect(() => Stripe.webhooks.constructEvent(raw.replace('expired', 'complete'), header, emulator.webhookSecret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe('test-only failure injection', () => {
  it('answers the next request with the Stripe error asked for (the SDK maps it to its class), then works again', async () => {
    emulator.failNext({ status: 400, type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Injected: bad expires_at.' });
    const failed = stripe.checkout.sessions.create(params());
    await expect(failed).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(failed).rejects.toMatchObject({ statusCode: 400, code: 'parameter_invalid_integer', message: 'Injected: bad expires_at.' });
    expect((await stripe.checkout.sessions.create(params())).status).toBe('open');
  });

  it('a stored failure (one that started executing, as Stripe 500s) is kept under its Idempotency-Key: the same key replays it, another key works', async () => {
    const s = await stripe.checkout.sessions.create(params());
    emulator.act(s.id, 'pay');
    const pi = String((await stripe.checkout.sessions.retrieve(s.id)).payment_intent);
    emulator.failNext({ status: 500, type: 'api_error', stored: true });
    await expect(stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_500' })).rejects.toMatchObject({ statusCode: 500 });
    await expect(stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_500' })).rejects.toMatchObject({ statusCode: 500 });
    expect((await stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: 'refund:ord_500:attempt:2' })).status).toBe('pending');
  });

  it('over HTTP too (for a stack in another process): POST /_test/fail-next', async () => {
    const res = await fetch(`${emulator.url}/_test/fail-next`, { method: 'POST', body: JSON.stringify({ status: 402, type: 'card_error', code: 'card_declined' }) });
    expect(res.status).toBe(200);
    await expect(stripe.checkout.sessions.create(params())).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((await fetch(`${emulator.url}/_test/fail-next`, { method: 'POST', body: JSON.stringify({ status: 400, type: 'no_such_type' }) })).status).toBe(404);
    expect((await stripe.checkout.sessions.create(params())).status).toBe('open');
  });

  it('fails the next refund over HTTP too: POST /_test/refunds/fail-next', async () => {
    const s = await stripe.checkout.sessions.create(params());
    emulator.act(s.id, 'pay');
    const pi = String((await stripe.checkout.sessions.retrieve(s.id)).payment_intent);
    expect((await fetch(`${emulator.url}/_test/refunds/fail-next`, { method: 'POST', body: JSON.stringify({ reason: 'insufficient_funds' }) })).status).toBe(200);
    const refund = await stripe.refunds.create({ payment_intent: pi });
    await emulator.idle();
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ status: 'failed', failure_reason: 'insufficient_funds' });
  });
});

describe('an emulator on a clock it is given (the local stack passes the functions\' test clock)', () => {
  it('creates, expires, stamps events and signs webhooks on that clock, five days ahead of the system clock', async () => {
    const ahead = 5 * 86_400_000;
    const clock = { offsetMs: ahead };
    const shifted = await startStripeEmulator({
      quiet: true,
      now: () => Date.now() + clock.offsetMs,
      webhookSecret: emulator.webhookSecret,
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
    });
    try {
      const sdk = new Stripe(shifted.secretKey, { host: '127.0.0.1', port: Number(shifted.env.STRIPE_API_PORT), protocol: 'http', maxNetworkRetries: 0 });
      const then = Math.floor((Date.now() + ahead) / 1000);
      // 23 h after the shifted "now": in the system clock's terms this is more than 24 h away, which Stripe refuses.
      const s = await sdk.checkout.sessions.create(params({ expires_at: then + 23 * 3600 }));
      expect(s.created).toBeGreaterThanOrEqual(then);
      expect(s.created).toBeLessThan(then + 60);
      expect((await press(s.url ?? '', 'pay')).status).toBe(303);
      await shifted.idle();
      const [delivery] = received;
      expect(delivery?.event.created).toBeGreaterThanOrEqual(then);
      const t = Number(/(?:^|,)t=(\d+)/.exec(delivery?.signature ?? '')?.[1]);
      expect(t).toBeGreaterThanOrEqual(then);
      expect(t).toBeLessThan(then + 60);
      // Moving that clock past expires_at expires an open session, as the real clock passing it would.
      const open = await sdk.checkout.sessions.create(params({ expires_at: then + 3600 }));
      clock.offsetMs = ahead + 2 * 3600_000;
      expect((await sdk.checkout.sessions.retrieve(open.id)).status).toBe('expired');
    } finally {
      await shifted.stop();
    }
  });
});

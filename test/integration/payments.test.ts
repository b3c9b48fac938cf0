import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsGateway } from '../support/functions-gateway.js';
import { apiEvent, parseBody } from '../../functions/core/http/api-event.fixture.js';
import type { Gateway } from '../../infra/local/gateway.js';
import type { StripeEmulator } from '../../infra/local/stripe-emulator/index.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderRequest, CreateOrderResponse, OrderResponse, StatusHistoryResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse, PaymentConfirmationResponse } from '../../shared/schemas/payments.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetStripeForTests } from '../../functions/core/payments/stripe-client.js';
import { flows, loadHandler, ok, type Handler } from '../support/flows.js';
import { organizerBearer } from '../support/organizer-bearer.js';
import { readInbox } from '../support/inbox.js';
import { packageOrderBody, type PackageChoice } from '../support/package-order.js';
import { useStripeEmulator } from '../support/stripe.js';
import { useEmulators } from '../support/use-emulators.js';

/**
 * Paying, end to end on the local pieces: orders in DynamoDB Local, Stripe as the emulator (the real SDK
 * talks to it, its hosted-page buttons pressed programmatically), its signed webhooks delivered through
 * the local gateway (API Gateway's body rules) to the webhook handler, e-mails read back from local SES.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let stripeEmu: StripeEmulator;
let gateway: Gateway;
let h: Record<'create' | 'get' | 'history' | 'update' | 'checkout' | 'confirm', Handler>;
let signGeoToken: (country: string) => Promise<string>;

beforeAll(async () => {
  // This file's own emulator (its webhooks come here only); the Stripe client and secrets switch to it.
  stripeEmu = await useStripeEmulator({ asyncDelayMs: 100, maxAttempts: 3 });
  gateway = await startFunctionsGateway();
  stripeEmu.setWebhookUrl(`${gateway.url}/api/payments/webhook`);
  const paths = ['create', 'get', 'status-history', 'update', 'checkout', 'payment-confirmation'].map((p) => `http/orders/${p}.js`);
  const [create, get, history, update, checkout, confirm] = (await Promise.all(paths.map(loadHandler))) as Handler[];
  h = { create, get, history, update, checkout, confirm } as typeof h;
  signGeoToken = (await import('../../functions/core/auth/geo-token.js')).signGeoToken;
});
afterAll(async () => {
  await stripeEmu?.stop();
  await gateway?.stop();
});

const stripeSdk = () => new Stripe(stripeEmu.secretKey, { host: '127.0.0.1', port: Number(stripeEmu.env.STRIPE_API_PORT), protocol: 'http', telemetry: false });

const PACKAGE: PackageChoice = { eventType: 'digital', eventSize: 'medium', addOns: [] };
let emailSeq = 0;

/** The pre_event body of this file's orders (the package above, the spec's metadata) for a buyer. */
const orderBody = async (email: string, country = 'RO', patch: Partial<CreateOrderRequest> = {}): Promise<CreateOrderRequest> =>
  packageOrderBody(PACKAGE, { email, country, geoToken: await signGeoToken(country) }, { metadata: { eventName: 'Ana & Ion', eventDate: '2027-06-12', organizerName: 'Andreea' }, ...patch });

/** A pending pre_event order with its access token (a fresh buyer e-mail, so inbox checks are per test). */
const newOrder = async (country = 'RO', locale?: CreateOrderRequest['locale']) => {
  const email = `buyer-${Date.now()}-${++emailSeq}@example.com`;
  const body = await orderBody(email, country, locale ? { locale } : {});
  const res = ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', path: '/api/orders', body })), 201);
  return { id: res.order.id, number: res.order.orderNumber, token: res.accessToken, email, total: body.totalAmount, currency: body.currency };
};
type NewOrder = Awaited<ReturnType<typeof newOrder>>;

const tokenHeader = (t?: string): Record<string, string> => (t ? { 'x-order-token': t } : {});
const checkout = (o: NewOrder, t: string | undefined = o.token) => h.checkout(apiEvent({ method: 'POST', pathParameters: { id: o.id }, headers: tokenHeader(t) }));
const checkedOut = async (o: NewOrder) => ok<CheckoutResponse>(await checkout(o));
/** Another Checkout Session for the same order, opened at Stripe directly (e.g. in another tab before the first was paid). */
const secondSession = (sdk: Stripe, o: NewOrder) =>
  sdk.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: o.id,
    line_items: [{ quantity: 1, price_data: { currency: o.currency.toLowerCase(), unit_amount: o.total, product_data: { name: 'again' } } }],
    metadata: { orderId: o.id },
    payment_intent_data: { metadata: { orderId: o.id } },
    success_url: 'http://localhost:3000/payment-success',
  });
const confirm = async (o: NewOrder) => ok<PaymentConfirmationResponse>(await h.confirm(apiEvent({ method: 'POST', pathParameters: { id: o.id }, headers: tokenHeader(o.token) })));
const orderOf = async (o: NewOrder) => ok<OrderResponse>(await h.get(apiEvent({ pathParameters: { idOrNumber: o.id }, headers: tokenHeader(o.token) }))).order;
const historyOf = async (o: NewOrder) => ok<StatusHistoryResponse>(await h.history(apiEvent({ pathParameters: { id: o.id } }))).history;
const cancel = (o: NewOrder, t?: string) =>
  h.update(apiEvent({ method: 'PUT', query: { action: 'update' }, headers: tokenHeader(t), body: { orderId: o.id, status: 'cancelled' } }));
const eventsOf = (sessionOrPi: string) => stripeEmu.events().filter((e) => JSON.stringify(e.data.object).includes(sessionOrPi));
const subjects = async (to: string) => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', to)).map((m) => m.subject);

/** Waits (up to 5 s) until `check` passes: delayed payments and refunds settle on the emulator's timers. */
const eventually = async (check: () => Promise<void>): Promise<void> => {
  const deadline = Date.now() + 5000;
  for (;;) {
    await stripeEmu.idle();
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
};

/** POSTs a body to the webhook through the gateway, as Stripe would (or would not) sign it. */
const postWebhook = (payload: string, signature?: string) =>
  fetch(`${gateway.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });

describe("the order's e-mails in the language it was placed in (#20)", () => {
  const paid = async (o: NewOrder) => {
    stripeEmu.act((await checkedOut(o)).sessionId, 'pay');
    await eventually(async () => expect(await subjects(o.email)).toHaveLength(2));
    return readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', o.email);
  };

  it("an order placed with locale 'ro': received (at creation) and payment confirmed (by the webhook, later) are in Romanian", async () => {
    const o = await newOrder('RO', 'ro');
    const [received, confirmed] = await paid(o);
    expect(received?.subject).toBe(`Am primit comanda ta ${o.number}`);
    expect(received?.body.text).toContain('Bună, Andreea Popescu,');
    expect(received?.body.text).toContain(`Vezi comanda: ${env.SITE_ORIGIN}/order/${o.number}?k=${encodeURIComponent(o.token)}`);
    expect(confirmed?.subject).toBe(`Plata pentru comanda ${o.number} a fost confirmată`);
    expect(confirmed?.body.text).toContain('Am primit plata, iar comanda ta este acum în lucru.');
    // Romanian money: "1.234,00 RON" (dot for thousands, comma for decimals, the code after).
    expect(confirmed?.body.text?.replace(/\u00a0/g, ' ')).toMatch(/\nSumă: \d{1,3}(\.\d{3})*,\d{2} RON\n/);
    expect(confirmed?.body.html).toContain('<html lang="ro">');
    for (const mail of [received, confirmed]) for (const english of ['Hello', 'Order number', 'View your order', 'Amount']) expect(mail?.body.text).not.toContain(english);
  });

  it('an order placed without a locale is mailed in English', async () => {
    const o = await newOrder('RO');
    const [received, confirmed] = await paid(o);
    expect(received?.subject).toBe(`We received your order ${o.number}`);
    expect(received?.body.text).toContain('Hello Andreea Popescu,');
    expect(confirmed?.subject).toBe(`Payment confirmed for order ${o.number}`);
    expect(confirmed?.body.text).toContain('View your order:');
  });
});

describe('create → checkout → Pay → webhook', () => {
  it('opens a session priced from the order, and the paid webhook makes the order processing and mails the confirmation', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    expect(c.url).toContain(`/pay/${c.sessionId}`);
    const session = await stripeSdk().checkout.sessions.retrieve(c.sessionId);
    expect(session).toMatchObject({
      amount_total: o.total,
      currency: o.currency.toLowerCase(),
      client_reference_id: o.id,
      customer_email: o.email,
      metadata: { orderId: o.id, orderNumber: o.number, orderType: 'pre_event' },
      status: 'open',
    });
    expect(session.success_url).toBe(
      `http://localhost:3000/payment-success?success=true&order_id=${o.id}&order_number=${o.number}&session_id={CHECKOUT_SESSION_ID}&k=${encodeURIComponent(o.token)}`,
    );
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(23 * 3600);

    const outcome = stripeEmu.act(c.sessionId, 'pay');
    expect(outcome).toMatchObject({ kind: 'redirect', location: expect.stringContaining(`session_id=${c.sessionId}`) });
    await stripeEmu.idle();
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
    expect((await historyOf(o)).map((e) => [e.from, e.to])).toEqual([['pending', 'processing'], [null, 'pending']]);
    expect(await subjects(o.email)).toEqual(expect.arrayContaining([expect.stringMatching(/payment confirmed/i)]));
    expect(await confirm(o)).toMatchObject({ paid: true, order: { status: 'processing' } });
  });

  it('the same event delivered 10 times concurrently and out of order: one transition, one history item', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.holdDeliveries();
    stripeEmu.act(c.sessionId, 'pay');
    const completed = eventsOf(c.sessionId).find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no completed event');
    // Held: the original, then reversed with the duplicates racing it.
    await Promise.all([stripeEmu.releaseDeliveries('reverse'), stripeEmu.redeliver(completed.id, 10)]);
    await stripeEmu.idle();
    const history = await historyOf(o);
    expect(history.filter((e) => e.to === 'processing')).toHaveLength(1);
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
    const mails = await subjects(o.email);
    expect(mails.filter((s) => /payment confirmed/i.test(s))).toHaveLength(1);
    // Every delivery was acknowledged (duplicates answer 200: Stripe must not retry them for days).
    expect(stripeEmu.deliveries().filter((d) => d.eventId === completed.id).every((d) => d.status === 200)).toBe(true);
  });

  it('the confirmation e-mail failing (SES down) answers 500 after the order is paid; Stripe’s redelivery sends it, once', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    // The webhook's own SES client (the gateway loads the same modules): its first send to this buyer fails.
    const { sesClient } = await import('../../functions/core/email/ses.js');
    const name = `failFirstSend-${o.id}`;
    let failures = 1;
    sesClient().middlewareStack.add(
      (next) => async (args) => {
        const to = (args.input as { Destination?: { ToAddresses?: string[] } }).Destination?.ToAddresses ?? [];
        if (to.includes(o.email) && failures-- > 0) throw new Error('SES throttled (test)');
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      stripeEmu.act(c.sessionId, 'pay');
      await eventually(async () => expect(await subjects(o.email)).toEqual(expect.arrayContaining([expect.stringMatching(/payment confirmed/i)])));
    } finally {
      sesClient().middlewareStack.remove(name);
    }
    const completed = eventsOf(c.sessionId).find((e) => e.type === 'checkout.session.completed');
    expect(stripeEmu.deliveries().filter((d) => d.eventId === completed?.id).map((d) => d.status)).toEqual([500, 200]);
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
    expect((await historyOf(o)).filter((e) => e.to === 'processing')).toHaveLength(1);
    expect((await subjects(o.email)).filter((s) => /payment confirmed/i.test(s))).toHaveLength(1);
  });

  it('a tampered body, a wrong secret or no signature → 400 and nothing changes', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: c.sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', payment_intent: 'pi_forged', metadata: { orderId: o.id }, client_reference_id: o.id } },
    });
    const good = Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: stripeEmu.webhookSecret });
    const tampered = await postWebhook(forged.replace('pi_forged', 'pi_forgee'), good);
    const wrongSecret = await postWebhook(forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: 'whsec_not_ours' }));
    const unsigned = await postWebhook(forged);
    const old = await postWebhook(forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: stripeEmu.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 600 }));
    for (const res of [tampered, wrongSecret, unsigned, old]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    }
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    expect(await historyOf(o)).toHaveLength(1);
  });

  it('Decline and Cancel leave the order pending (no event, nothing written)', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    expect(stripeEmu.act(c.sessionId, 'decline')).toMatchObject({ kind: 'page', message: expect.stringMatching(/declined/i) });
    expect(stripeEmu.act(c.sessionId, 'cancel')).toMatchObject({ kind: 'redirect', location: expect.stringContaining('/payment-cancelled?cancelled=true') });
    await stripeEmu.idle();
    expect(eventsOf(c.sessionId)).toEqual([]);
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    expect(await confirm(o)).toMatchObject({ paid: false, order: { status: 'pending' } });
  });

  it('the success page confirms before the webhook; the late webhook changes nothing', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.holdDeliveries();
    stripeEmu.act(c.sessionId, 'pay');
    expect(await confirm(o)).toMatchObject({ paid: true, order: { status: 'processing' } });
    await stripeEmu.releaseDeliveries();
    await stripeEmu.idle();
    expect((await historyOf(o)).filter((e) => e.to === 'processing')).toHaveLength(1);
  });
});

describe('retry, delayed payments, second payments', () => {
  it('a retry expires the previous session first; its expired event does not cancel; the new one pays', async () => {
    const o = await newOrder();
    const first = await checkedOut(o);
    const second = await checkedOut(o);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect((await stripeSdk().checkout.sessions.retrieve(first.sessionId)).status).toBe('expired');
    await stripeEmu.idle();
    expect(eventsOf(first.sessionId).map((e) => e.type)).toContain('checkout.session.expired');
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    stripeEmu.act(second.sessionId, 'pay');
    await stripeEmu.idle();
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
    // A paid order cannot be checked out again.
    expect((await checkout(o)).statusCode).toBe(409);
  });

  it("a retry that expired the old session but failed to open the next: the old session's expiry still does not cancel", async () => {
    const o = await newOrder();
    const first = await checkedOut(o);
    // Attempt 2's idempotency key already used with other parameters: Stripe refuses the retry's create.
    await stripeSdk().checkout.sessions.create(
      { mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'ron', unit_amount: 100, product_data: { name: 'x' } } }], success_url: 'http://localhost:3000/x' },
      { idempotencyKey: `checkout:${o.id}:2` },
    );
    expect((await checkout(o)).statusCode).toBeGreaterThanOrEqual(500);
    await stripeEmu.idle();
    expect(eventsOf(first.sessionId).map((e) => e.type)).toContain('checkout.session.expired');
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    // The next retry takes the next key and succeeds.
    const third = await checkedOut(o);
    stripeEmu.act(third.sessionId, 'pay');
    await stripeEmu.idle();
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
  });

  it('Pay later (succeeds): completed unpaid keeps it pending, then async success → processing', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    // Held, to look at the order between the two events.
    stripeEmu.holdDeliveries();
    stripeEmu.act(c.sessionId, 'pay_later_succeeds');
    await eventually(async () => expect(eventsOf(c.sessionId).map((e) => e.type)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_succeeded']));
    const [completed, succeeded] = eventsOf(c.sessionId).map((e) => e.id) as [string, string];
    await stripeEmu.redeliver(completed);
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    await stripeEmu.redeliver(succeeded);
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
    // The held originals arrive late: duplicates, nothing more.
    await stripeEmu.releaseDeliveries();
    await stripeEmu.idle();
    expect((await historyOf(o)).filter((e) => e.to === 'processing')).toHaveLength(1);
  });

  it('Pay later (fails): stays pending and the customer can check out again', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.act(c.sessionId, 'pay_later_fails');
    await eventually(async () => expect(eventsOf(c.sessionId).map((e) => e.type)).toContain('checkout.session.async_payment_failed'));
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    expect((await checkout(o)).statusCode).toBe(200);
  });

  it('a second payment for a paid order is refunded automatically; the order stays processing', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.act(c.sessionId, 'pay');
    await stripeEmu.idle();
    // A second session for the same order (e.g. opened in another tab before the first was paid).
    const sdk = stripeSdk();
    const extra = await secondSession(sdk, o);
    stripeEmu.act(extra.id, 'pay');
    await stripeEmu.idle();
    const extraPi = (await sdk.checkout.sessions.retrieve(extra.id)).payment_intent as string;
    const refundsOf = (pi: string) => stripeEmu.events().filter((e) => e.type === 'refund.updated' && (e.data.object as { payment_intent?: string; status?: string }).payment_intent === pi);
    await eventually(async () => expect(refundsOf(extraPi)).toHaveLength(1));
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
    expect((await historyOf(o)).map((e) => e.to)).toEqual(['processing', 'pending']);
  });

  it("the second payment's refund answered with Stripe's own 500 (kept under its key for 24 h): the webhook answers 503 and Stripe's redelivery refunds it at once, under a new key", async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.act(c.sessionId, 'pay');
    await stripeEmu.idle();
    const sdk = stripeSdk();
    const extra = await secondSession(sdk, o);
    // The completed event is held until the failure is armed: the webhook's refund is then the next API request.
    stripeEmu.holdDeliveries();
    stripeEmu.act(extra.id, 'pay');
    const extraPi = (await sdk.checkout.sessions.retrieve(extra.id)).payment_intent as string;
    const completed = eventsOf(extra.id).find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no completed event');
    stripeEmu.failNext({ status: 500, type: 'api_error', stored: true });
    await stripeEmu.releaseDeliveries();
    await eventually(async () => expect(eventsOf(extraPi).filter((e) => e.type === 'charge.refunded')).toHaveLength(1));
    // The first delivery: 503 (Stripe's 500 for the refund); the emulator's first redelivery: refunded, 200.
    expect(stripeEmu.deliveries().filter((d) => d.eventId === completed.id).map((d) => d.status)).toEqual([503, 200]);
    expect(eventsOf(extraPi).filter((e) => e.type === 'refund.created')).toHaveLength(1);
    const { getOrderItem } = await import('../../functions/core/data/order-item.js');
    expect(await getOrderItem(o.id)).toMatchObject({ status: 'processing', autoRefundedPayments: [extraPi] });

    // Redelivered once more: answered from the order, Stripe asked nothing.
    await stripeEmu.redeliver(completed.id);
    await stripeEmu.idle();
    expect(stripeEmu.deliveries().filter((d) => d.eventId === completed.id).map((d) => d.status)).toEqual([503, 200, 200]);
    expect(eventsOf(extraPi).filter((e) => e.type === 'refund.created')).toHaveLength(1);
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
  });

  it("the second payment's refund failing at Stripe is not the order's failure: the buyer's cancel then asks the order's first refund, not a retry", async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.act(c.sessionId, 'pay');
    await stripeEmu.idle();
    const sdk = stripeSdk();
    const extra = await secondSession(sdk, o);
    stripeEmu.failNextRefund('expired_or_canceled_card');
    stripeEmu.act(extra.id, 'pay');
    const extraPi = (await sdk.checkout.sessions.retrieve(extra.id)).payment_intent as string;
    await eventually(async () => expect(eventsOf(extraPi).map((e) => e.type)).toContain('refund.failed'));
    const { getOrderItem } = await import('../../functions/core/data/order-item.js');
    expect(await getOrderItem(o.id)).toMatchObject({ status: 'processing', refundFailure: { reason: 'expired_or_canceled_card' } });
    // Staff see that this payment's money is still the customer's (not the order's own refund: their Refund
    // would take the order's payment back, not this one), and how much, until a refund of it succeeds.
    const { getStaffOrderDetails } = await import('../../functions/core/domain/orders/staff-orders.js');
    const extraAmount = (await sdk.checkout.sessions.retrieve(extra.id)).amount_total;
    expect((await getStaffOrderDetails(o.id)).payment.giveBacksFailed).toEqual([{ paymentIntentId: extraPi, amount: extraAmount, at: expect.any(String) }]);
    // Given back by hand (the Stripe Dashboard): nothing owed any more; the order's own money untouched.
    await sdk.refunds.create({ payment_intent: extraPi });
    await eventually(async () => expect((await getStaffOrderDetails(o.id)).payment.giveBacksFailed).toBeUndefined());
    expect((await getStaffOrderDetails(o.id)).payment.refundedAmount).toBeUndefined();

    expect(ok<OrderResponse>(await cancel(o, o.token)).order.status).toBe('cancelled');
    await eventually(async () => expect(await orderOf(o)).toMatchObject({ status: 'refunded' }));
    // The first attempt (key refund:<orderId>): nothing recorded as asked again.
    expect((await getOrderItem(o.id))?.refundAttempt).toBeUndefined();
  });
});

describe('refunds made in the Stripe Dashboard', () => {
  it('a full refund without our order id on it refunds the order (found through its payment) and mails it', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.act(c.sessionId, 'pay');
    await stripeEmu.idle();
    const pi = (await stripeSdk().checkout.sessions.retrieve(c.sessionId)).payment_intent as string;
    await stripeSdk().refunds.create({ payment_intent: pi });
    await eventually(async () => expect(await orderOf(o)).toMatchObject({ status: 'refunded' }));
    expect((await historyOf(o)).filter((e) => e.to === 'refunded')).toHaveLength(1);
    expect((await subjects(o.email)).filter((s) => /refunded/i.test(s))).toHaveLength(1);
  });

  it('a refund of a PaymentIntent Stripe does not have names no order: acknowledged (200), nothing changed, never a 5xx Stripe would retry', async () => {
    const payload = JSON.stringify({ id: 'evt_unknown_pi', object: 'event', type: 'refund.updated', created: Math.floor(Date.now() / 1000), data: { object: { object: 'refund', id: 're_unknown', status: 'succeeded', payment_intent: 'pi_not_in_this_account' } } });
    const res = await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeEmu.webhookSecret }));
    expect(res.status, await res.text()).toBe(200);
  });

  it('a paid session whose metadata names an order id we never issue (5 000 characters, found by the fuzz test) names no order: 200, never a 5xx', async () => {
    for (const orderId of ['x'.repeat(5000), '../ORDER', '']) {
      const payload = JSON.stringify({ id: `evt_odd_id_${orderId.length}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', id: 'cs_odd', payment_status: 'paid', payment_intent: 'pi_odd', metadata: { orderId } } } });
      const res = await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeEmu.webhookSecret }));
      expect(res.status, `${orderId.slice(0, 10)}: ${await res.text()}`).toBe(200);
    }
  });
});

describe('customer cancel of a paid order', () => {
  it('without the token → 403; with it, a paid pre_event order with no event yet → cancelled, then refunded by the webhook', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.act(c.sessionId, 'pay');
    await stripeEmu.idle();
    expect((await cancel(o)).statusCode).toBe(403);
    expect((await cancel(o, 'not-the-token')).statusCode).toBe(403);
    expect(await orderOf(o)).toMatchObject({ status: 'processing' });
    const res = ok<OrderResponse>(await cancel(o, o.token));
    expect(res.order.status).toBe('cancelled');
    await eventually(async () => expect(await orderOf(o)).toMatchObject({ status: 'refunded' }));
    expect((await historyOf(o)).map((e) => [e.to, e.reason])).toEqual([
      ['refunded', 'Payment refunded'],
      ['cancelled', 'Cancelled by customer'],
      ['processing', 'Payment confirmed'],
      ['pending', expect.any(String)],
    ]);
    const mails = await subjects(o.email);
    expect(mails.some((s) => /cancel/i.test(s))).toBe(true);
    expect(mails.some((s) => /refund/i.test(s))).toBe(true);
  });
});

describe('a payment is believed only for what it pays (#27)', () => {
  const stored = async (o: NewOrder) => {
    const { getOrderItem } = await import('../../functions/core/data/order-item.js');
    const item = await getOrderItem(o.id);
    if (!item) throw new Error(`order ${o.id} not stored`);
    return item;
  };
  const refundsOf = (pi: string) => stripeEmu.events().filter((e) => e.type === 'refund.updated' && (e.data.object as { payment_intent?: string }).payment_intent === pi);
  /** A real paid PaymentIntent of the emulator that belongs to no order (its session names none). */
  const strayPayment = async (amount: number) => {
    const sdk = stripeSdk();
    const s = await sdk.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'ron', unit_amount: amount, product_data: { name: 'stray' } } }],
      success_url: 'http://localhost:3000/payment-success',
    });
    stripeEmu.act(s.id, 'pay');
    await stripeEmu.idle();
    return (await sdk.checkout.sessions.retrieve(s.id)).payment_intent as string;
  };
  const signedSessionEvent = (id: string, session: Record<string, unknown>) => {
    const payload = JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', status: 'complete', payment_status: 'paid', ...session } } });
    return postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeEmu.webhookSecret }));
  };

  it.each([
    ['amount', (o: NewOrder) => ({ amount_total: o.total - 100, currency: 'ron' })],
    ['currency', (o: NewOrder) => ({ amount_total: o.total, currency: 'eur' })],
  ] as const)("a signed event of the order's own session whose %s disagrees: stays pending, a mismatch for staff, the payment refunded", async (reason, figures) => {
    const o = await newOrder();
    const c = await checkedOut(o);
    const pi = await strayPayment(o.total);
    const res = await signedSessionEvent(`evt_mismatch_${reason}_${o.id}`, { id: c.sessionId, payment_intent: pi, metadata: { orderId: o.id }, ...figures(o) });
    expect(res.status).toBe(200);
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    expect((await stored(o)).paymentMismatch).toMatchObject({ sessionId: c.sessionId, paymentIntentId: pi, reasons: [reason], expectedAmount: o.total, expectedCurrency: 'ron' });
    await eventually(async () => expect(refundsOf(pi).map((e) => (e.data.object as { status?: string }).status)).toContain('succeeded'));
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    expect((await subjects(o.email)).filter((s) => /payment confirmed/i.test(s))).toEqual([]);
  });

  it('a signed paid session naming a PaymentIntent Stripe does not have: 200, recorded for staff, nothing refunded (a retry could not change it)', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    const res = await signedSessionEvent(`evt_ghost_${o.id}`, { id: 'cs_ghost', payment_intent: 'pi_nobody_has', amount_total: o.total, currency: 'ron', metadata: { orderId: o.id } });
    expect(res.status).toBe(200);
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    const order = await stored(o);
    expect(order.paymentMismatch).toMatchObject({ sessionId: 'cs_ghost', paymentIntentId: 'pi_nobody_has', reasons: ['session'] });
    expect(order.paymentMismatch?.refundId).toBeUndefined();
    expect(order.autoRefundedPayments ?? []).toEqual([]);
    expect(order.lastPaymentEvent?.note).toMatch(/Stripe has no payment pi_nobody_has/);
    expect(c.sessionId).not.toBe('cs_ghost');
  });

  it("a real session of a cheaper order whose metadata names another order: the other order stays pending and the money goes back", async () => {
    const target = await newOrder();
    await checkedOut(target);
    const sdk = stripeSdk();
    const cheap = await sdk.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'ron', unit_amount: 500, product_data: { name: 'cheap' } } }],
      metadata: { orderId: target.id },
      payment_intent_data: { metadata: { orderId: target.id } },
      success_url: 'http://localhost:3000/payment-success',
    });
    stripeEmu.act(cheap.id, 'pay');
    await stripeEmu.idle();
    const pi = (await sdk.checkout.sessions.retrieve(cheap.id)).payment_intent as string;
    await eventually(async () => expect((await stored(target)).paymentMismatch).toMatchObject({ sessionId: cheap.id, reasons: ['session', 'amount'], amount: 500 }));
    await eventually(async () => expect(refundsOf(pi)).not.toEqual([]));
    expect(await orderOf(target)).toMatchObject({ status: 'pending' });
    expect((await historyOf(target)).map((e) => e.to)).toEqual(['pending']);
  });

  it('client_reference_id alone pays nothing', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    const pi = await strayPayment(o.total);
    const res = await signedSessionEvent(`evt_ref_only_${o.id}`, { id: c.sessionId, payment_intent: pi, client_reference_id: o.id, amount_total: o.total, currency: 'ron' });
    expect(res.status).toBe(200);
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });
    expect((await stored(o)).paymentIntentId).toBeUndefined();
  });
});

describe('a failed payment is shown, mailed, and can be paid again (#27)', () => {
  it('Pay later (fails): the order and the success check say so, one e-mail with the link; Pay again opens a fresh session that pays', async () => {
    const o = await newOrder();
    const c = await checkedOut(o);
    stripeEmu.act(c.sessionId, 'pay_later_fails');
    await eventually(async () => expect((await orderOf(o)).paymentFailedAt).toEqual(expect.any(String)));
    expect(await orderOf(o)).toMatchObject({ status: 'pending', actions: ['retry_payment', 'cancel_order'] });
    expect((await confirm(o)).order.paymentFailedAt).toEqual(expect.any(String));
    const failedMails = async () => (await readInbox(env.AWS_ENDPOINT_URL_SESV2 ?? '', o.email)).filter((m) => /did not go through/.test(m.subject));
    await eventually(async () => expect(await failedMails()).toHaveLength(1));
    const [mail] = await failedMails();
    expect(mail?.subject).toBe(`Your payment for order ${o.number} did not go through`);
    expect(mail?.body.text).toContain(`${env.SITE_ORIGIN}/order/${o.number}`);
    // A redelivery of the failure mails nothing more.
    const failedEvent = eventsOf(c.sessionId).find((e) => e.type === 'checkout.session.async_payment_failed');
    await stripeEmu.redeliver(failedEvent?.id ?? '');
    await stripeEmu.idle();
    expect(await failedMails()).toHaveLength(1);

    // The e-mail's link opens the order on any phone, and its view key may pay again (never cancel).
    const viewKey = new URL(/https?:\/\/\S+/.exec(mail?.body.text ?? '')?.[0] ?? 'http://x').searchParams.get('v');
    expect(viewKey).toEqual(expect.any(String));
    expect(ok<OrderResponse>(await h.get(apiEvent({ pathParameters: { idOrNumber: o.number }, headers: tokenHeader(viewKey ?? '') }))).order.actions).toEqual(['retry_payment']);
    expect((await cancel(o, viewKey ?? '')).statusCode).toBe(403);
    const again = ok<CheckoutResponse>(await checkout(o, viewKey ?? ''));
    expect(again.sessionId).not.toBe(c.sessionId);
    expect((await orderOf(o)).paymentFailedAt).toBeUndefined();
    stripeEmu.act(again.sessionId, 'pay');
    await eventually(async () => expect(await orderOf(o)).toMatchObject({ status: 'processing' }));
  });
});

describe('going back from Stripe does not make a second order (#27)', () => {
  /** Secure Checkout again from the device that holds `o` (its id in the body, its token in X-Order-Token). */
  const createAgain = async (o: NewOrder, patch: Partial<CreateOrderRequest> = {}) => {
    const body = await orderBody(o.email, 'RO', { replacesOrderId: o.id, ...patch });
    return ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', path: '/api/orders', body, headers: tokenHeader(o.token) })), 201);
  };

  it('the same purchase again reuses the order (number, token, one e-mail) and its checkout opens a fresh session', async () => {
    const o = await newOrder();
    const first = await checkedOut(o);
    const again = await createAgain(o);
    expect(again.order).toMatchObject({ id: o.id, orderNumber: o.number });
    expect(again.accessToken).toBe(o.token);
    const second = await checkedOut(o);
    expect(second.sessionId).not.toBe(first.sessionId);
    stripeEmu.act(second.sessionId, 'pay');
    await eventually(async () => expect(await orderOf(o)).toMatchObject({ status: 'processing' }));
    expect((await subjects(o.email)).filter((s) => /received your order/.test(s))).toHaveLength(1);
  });

  it('a changed purchase makes a new order and cancels the old pending one; a wrong token cancels nothing', async () => {
    const o = await newOrder();
    const forged = await createAgain({ ...o, token: 'not-the-token' }, { eventTitle: 'Ana & Ion (2)' });
    expect(forged.order.id).not.toBe(o.id);
    expect(await orderOf(o)).toMatchObject({ status: 'pending' });

    const changed = await createAgain(o, { eventTitle: 'Ana & Ion, the party' });
    expect(changed.order.id).not.toBe(o.id);
    expect(changed.order.eventTitle).toBe('Ana & Ion, the party');
    expect(await orderOf(o)).toMatchObject({ status: 'cancelled' });
    expect((await historyOf(o))[0]).toMatchObject({ to: 'cancelled', reason: `Replaced by order ${changed.order.orderNumber}` });
  });
});

describe('one shipping address (#27 item 8): prints ship to the address of Candid\'s form', () => {
  const FORM_ADDRESS = { street: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' };
  const printsOrder = async (): Promise<NewOrder> => {
    const { event } = await (await flows()).createEvent({ title: 'Nunta' });
    const q = quote({ kind: 'prints_bundle', photos: 10, printSize: '10x15' }, 'DE');
    const email = `prints-${Date.now()}-${++emailSeq}@example.com`;
    const body = {
      orderType: 'post_event', productType: 'prints_bundle', bundleType: 10, printSize: '10x15', eventCode: event.code,
      customerInfo: { name: 'Ana Pop', email, address: FORM_ADDRESS },
      totalAmount: q.total, currency: q.currency, geoToken: await signGeoToken('DE'),
    };
    const res = ok<CreateOrderResponse>(await h.create(apiEvent({ method: 'POST', path: '/api/orders', body, headers: await organizerBearer(event.code) })), 201);
    return { id: res.order.id, number: res.order.orderNumber, token: res.accessToken, email, total: q.total, currency: q.currency };
  };

  it('the session collects no address and its page shows no address form; paid, the order, the success page and staff show the one form address', async () => {
    const o = await printsOrder();
    const c = await checkedOut(o);
    expect((await stripeSdk().checkout.sessions.retrieve(c.sessionId)).shipping_address_collection).toBeNull();
    const page = await (await fetch(c.url)).text();
    expect(page).not.toContain('Shipping address');
    // Pay without typing any address: the emulator would refuse it (400, the page again) if the session asked for one.
    expect(stripeEmu.act(c.sessionId, 'pay')).toMatchObject({ kind: 'redirect' });
    await eventually(async () => expect((await orderOf(o)).status).toBe('processing'));
    const confirmation = await confirm(o);
    expect(confirmation).toMatchObject({ paid: true, order: { customerInfo: { address: FORM_ADDRESS } } });
    expect(confirmation).not.toHaveProperty('shippingDetails');
    expect((await orderOf(o)).customerInfo.address).toEqual(FORM_ADDRESS);
    const { getStaffOrderDetails } = await import('../../functions/core/domain/orders/staff-orders.js');
    const staff = await getStaffOrderDetails(o.id);
    expect(staff.order.customerAddress).toEqual(FORM_ADDRESS);
    expect(JSON.stringify(staff.payment)).not.toMatch(/shipping|Hauptstra/i);
  });
});

describe("Stripe's errors reaching checkout (#27 item 9): never a 500", () => {
  const errorOf = (res: Awaited<ReturnType<typeof checkout>>) => parseBody(res) as { error: { code: string; message: string } };

  it.each([
    [400, 'invalid_request_error', 'parameter_invalid_integer'],
    [400, 'idempotency_error', undefined],
    [402, 'card_error', 'card_declined'],
    [401, 'authentication_error', undefined],
  ] as const)('%i %s → 502 with the spec\'s payment error text; the next checkout works', async (status, type, code) => {
    const o = await newOrder();
    stripeEmu.failNext({ status, type, ...(code ? { code } : {}) });
    const res = await checkout(o);
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toEqual({ error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'Failed to process payment' } });
    expect((await checkedOut(o)).url).toContain('/pay/');
  });

  it('an emulator that is down (connection refused, after the SDK\'s retries) → 503 PAYMENT_PROVIDER_UNAVAILABLE', async () => {
    const o = await newOrder();
    // A port nothing listens on: bound, then closed.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const deadPort = String((probe.address() as AddressInfo).port);
    await new Promise<void>((r) => probe.close(() => r()));
    const livePort = process.env.STRIPE_API_PORT;
    process.env.STRIPE_API_PORT = deadPort;
    resetStripeForTests();
    try {
      const res = await checkout(o);
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).error).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The payment service cannot be reached right now. Please try again in a moment.' });
    } finally {
      process.env.STRIPE_API_PORT = livePort;
      resetStripeForTests();
    }
    expect((await checkedOut(o)).url).toContain('/pay/');
  });
});

describe("an event redelivered after Stripe's 24 hours (it moves the emulator clock past every open session, then back)", () => {
  it('a payment the webhook refunded on its own: the redelivery is answered 200 without asking Stripe again (which, the key forgotten, would refuse: already refunded)', async () => {
    const target = await newOrder();
    const sdk = stripeSdk();
    // A real session naming the order that the order never opened: a mismatch, refunded in full by the webhook.
    const stray = await sdk.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'ron', unit_amount: 500, product_data: { name: 'cheap' } } }],
      metadata: { orderId: target.id },
      payment_intent_data: { metadata: { orderId: target.id } },
      success_url: 'http://localhost:3000/payment-success',
    });
    stripeEmu.act(stray.id, 'pay');
    // The completed event's delivery makes the refund; the second wait sees the refund settle and its events delivered.
    await stripeEmu.idle();
    await stripeEmu.idle();
    const pi = (await sdk.checkout.sessions.retrieve(stray.id)).payment_intent as string;
    const refundsCreated = () => eventsOf(pi).filter((e) => e.type === 'refund.created');
    const completed = eventsOf(stray.id).find((e) => e.type === 'checkout.session.completed');
    if (!completed) throw new Error('no completed event');
    expect(refundsCreated()).toHaveLength(1);
    expect(eventsOf(pi).some((e) => e.type === 'charge.refunded')).toBe(true);
    // The order remembers the payment it gave back: that, not Stripe's key, is what a redelivery is checked against.
    const { getOrderItem } = await import('../../functions/core/data/order-item.js');
    expect((await getOrderItem(target.id))?.autoRefundedPayments).toEqual([pi]);

    stripeEmu.advanceClock(25 * 3600);
    try {
      await stripeEmu.redeliver(completed.id);
      await stripeEmu.idle();
      expect(stripeEmu.deliveries().filter((d) => d.eventId === completed.id).map((d) => d.status)).toEqual([200, 200]);
      expect(refundsCreated()).toHaveLength(1);
      expect(await orderOf(target)).toMatchObject({ status: 'pending' });
    } finally {
      stripeEmu.advanceClock(-25 * 3600);
    }
  });
});

describe('expiry (last: it moves the emulator clock past every open session)', () => {
  it("the order's session expiring cancels the pending order", async () => {
    const o = await newOrder();
    await checkedOut(o);
    stripeEmu.advanceClock(24 * 3600 + 60);
    await stripeEmu.idle();
    expect(await orderOf(o)).toMatchObject({ status: 'cancelled' });
    expect((await historyOf(o))[0]).toMatchObject({ from: 'pending', to: 'cancelled', reason: 'Payment session expired' });
    expect(parseBody(await checkout(o))).toMatchObject({ error: { code: 'ORDER_NOT_PAYABLE' } });
  });
});

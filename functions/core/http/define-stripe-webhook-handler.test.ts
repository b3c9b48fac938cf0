import Stripe from 'stripe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentEndpoints } from '../../../shared/api/endpoints/payments.js';
import { apiEvent, parseBody } from './api-event.fixture.js';
import { defineStripeWebhookHandler } from './define-stripe-webhook-handler.js';

const SECRET = 'whsec_unit_test_secret';
beforeAll(() => {
  // Trailing whitespace as pasted into a secret store: the secrets module trims it.
  process.env.STRIPE_WEBHOOK_SECRET = `${SECRET}\n`;
  process.env.STRIPE_SECRET_KEY = 'sk_test_unit';
  process.env.LOG_LEVEL = 'SILENT';
});

const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', created: 1, data: { object: { id: 'cs_1' } } });
const sign = (body: string | Buffer, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload: body.toString(), secret });

const setup = () => {
  const run = vi.fn(async () => undefined);
  return { run, handler: defineStripeWebhookHandler(paymentEndpoints.stripeWebhook, run) };
};
const post = (body: string, headers: Record<string, string>, isBase64Encoded = false) => ({
  ...apiEvent({ method: 'POST', path: '/api/payments/webhook', rawBody: body, headers }),
  isBase64Encoded,
});

describe('the Stripe webhook handler', () => {
  it('verifies the exact body and answers {received: true}', async () => {
    const { run, handler } = setup();
    const res = await handler(post(payload, { 'stripe-signature': sign(payload) }));
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toEqual({ received: true });
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: 'evt_1', type: 'checkout.session.completed' }));
  });

  it('decodes a base64 body (API Gateway does so for other content types) before verifying', async () => {
    const { run, handler } = setup();
    const res = await handler(post(Buffer.from(payload).toString('base64'), { 'stripe-signature': sign(payload) }, true));
    expect(res.statusCode).toBe(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it.each([
    ['no signature', {}],
    ['a signature by another secret', { 'stripe-signature': sign(payload, 'whsec_other') }],
    ['a signature of another body', { 'stripe-signature': sign(payload.replace('cs_1', 'cs_2')) }],
    ['garbage', { 'stripe-signature': 't=1,v1=00' }],
  ])('%s → 400 WEBHOOK_SIGNATURE_INVALID, nothing run', async (_name, headers: Record<string, string>) => {
    const { run, handler } = setup();
    const res = await handler(post(payload, headers));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    expect(run).not.toHaveBeenCalled();
  });

  it('a failure applying the event answers 5xx so Stripe retries, without details', async () => {
    const handler = defineStripeWebhookHandler(paymentEndpoints.stripeWebhook, async () => {
      throw new Error('boom');
    });
    const res = await handler(post(payload, { 'stripe-signature': sign(payload) }));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('boom');
  });

  it("measures the signature's 300 s tolerance on the functions' clock (the local test clock moves it and the Stripe emulator together)", async () => {
    const { setClockOffset } = await import('../clock.js');
    process.env.CANDID_TEST_CLOCK = '1';
    const tenMinutes = 600_000;
    setClockOffset(tenMinutes);
    try {
      const { run, handler } = setup();
      // Signed on the system clock: ten minutes old on the moved clock → refused.
      expect((await handler(post(payload, { 'stripe-signature': sign(payload) }))).statusCode).toBe(400);
      // Signed on the moved clock, as the emulator does: accepted.
      const onMovedClock = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor((Date.now() + tenMinutes) / 1000) });
      expect((await handler(post(payload, { 'stripe-signature': onMovedClock }))).statusCode).toBe(200);
      expect(run).toHaveBeenCalledOnce();
    } finally {
      setClockOffset(0);
      delete process.env.CANDID_TEST_CLOCK;
    }
  });

  it('refuses to wrap a route that is not the Stripe kind', () => {
    expect(() => defineStripeWebhookHandler({ ...paymentEndpoints.stripeWebhook, auth: 'public' }, async () => undefined)).toThrow(/not a Stripe webhook/);
  });
});

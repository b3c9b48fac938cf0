import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StripeEmulator } from '../../infra/local/stripe-emulator/index.js';
import { useEmulators } from '../support/use-emulators.js';
import { startWebhookReceiver, useStripeEmulator } from '../support/stripe.js';

useEmulators();
const { getStripe, resetStripeForTests } = await import('../../functions/core/payments/stripe-client.js');
const { resetStripeSecretsForTests, stripeWebhookSecret } = await import('../../functions/core/payments/stripe-secrets.js');

const create = async (): Promise<Stripe.Checkout.Session> =>
  (await getStripe()).checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 2, price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Prints 10×15' } } }],
    success_url: 'http://site.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://site.test/payment-cancelled',
  });

describe('the shared Stripe emulator of the integration run', () => {
  it('serves getStripe() from the emulators environment, with the HTTP test controls', async () => {
    const s = await create();
    expect(s.amount_total).toBe(3000);
    const base = inject('stripeEmulatorUrl');
    const act = await fetch(`${base}/_test/sessions/${s.id}/act`, { method: 'POST', body: JSON.stringify({ action: 'pay' }) });
    expect(await act.json()).toEqual({ kind: 'redirect', location: `http://site.test/payment-success?session_id=${s.id}` });
    expect((await (await getStripe()).checkout.sessions.retrieve(s.id)).payment_status).toBe('paid');
    expect((await fetch(`${base}/_test/idle`, { method: 'POST' })).status).toBe(200);
    const { data } = (await (await fetch(`${base}/_test/events`)).json()) as { data: Stripe.Event[] };
    expect(data.filter((e) => (e.data.object as { id: string }).id === s.id).map((e) => e.type)).toEqual(['checkout.session.completed']);
  });
});

describe('a file-own emulator delivering to a handler through an API Gateway event', () => {
  const seen: { type: string; base64: boolean }[] = [];
  let failNext = 1;
  const handler = async (event: APIGatewayProxyEventV2): Promise<unknown> => {
    const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    const verified = Stripe.webhooks.constructEvent(raw, event.headers['stripe-signature'] ?? '', await stripeWebhookSecret());
    if (failNext-- > 0) return { statusCode: 500, body: '{}' };
    seen.push({ type: verified.type, base64: event.isBase64Encoded });
    return { received: true };
  };
  let started: Promise<{ emulator: StripeEmulator; receiver: { url: string; stop(): Promise<void> } }>;
  beforeAll(() => {
    started = (async () => {
      const emulator = await useStripeEmulator();
      const receiver = await startWebhookReceiver(handler);
      emulator.setWebhookUrl(receiver.url);
      return { emulator, receiver };
    })();
    return started.then(() => undefined);
  });
  afterAll(async () => {
    const { emulator, receiver } = await started;
    await emulator.stop();
    await receiver.stop();
    resetStripeSecretsForTests();
    resetStripeForTests();
  });

  it('verifies with the secret from the environment, and is retried after a 500', async () => {
    const { emulator } = await started;
    const s = await create();
    emulator.act(s.id, 'pay');
    await emulator.idle();
    expect(seen).toEqual([{ type: 'checkout.session.completed', base64: false }]);
    expect(emulator.deliveries().map((d) => d.status)).toEqual([500, 200]);
  });
});

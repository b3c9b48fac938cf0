import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStripe, resetStripeForTests, STRIPE_API_VERSION } from './stripe-client.js';
import { resetStripeSecretsForTests, stripeSecretKey, stripeWebhookSecret } from './stripe-secrets.js';

/** A stand-in for AWS's Parameters and Secrets extension on localhost. */
let server: Server;
let seen: IncomingMessage[] = [];
let secretString = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ SecretString: secretString }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const env = { ...process.env };
const onAws = (value: object): void => {
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL']) delete process.env[k];
  process.env.STRIPE_SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:StripeSecret-abc';
  process.env.AWS_SESSION_TOKEN = 'session-token';
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
  secretString = JSON.stringify(value);
};
afterEach(() => {
  process.env = { ...env };
  seen = [];
  resetStripeSecretsForTests();
  resetStripeForTests();
});

describe('Stripe secrets', () => {
  it('come from the environment locally, without asking anything', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_local';
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_local';
    expect([await stripeSecretKey(), await stripeWebhookSecret()]).toEqual(['sk_test_local', 'whsec_local']);
    expect(seen).toHaveLength(0);
  });

  it('on AWS, come from one JSON secret through the extension, trimmed, read once', async () => {
    onAws({ secretKey: ' sk_live_x\n', webhookSecret: 'whsec_y \n' });
    expect([await stripeSecretKey(), await stripeWebhookSecret()]).toEqual(['sk_live_x', 'whsec_y']);
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '', 'http://localhost').searchParams.get('secretId')).toBe(process.env.STRIPE_SECRET_ARN);
  });

  it('refuse to work with the deployed placeholder', async () => {
    onAws({ secretKey: '', webhookSecret: '', placeholder: 'generated' });
    await expect(stripeSecretKey()).rejects.toThrow('Stripe secret key is not configured');
    await expect(stripeWebhookSecret()).rejects.toThrow('Stripe webhook secret is not configured');
  });
});

describe('getStripe', () => {
  it('is created once, pinned to the API version, pointed at the emulator by the environment', async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '4242', STRIPE_API_PROTOCOL: 'http' });
    const stripe = await getStripe();
    expect(await getStripe()).toBe(stripe);
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
    expect(stripe.getApiField('version')).toBe(STRIPE_API_VERSION);
    expect([stripe.getApiField('host'), stripe.getApiField('port'), stripe.getApiField('protocol')]).toEqual(['127.0.0.1', 4242, 'http']);
    expect(stripe.getMaxNetworkRetries()).toBe(2);
  });
});

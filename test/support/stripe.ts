import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { buildApiEvent, normalizeResult, writeApiResult } from '../../infra/local/api-event.js';
import { startStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from '../../infra/local/stripe-emulator/index.js';
import { resetStripeForTests } from '../../functions/core/payments/stripe-client.js';
import { resetStripeSecretsForTests } from '../../functions/core/payments/stripe-secrets.js';

/**
 * Stripe for integration tests. The global setup runs one emulator for the whole run (its STRIPE_* env is
 * part of `useEmulators()`), enough for code that only calls the API. A file that needs webhooks or the test
 * controls starts its own, in its worker, with `useStripeEmulator()`: its deliveries then reach only that
 * file's receiver, and its JS control API (hold/release, redeliver, advanceClock, act, idle) is at hand.
 */
export const useStripeEmulator = async (options: StripeEmulatorOptions = {}): Promise<StripeEmulator> => {
  const emulator = await startStripeEmulator({ asyncDelayMs: 50, backoffMs: 20, quiet: true, ...options });
  Object.assign(process.env, emulator.env);
  resetStripeSecretsForTests();
  resetStripeForTests();
  return emulator;
};

type Handler = (event: APIGatewayProxyEventV2) => Promise<unknown>;

/**
 * Serves a webhook handler the way the local gateway does (same API Gateway event, bodies base64 for non-text
 * types): point `emulator.setWebhookUrl(receiver.url)` at it.
 */
export const startWebhookReceiver = async (handler: Handler, routeKey = 'POST /api/payments/webhook'): Promise<{ url: string; stop(): Promise<void> }> => {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handler(buildApiEvent({ req, body: Buffer.concat(chunks), routeKey }))
        .then((result) => writeApiResult(res, normalizeResult(result), {}))
        .catch(() => res.writeHead(500).end());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${routeKey.split(' ')[1] ?? '/'}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
};

import type Stripe from 'stripe';
import { stripeSecretKey } from './stripe-secrets.js';

/** Pinned with the SDK (stripe@23.1.0): requests and the webhook endpoint's events share this shape. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

let cached: Promise<Stripe> | undefined;

/** Local stack and tests point the SDK at the emulator; unset on AWS (api.stripe.com over HTTPS). */
const endpoint = (): { host?: string; port?: number; protocol?: 'http' | 'https' } => {
  const { STRIPE_API_HOST: host, STRIPE_API_PORT: port, STRIPE_API_PROTOCOL: protocol } = process.env;
  return {
    ...(host ? { host } : {}),
    ...(port ? { port: Number(port) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  };
};

const create = async (): Promise<Stripe> => {
  // Imported on first use: handlers that never pay never load the SDK (246 KB bundled).
  const [{ default: StripeClient }, key] = await Promise.all([import('stripe'), stripeSecretKey()]);
  return new StripeClient(key, {
    apiVersion: STRIPE_API_VERSION,
    // The SDK adds an idempotency key to its own retries of POSTs; callers pass theirs for cross-invocation retries.
    maxNetworkRetries: 2,
    // Below the function's 10 s so a slow Stripe ends in our error response, not a Lambda timeout.
    timeout: 8000,
    telemetry: false,
    ...endpoint(),
  });
};

/** The Stripe client, created once per container. */
export const getStripe = (): Promise<Stripe> => {
  cached ??= create().catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
};

/** Tests only: forget the client (e.g. after changing the environment). */
export const resetStripeForTests = (): void => {
  cached = undefined;
};

import { readSecretString } from '../secrets-extension.js';

/**
 * Stripe's API key and webhook signing secret. Local stack and tests: STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET (the emulator's). AWS: one Secrets Manager secret, JSON `{ secretKey, webhookSecret }`,
 * named by STRIPE_SECRET_ARN (grant 'stripe-secret:read'), read once per container through the Parameters
 * and Secrets extension. Values are trimmed: a pasted newline would otherwise fail every signature check.
 */
interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

let cached: Promise<StripeSecrets> | undefined;

const fromSecret = async (arn: string): Promise<StripeSecrets> => {
  const raw = await readSecretString(arn, 'Stripe secret');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('Stripe secret is not JSON {"secretKey","webhookSecret"}');
  }
  const field = (name: keyof StripeSecrets): string => {
    const v = (parsed as Record<string, unknown> | null)?.[name];
    return typeof v === 'string' ? v.trim() : '';
  };
  return { secretKey: field('secretKey'), webhookSecret: field('webhookSecret') };
};

const load = async (): Promise<StripeSecrets> => {
  const key = process.env.STRIPE_SECRET_KEY;
  const hook = process.env.STRIPE_WEBHOOK_SECRET;
  if (key || hook) return { secretKey: key?.trim() ?? '', webhookSecret: hook?.trim() ?? '' };
  const arn = process.env.STRIPE_SECRET_ARN;
  if (!arn) throw new Error('Missing environment variable STRIPE_SECRET_KEY or STRIPE_SECRET_ARN');
  return fromSecret(arn);
};

const secrets = (): Promise<StripeSecrets> => {
  cached ??= load().catch((e: unknown) => {
    cached = undefined; // let the next call retry a transient failure (the extension still starting)
    throw e;
  });
  return cached;
};

const required = (value: string, name: string): string => {
  // The deployed secret starts as a placeholder until an operator puts the real keys in (README, deploy).
  if (!value) throw new Error(`Stripe ${name} is not configured`);
  return value;
};

export const stripeSecretKey = async (): Promise<string> => required((await secrets()).secretKey, 'secret key');
export const stripeWebhookSecret = async (): Promise<string> => required((await secrets()).webhookSecret, 'webhook secret');

/** Tests only: forget the loaded secrets. */
export const resetStripeSecretsForTests = (): void => {
  cached = undefined;
};

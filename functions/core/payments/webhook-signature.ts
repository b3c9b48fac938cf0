import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe webhook signature check with node:crypto only, so the webhook Lambda does not load the 246 KB
 * `stripe` bundle (DESIGN section 13). Same algorithm, order of checks and messages as stripe-node's
 * `webhooks.constructEvent` (stripe@23.1.0, `Webhooks.js`): header `t=<unix>,v1=<hex>[,v1=…]`, HMAC-SHA256
 * of `${t}.${rawBody}` keyed by the endpoint secret, any matching `v1` accepted (Stripe sends several while a
 * secret is being rolled), compared in constant time, then the timestamp checked against the tolerance.
 * webhook-signature.test.ts proves the same accept/reject as the real SDK on the same inputs.
 *
 * Two deliberate differences: the HMAC covers the exact received bytes (stripe-node decodes them as UTF-8
 * first, which maps distinct invalid byte sequences to the same U+FFFD; Stripe only ever sends valid UTF-8
 * JSON, so genuine events verify identically), and a tolerance ≤ 0 is refused instead of meaning "skip the
 * timestamp check" (never wanted here).
 *
 * The secret is used as given: a secret read from configuration must be trimmed by the caller (the stripe
 * helper's `stripeWebhookSecret()` does); a stray newline makes every signature mismatch, and the mismatch
 * message then says so, as stripe-node's does.
 */

/** The part of a Stripe event the webhook reads; `data.object` is narrowed by the handler per `type`. */
export interface StripeEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** The request is not a genuine Stripe delivery for this secret (the webhook answers 400). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export const DEFAULT_TOLERANCE_SECONDS = 300;
const EXPECTED_SCHEME = 'v1';

interface SignatureHeader {
  timestamp: number;
  signatures: string[];
}

/** stripe-node's parseHeader: comma-separated `k=v`; `t` parsed like parseInt; unknown schemes ignored. */
const parseHeader = (header: string): SignatureHeader =>
  header.split(',').reduce<SignatureHeader>(
    (acc, item) => {
      const [key, value = ''] = item.split('=');
      if (key === 't') acc.timestamp = Number.parseInt(value, 10);
      if (key === EXPECTED_SCHEME) acc.signatures.push(value);
      return acc;
    },
    { timestamp: -1, signatures: [] },
  );

const hmacHex = (secret: string, timestamp: number, rawBody: Buffer): string =>
  createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest('hex');

/** Constant-time for equal lengths; a different length is not a match (and leaks only the length, as Stripe's). */
const sameSignature = (expected: string, candidate: string): boolean => {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(candidate, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An id or type as Stripe writes them: a short token. The event id becomes a table key (the dedupe item), and
 * DynamoDB refuses keys over 1 KB with an error that would read as our fault (500); a signed body is still
 * only trusted as far as its shape.
 */
const MAX_TOKEN_BYTES = 255;
const isStripeToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && Buffer.byteLength(value, 'utf8') <= MAX_TOKEN_BYTES;

const parseEvent = (rawBody: Buffer): StripeEvent => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('Webhook payload is not valid JSON');
  }
  if (!isRecord(parsed) || !isStripeToken(parsed.id) || !isStripeToken(parsed.type) || typeof parsed.created !== 'number' || !isRecord(parsed.data) || !isRecord(parsed.data.object)) {
    throw new WebhookSignatureError('Webhook payload is not a Stripe event');
  }
  return { id: parsed.id, type: parsed.type, created: parsed.created, data: { object: parsed.data.object } };
};

/**
 * Verifies `Stripe-Signature` over the raw body and returns the event, or throws WebhookSignatureError.
 * `now` is epoch milliseconds (stripe-node's `receivedAt`), for tests and for events processed later.
 */
export const verifyStripeSignature = (
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
  now = Date.now(),
): StripeEvent => {
  if (!(toleranceSeconds > 0)) throw new TypeError('toleranceSeconds must be positive');
  if (rawBody.length === 0) throw new WebhookSignatureError('No webhook payload was provided.');
  if (header === undefined || header === '') throw new WebhookSignatureError('No stripe-signature header value was provided.');
  const details = parseHeader(header);
  if (details.timestamp === -1) throw new WebhookSignatureError('Unable to extract timestamp and signatures from header');
  if (details.signatures.length === 0) throw new WebhookSignatureError('No signatures found with expected scheme');
  if (secret.trim() === '') throw new WebhookSignatureError('No webhook secret value was provided. It should start with `whsec_`');

  const expected = hmacHex(secret, details.timestamp, rawBody);
  // Every candidate is compared (no early exit), so timing does not tell which one matched.
  const matched = details.signatures.reduce((found, candidate) => sameSignature(expected, candidate) || found, false);
  if (!matched) {
    const whitespace = /\s/.test(secret) ? ' Note: the signing secret contains whitespace (an extra newline or space?).' : '';
    throw new WebhookSignatureError(`No signatures found matching the expected signature for payload.${whitespace}`);
  }
  const age = Math.floor(now / 1000) - details.timestamp;
  if (age > toleranceSeconds) throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  return parseEvent(rawBody);
};

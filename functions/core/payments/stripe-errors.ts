import { domainError } from '../domain/errors.js';
import type { DomainError } from '../errors.js';

/**
 * THE mapping of Stripe's failures to ours (every PaymentGateway call goes through `guarded` in
 * stripe-gateway.ts, which uses this). Read from the SDK error's own fields (`type` is the SDK class name,
 * `rawType` Stripe's error type), so this module never loads the SDK:
 * - Stripe unreachable (connection refused, timeout), answering 5xx, or rate-limiting us after the SDK's own
 *   retries → PAYMENT_PROVIDER_UNAVAILABLE (503): the same request may work a little later.
 * - Any other Stripe error (invalid_request_error, idempotency_error, card_error, authentication_error,
 *   permission_error, an OAuth error): Stripe refused what we sent, so repeating it cannot help
 *   → PAYMENT_PROVIDER_ERROR (502, a bad answer from the upstream), never a 500.
 * Anything that is not a Stripe error is left alone (undefined): the caller rethrows it as it was.
 * The gateway answers a few refusals itself before they get here, as results: a session that can no longer
 * be expired, a PaymentIntent Stripe does not have, a charge already refunded (stripe-gateway.ts).
 */
const TRANSIENT_TYPES = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

interface StripeErrorFields {
  type: string;
  rawType?: unknown;
  code?: unknown;
  statusCode?: unknown;
  requestId?: unknown;
  param?: unknown;
}

/** The SDK's errors all extend StripeError, whose `type` is the class name ("Stripe…Error"). */
const asStripeError = (err: unknown): (Error & StripeErrorFields) | undefined => {
  if (!(err instanceof Error)) return undefined;
  const type = (err as { type?: unknown }).type;
  return typeof type === 'string' && /^Stripe\w*Error$/.test(type) ? (err as Error & StripeErrorFields) : undefined;
};

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export const mapStripeError = (err: unknown): DomainError | undefined => {
  const e = asStripeError(err);
  if (!e) return undefined;
  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const transient = TRANSIENT_TYPES.has(e.type) || (status !== undefined && status >= 500);
  const code = text(e.code);
  const requestId = text(e.requestId);
  const param = text(e.param);
  // The detail (logged by error-response.ts) names Stripe's classification, parameter and request id only:
  // Stripe's own message can echo part of the API key ("Invalid API Key provided: sk_test_****"), so it is not copied.
  const detail = [
    `stripe ${text(e.rawType) ?? e.type}${code ? `/${code}` : ''}`,
    status !== undefined && `status ${status}`,
    param && `param ${param}`,
    requestId && `request ${requestId}`,
  ]
    .filter(Boolean)
    .join(', ');
  return domainError(transient ? 'PAYMENT_PROVIDER_UNAVAILABLE' : 'PAYMENT_PROVIDER_ERROR', detail);
};

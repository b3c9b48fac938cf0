import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../http/error-response.js';
import { DomainError } from '../errors.js';
import { mapStripeError } from './stripe-errors.js';

/** The SDK's own error classes, built as its request layer builds them from Stripe's answers. */
process.env.LOG_LEVEL = 'SILENT';
const { errors } = Stripe;
const raw = (statusCode: number, type: Stripe.RawErrorType, extra: Record<string, string> = {}) => ({ statusCode, type, message: `a ${type}`, requestId: 'req_abc123', ...extra });

describe('Stripe error → domain error (the one mapping)', () => {
  it.each([
    ['invalid_request_error', new errors.StripeInvalidRequestError(raw(400, 'invalid_request_error', { code: 'parameter_invalid_integer', param: 'expires_at' }))],
    ['resource_missing', new errors.StripeInvalidRequestError(raw(404, 'invalid_request_error', { code: 'resource_missing' }))],
    ['idempotency_error', new errors.StripeIdempotencyError(raw(400, 'idempotency_error'))],
    ['card_error', new errors.StripeCardError(raw(402, 'card_error', { code: 'card_declined' }))],
    ['authentication_error', new errors.StripeAuthenticationError(raw(401, 'invalid_request_error'))],
    ['permission_error', new errors.StripePermissionError(raw(403, 'invalid_request_error'))],
  ])('%s → 502 PAYMENT_PROVIDER_ERROR (repeating the request cannot help)', (_, err) => {
    const mapped = mapStripeError(err);
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', status: 502 });
  });

  it.each([
    ['connection refused / timeout', new errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' })],
    ['api_error (Stripe 500)', new errors.StripeAPIError(raw(500, 'api_error'))],
    ['a 503 of any class', new errors.StripeInvalidRequestError(raw(503, 'invalid_request_error'))],
    ['rate limited after the SDK retries', new errors.StripeRateLimitError(raw(429, 'rate_limit_error', { code: 'rate_limit' }))],
  ])('%s → 503 PAYMENT_PROVIDER_UNAVAILABLE (try again later)', (_, err) => {
    expect(mapStripeError(err)).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', status: 503 });
  });

  it('is not a Stripe error: left alone', () => {
    expect(mapStripeError(new Error('boom'))).toBeUndefined();
    expect(mapStripeError(Object.assign(new Error('x'), { type: 'Other' }))).toBeUndefined();
    expect(mapStripeError('StripeInvalidRequestError')).toBeUndefined();
  });

  it("keeps Stripe's request id, type, code and parameter for the log, never its message (it can echo the key)", () => {
    const err = new errors.StripeAuthenticationError(raw(401, 'invalid_request_error', { message: 'Invalid API Key provided: sk_test_****ocal' }));
    const mapped = mapStripeError(err);
    expect(mapped?.message).toContain('req_abc123');
    expect(mapped?.message).toContain('invalid_request_error');
    expect(mapped?.message).not.toContain('sk_test');
    const withParam = mapStripeError(new errors.StripeInvalidRequestError(raw(400, 'invalid_request_error', { code: 'parameter_missing', param: 'line_items' })));
    expect(withParam?.message).toBe('stripe invalid_request_error/parameter_missing, status 400, param line_items, request req_abc123');
  });

  it('answers 502 / 503 with the catalogue text through the one error → response mapper', async () => {
    const refused = await errorResponse(mapStripeError(new errors.StripeInvalidRequestError(raw(400, 'invalid_request_error'))), 'r1');
    expect(refused.statusCode).toBe(502);
    expect(JSON.parse(String(refused.body))).toEqual({ error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'Failed to process payment' } });
    const down = await errorResponse(mapStripeError(new errors.StripeConnectionError({ message: 'ECONNREFUSED' })), 'r2');
    expect(down.statusCode).toBe(503);
    expect(JSON.parse(String(down.body)).error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
  });
});

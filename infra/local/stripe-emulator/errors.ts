/** Stripe-shaped API errors: `{ error: { type, code, message, param } }` with Stripe's statuses. */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error' | 'authentication_error' | 'rate_limit_error';
export const STRIPE_ERROR_TYPES: readonly StripeErrorType[] = ['invalid_request_error', 'idempotency_error', 'api_error', 'card_error', 'authentication_error', 'rate_limit_error'];

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  get body(): { error: { type: StripeErrorType; message: string; code?: string; param?: string } } {
    return {
      error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) },
    };
  }
}

export const invalidParam = (message: string, param?: string, code = 'parameter_invalid_string'): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', message, param, code);

export const missingParam = (param: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, param, 'parameter_missing');

export const noSuch = (kind: string, id: string, param: string): StripeApiError =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, param, 'resource_missing');

export const invalidApiKey = (key: string): StripeApiError =>
  new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`);

export const idempotencyMismatch = (key: string): StripeApiError =>
  new StripeApiError(
    400,
    'idempotency_error',
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  );

import type { $ZodIssue } from 'zod/v4/core';
import type { ErrorCode } from '../../shared/messages.js';

/**
 * A failure the client caused or must be told about. Domain code throws these; http/error-response.ts
 * turns them into `{"error":{"code","message"}}` with the catalogue's text — the only place that does.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 422 | 429 | 502 | 503,
    /** Optional detail for logs only; never sent to the client. */
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'DomainError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND', detail?: string) => new DomainError(code, 404, detail);
export const unauthorized = (detail?: string) => new DomainError('UNAUTHORIZED', 401, detail);
export const forbidden = (detail?: string) => new DomainError('FORBIDDEN', 403, detail);
export const conflict = (code: ErrorCode, detail?: string) => new DomainError(code, 409, detail);

/** Too many attempts: answered 429 with Retry-After (seconds until the counting window ends). */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    detail?: string,
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super(code, 429, detail);
  }
}

/**
 * Not yet: the thing asked for is being prepared (a raw archive being rebuilt). Answered 503 with Retry-After,
 * so a browser or download manager that follows the link again a little later gets it.
 */
export class RetryLaterError extends DomainError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
    detail?: string,
  ) {
    super(code, 503, detail);
  }
}

/** The request itself was malformed (not a business rule): bad JSON, too large. */
export class RequestError extends DomainError {}

/**
 * The request broke its endpoint's schemas (path, query, body): a 400 naming each field's problem. Only
 * parse-request throws it. A schema failure anywhere else (an item read from the table, a Stripe object) is
 * not the client's mistake: it stays a $ZodError, logged and answered 500.
 */
export class RequestInvalidError extends Error {
  constructor(readonly issues: readonly $ZodIssue[]) {
    super(`request invalid: ${issues.map((i) => i.path.join('.') || '_').join(', ')}`);
    this.name = 'RequestInvalidError';
  }
}

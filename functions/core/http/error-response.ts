import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { ErrorCode, messages as catalogue } from '../../../shared/messages.js';
import type { ErrorBody } from '../../../shared/schemas/common.js';
import { DomainError, RateLimitedError, RequestInvalidError, RetryLaterError } from '../errors.js';
import { failureFields } from '../failure-fields.js';
import { log } from '../log.js';
import { json, seeOther } from './response.js';

type Catalogue = typeof catalogue;

/**
 * Every area's error texts (about 12 KB minified) serve the failure path alone: imported on a container's
 * first failure, so a cold start that answers a success does not compile them.
 */
const loadCatalogue = async (): Promise<Catalogue> => (await import('../../../shared/messages.js')).messages;

const body = (messages: Catalogue, code: ErrorCode, extra: Partial<ErrorBody['error']> = {}): ErrorBody => ({
  error: { code, message: messages[code], ...extra },
});

/** Dotted path of a validation issue, e.g. `body.title` → `title` (the client knows which part it sent). */
const fieldPath = (issue: z.core.$ZodIssue): string => issue.path.map(String).join('.') || '_';

/** AWS failures that are not the client's doing and may pass: throttling, 5xx, timeouts (after the SDK's own retries). */
const TRANSIENT = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionInProgressException',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'SlowDown',
  'TimeoutError',
  'RequestTimeout',
]);
export const isTransient = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false;
  const meta = err as Error & { $retryable?: unknown; $metadata?: { httpStatusCode?: number }; CancellationReasons?: { Code?: string }[] };
  // Contention that outlived withConflictRetry is load, not a client mistake.
  const conflictOnly = meta.CancellationReasons?.some((r) => r.Code === 'TransactionConflict') && meta.CancellationReasons.every((r) => r.Code === 'TransactionConflict' || r.Code === 'None');
  return conflictOnly === true || TRANSIENT.has(err.name) || meta.$retryable !== undefined || (meta.$metadata?.httpStatusCode ?? 0) >= 500;
};

/** A failure as the client is told it: status, body and any extra headers (Retry-After). */
interface Failure {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

const failureOf = async (err: unknown, requestId: string): Promise<Failure> => {
  const messages = await loadCatalogue();
  if (err instanceof RateLimitedError) return { status: 429, body: body(messages, err.code), headers: { 'retry-after': String(err.retryAfterSeconds) } };
  if (err instanceof RetryLaterError) return { status: 503, body: body(messages, err.code), headers: { 'retry-after': String(err.retryAfterSeconds) } };
  if (err instanceof DomainError) {
    if (err.status >= 500) log.error('domain failure', { requestId, code: err.code, detail: err.message });
    return { status: err.status, body: body(messages, err.code) };
  }
  // Only the request's own schemas make a 400: a stored item or a Stripe object that breaks its schema is ours (500, logged).
  if (err instanceof RequestInvalidError) {
    const fields: Record<string, string> = {};
    for (const issue of err.issues) fields[fieldPath(issue)] ??= issue.message;
    const first = err.issues[0];
    return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: first?.message ?? messages.VALIDATION_FAILED, fields } } };
  }
  if (isTransient(err)) {
    log.warn('transient dependency failure', { requestId, error: err instanceof Error ? { name: err.name, message: err.message } : String(err) });
    return { status: 503, body: body(messages, 'SERVICE_BUSY', { requestId }), headers: { 'retry-after': '2' } };
  }
  log.error('unhandled failure', { requestId, error: await failureFields(err) });
  return { status: 500, body: body(messages, 'INTERNAL', { requestId }) };
};

/**
 * THE place where failures become HTTP answers. Known failures keep their catalogue text; the request's
 * validation failures answer 400 with the first message (the spec's check order) and every field's message;
 * throttling and outages of AWS answer 503 (retry later); anything else is logged with the request id
 * and answered with a generic 500 — never a stack trace. With `page` (a person's browser opened a route that
 * has a refusal page, Endpoint.refusalPage) the same failure is a 303 to that page naming its code.
 */
export const errorResponse = async (err: unknown, requestId: string, page?: string): Promise<APIGatewayProxyStructuredResultV2> => {
  const failure = await failureOf(err, requestId);
  if (page) return seeOther(`${page}?error=${encodeURIComponent(failure.body.error.code)}`);
  return json(failure.status, failure.body, failure.headers);
};

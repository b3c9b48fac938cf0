import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { ErrorCode, messages as catalogue } from '../../../shared/messages.js';
import type { ErrorBody } from '../../../shared/schemas/common.js';
import { DomainError, RateLimitedError, RequestInvalidError, RetryLaterError } from '../errors.js';
import { failureFields } from '../failure-fields.js';
import { log } from '../log.js';
import { json } from './response.js';

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

/**
 * THE place where failures become HTTP answers. Known failures keep their catalogue text; the request's
 * validation failures answer 400 with the first message (the spec's check order) and every field's message;
 * throttling and outages of AWS answer 503 (retry later); anything else is logged with the request id
 * and answered with a generic 500 — never a stack trace.
 */
export const errorResponse = async (err: unknown, requestId: string): Promise<APIGatewayProxyStructuredResultV2> => {
  const messages = await loadCatalogue();
  if (err instanceof RateLimitedError) return json(429, body(messages, err.code), { 'retry-after': String(err.retryAfterSeconds) });
  if (err instanceof RetryLaterError) return json(503, body(messages, err.code), { 'retry-after': String(err.retryAfterSeconds) });
  if (err instanceof DomainError) {
    if (err.status >= 500) log.error('domain failure', { requestId, code: err.code, detail: err.message });
    return json(err.status, body(messages, err.code));
  }
  // Only the request's own schemas make a 400: a stored item or a Stripe object that breaks its schema is ours (500, logged).
  if (err instanceof RequestInvalidError) {
    const fields: Record<string, string> = {};
    for (const issue of err.issues) fields[fieldPath(issue)] ??= issue.message;
    const first = err.issues[0];
    return json(400, { error: { code: 'VALIDATION_FAILED', message: first?.message ?? messages.VALIDATION_FAILED, fields } } satisfies ErrorBody);
  }
  if (isTransient(err)) {
    log.warn('transient dependency failure', { requestId, error: err instanceof Error ? { name: err.name, message: err.message } : String(err) });
    return json(503, body(messages, 'SERVICE_BUSY', { requestId }), { 'retry-after': '2' });
  }
  log.error('unhandled failure', { requestId, error: await failureFields(err) });
  return json(500, body(messages, 'INTERNAL', { requestId }));
};

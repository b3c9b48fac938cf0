import type * as z from 'zod/mini';
import { buildPath, type Endpoint, type HttpMethod } from '../../../shared/api/endpoint';
import type { Endpoints } from '../../../shared/api/endpoints';
import { joinMessages as messages, type JoinErrorCode } from '../../../shared/join-messages';
import type { ErrorBody } from '../../../shared/schemas/common';
import { DEVICE_ID_HEADER } from '../../../shared/rules/device-id';
import { ORDER_TOKEN_HEADER } from '../../../shared/orders/order-token';
import { ApiError } from './ApiError';
import { deviceId } from './deviceId';

/**
 * The web's only way to the API: typed by the endpoint contracts of shared/api/endpoints.ts, so request
 * and response types are never written twice. The API is served from the same origin under /api.
 *
 * Only the contract's id, method and path are used at run time, and only TYPES come from the schemas:
 * pass `endpointRoutes.x` (shared/api/endpoint-routes.ts; guest screens: guest-endpoint-routes.ts) and a screen calls the API without loading zod —
 * the guests' first screens stay within their size budget. Responses are not re-validated here: the server
 * shapes every response through the same schema before sending it (functions/core/http/define-handler.ts).
 */
type EndpointId = keyof Endpoints;
type ContractOf<Id extends EndpointId> = Endpoints[Id] extends Endpoint<infer P, infer Q, infer B, infer R> ? { P: P; Q: Q; B: B; R: R } : never;

/** An endpoint part the contract does not declare may be left out; a declared one is required. */
type Part<S extends z.core.$ZodType, K extends string> = [S] extends [z.core.$ZodUndefined]
  ? { [P in K]?: undefined }
  : { [P in K]: z.input<S> };

export type CallOptions<P extends z.core.$ZodType, Q extends z.core.$ZodType, B extends z.core.$ZodType> = Part<P, 'params'> &
  Part<Q, 'query'> &
  Part<B, 'body'> & {
    /** Bearer credential (participant, creator, organizer or staff token) when the route needs one. */
    token?: string;
    /** An order's access token (X-Order-Token), for the order routes; never put in a URL. */
    orderToken?: string;
  };

export async function callApi<Id extends EndpointId>(
  endpoint: { id: Id; method: HttpMethod; path: string },
  options: CallOptions<ContractOf<Id>['P'], ContractOf<Id>['Q'], ContractOf<Id>['B']>,
  signal?: AbortSignal,
): Promise<z.output<ContractOf<Id>['R']>> {
  const url = buildUrl(endpoint.path, options.params, options.query);
  const headers: Record<string, string> = { accept: 'application/json', [DEVICE_ID_HEADER]: deviceId() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.orderToken) headers[ORDER_TOKEN_HEADER] = options.orderToken;

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // An abort is the caller's decision, not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: messages.NETWORK, cause: error });
  }

  if (!response.ok) throw await errorFromResponse(response, signal);

  return (await readJson(response, signal)) as z.output<ContractOf<Id>['R']>;
}

function buildUrl(path: string, params: unknown, query: unknown): string {
  const filled = isRecord(params) ? buildPath(path, stringValues(params)) : path;
  if (!isRecord(query)) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)]));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** undefined for an empty body (204), so a response schema of z.undefined() accepts it. */
async function readJson(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: response.status, code: 'INTERNAL', message: messages.INTERNAL, cause: error });
  }
}

/**
 * The standard error body when there is one; otherwise (a proxy's HTML page, a cut connection) a code and
 * catalogue message chosen from the status alone.
 */
async function errorFromResponse(response: Response, signal: AbortSignal | undefined): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await readJson(response, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    payload = undefined;
  }
  if (isErrorBody(payload)) {
    const { code, message, fields, requestId } = payload.error;
    return new ApiError({ status: response.status, statusText: response.statusText, code, message, fields, requestId, fromServer: true });
  }
  const code = codeForStatus(response.status);
  return new ApiError({ status: response.status, statusText: response.statusText, code, message: messages[code] });
}

/** The standard error body's shape (shared/schemas/common.ts errorBodySchema), checked without zod. */
function isErrorBody(payload: unknown): payload is ErrorBody {
  if (!isRecord(payload) || !isRecord(payload.error)) return false;
  const { code, message, fields, requestId } = payload.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined || (isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string'))) &&
    (requestId === undefined || typeof requestId === 'string')
  );
}

function codeForStatus(status: number): JoinErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'INTERNAL';
  }
}

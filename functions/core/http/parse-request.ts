import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
// Named, not `z.core.…`: a namespace member keeps all of zod's core (and every locale) in the bundle. And
// `config` from here, not `z.config`: through zod/mini it put zod's JSON Schema code (20 KB) in the chunk
// the OpenAPI function loads at import, not in its document builder's (#31 item 3).
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import type { Endpoint } from '../../../shared/api/endpoint.js';
import { RequestError, RequestInvalidError } from '../errors.js';

// zod/mini ships no messages ("Invalid input" for every issue without one of ours): the English catalogue
// keeps the 400 bodies' field messages as they were with classic zod.
config(en());

/** JSON APIs carry small documents only; photos go straight to S3 (DESIGN section 7). */
export const MAX_BODY_BYTES = 64 * 1024;

const readJson = (event: APIGatewayProxyEventV2): unknown => {
  if (event.body === undefined || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw new RequestError('PAYLOAD_TOO_LARGE', 413);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new RequestError('MALFORMED_JSON', 400);
  }
};


export interface ParsedRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

/**
 * Validates path, query and body against the endpoint's schemas, collecting every part's issues into one
 * RequestInvalidError (a 400 upstream) so the client learns all that is wrong at once, path first.
 */
export const parseRequest = <P extends z.core.$ZodType, Q extends z.core.$ZodType, B extends z.core.$ZodType, R extends z.core.$ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  event: APIGatewayProxyEventV2,
): ParsedRequest<z.output<P>, z.output<Q>, z.output<B>> => {
  const issues: z.core.$ZodIssue[] = [];
  const check = (schema: z.core.$ZodType | undefined, value: () => unknown): unknown => {
    if (!schema) return undefined;
    const r = z.safeParse(schema, value());
    if (r.success) return r.data;
    issues.push(...r.error.issues);
    return undefined;
  };
  const params = check(endpoint.params, () => event.pathParameters ?? {});
  const query = check(endpoint.query, () => event.queryStringParameters ?? {});
  // A body sent where none is expected is ignored rather than refused: harmless, and kinder to clients.
  // Only a missing body counts as `{}`: JSON `null` (or an array) is not the object the route expects.
  const body = check(endpoint.body, () => {
    const json = readJson(event);
    return json === undefined ? {} : json;
  });
  if (issues.length > 0) throw new RequestInvalidError(issues);
  return { params, query, body } as ParsedRequest<z.output<P>, z.output<Q>, z.output<B>>;
};

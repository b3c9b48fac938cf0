import * as z from 'zod/mini';
import type { Endpoint, ErrorStatus } from '../../shared/api/endpoint.js';
import { errorBodySchema } from '../../shared/schemas/common.js';
import { ANY_CHARACTER, NOT_WHITESPACE, VISIBLE, VISIBLE_NOT_WHITESPACE, visibleTextOnly, WHITESPACE } from '../../shared/schemas/json-pattern.js';
import { createOrderRequestSchema } from '../../shared/schemas/orders.js';
import type { Route } from '../routes.js';
import { createOrderRules } from './openapi-order-rules.js';

type JsonSchema = Record<string, unknown>;

/** Zod's `.trim()` is a check that rewrites the value; recognised by its function (zod has no other marker). */
const isTrimmed = (s: z.core.$ZodType): boolean =>
  ((s._zod.def as { checks?: { _zod: { def: { check: string; tx?: unknown } } }[] }).checks ?? []).some(
    (c) => c._zod.def.check === 'overwrite' && String(c._zod.def.tx).includes('.trim()'),
  );

/**
 * The server trims before it counts, so minLength/maxLength on the raw string would lie (`" a "` is 3
 * characters and still too short). A pattern states the trimmed length exactly instead; for a name, without
 * hidden characters inside (NAME_HIDDEN_CHARACTERS). No `\\s`: see json-pattern.ts.
 */
const trimmedLengthPattern = (min: number, max: number | undefined, visibleOnly: boolean): string => {
  const edge = visibleOnly ? VISIBLE_NOT_WHITESPACE : NOT_WHITESPACE;
  const inner = visibleOnly ? VISIBLE : `(?:${ANY_CHARACTER})`;
  const alternatives: string[] = [];
  if (min <= 0) alternatives.push('');
  if (min <= 1 && (max ?? 1) >= 1) alternatives.push(edge);
  if ((max ?? 2) >= 2) alternatives.push(`${edge}${inner}{${Math.max(min - 2, 0)},${max === undefined ? '' : max - 2}}${edge}`);
  return `^${WHITESPACE}*(?:${alternatives.join('|')})${WHITESPACE}*$`;
};

/** A rule's own pattern (an e-mail's) on the trimmed value: the raw value may have whitespace around it. */
const aroundTrimmed = (pattern: string): string => `^${WHITESPACE}*(?:${pattern.replace(/^\^/, '').replace(/\$$/, '')})${WHITESPACE}*$`;

const describeTrim = (ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }): void => {
  const def = ctx.zodSchema._zod.def as { type: string };
  if (def.type !== 'string' || !isTrimmed(ctx.zodSchema)) return;
  const js = ctx.jsonSchema;
  const min = typeof js.minLength === 'number' ? js.minLength : 0;
  const max = typeof js.maxLength === 'number' ? js.maxLength : undefined;
  delete js.minLength;
  delete js.maxLength;
  const notes: string[] = [];
  if (js.format === 'email' && typeof js.pattern === 'string') {
    // The server's e-mail rule is this pattern (zod's), narrower than the RFC 5321/5322 `format: email` and
    // applied after trimming: documenting both would let a validator accept what the server refuses.
    delete js.format;
    js.pattern = aroundTrimmed(js.pattern);
    notes.push('An e-mail address as the pattern states (the server\'s rule), compared lower-cased.');
  }
  js.pattern ??= trimmedLengthPattern(min, max, visibleTextOnly.has(ctx.zodSchema));
  notes.push(`Leading and trailing whitespace is trimmed; then ${max === undefined ? `at least ${min}` : `${min} to ${max}`} characters.`);
  if (visibleTextOnly.has(ctx.zodSchema)) notes.push('No control, zero-width or text-direction characters.');
  const note = notes.join(' ');
  js.description = typeof js.description === 'string' ? `${js.description} ${note}` : note;
};

/** Cross-field rules (refines over a whole object) the generator cannot see, stated in JSON Schema. */
const OBJECT_RULES = new Map<z.core.$ZodType, JsonSchema>([[createOrderRequestSchema, createOrderRules]]);

const describeInput = (ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }): void => {
  describeTrim(ctx);
  const rules = OBJECT_RULES.get(ctx.zodSchema);
  if (rules) Object.assign(ctx.jsonSchema, structuredClone(rules));
};

const schemaOf = (s: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any', ...(io === 'input' ? { override: describeInput } : {}) }) as JsonSchema;
  return rest;
};

/** Path or query parameters of an object schema, one OpenAPI parameter per property. */
const parametersOf = (s: z.core.$ZodType | undefined, where: 'path' | 'query') => {
  if (!s) return [];
  const js = schemaOf(s, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema,
  }));
};

const securityOf = (route: Route) => {
  if (route.endpoint.auth === 'public') return [];
  // `{}` first: the credential is optional (OpenAPI's "no security requirement" alternative).
  if (route.endpoint.auth === 'joining') return [{}, { bearer: [] }];
  // A purchase from an event (post_event) also needs the event's creator credential as its bearer (create-order.ts).
  if (route.endpoint.auth === 'order' && route.endpoint.id === 'createOrder') return [{}, { orderToken: [] }, { bearer: [] }, { bearer: [], orderToken: [] }];
  if (route.endpoint.auth === 'order') return [{}, { orderToken: [] }];
  // Both at once: one requirement object naming two schemes.
  if (route.endpoint.auth === 'creatorWithOrder') return [{ bearer: [], orderToken: [] }];
  return [{ [route.endpoint.auth === 'stripe' ? 'stripeSignature' : 'bearer']: [] }];
};

/**
 * Every error status a route can answer: derived from what its contract already says, plus the contract's
 * own `errors` (business rules: 409, 410, …). Validation → 400; a body → 400 and 413 (too large); a token
 * → 401 and 403 (removed guest, other event, wrong role); an event code in the path → 404 (no such event);
 * every route → 429 (throttling) and 503 (a dependency is busy: retry later).
 */
export const errorStatusesOf = (e: Pick<Endpoint, 'auth' | 'path' | 'params' | 'query' | 'body' | 'errors'>): ErrorStatus[] => {
  const out = new Set<ErrorStatus>(e.errors ?? []);
  if (e.params || e.query || e.body) out.add(400);
  if (e.body) out.add(413);
  if (e.auth !== 'public' && e.auth !== 'order') {
    out.add(401);
    out.add(403);
  }
  if (e.path.includes('{code}')) out.add(404);
  out.add(429);
  out.add(503);
  return [...out].sort((a, b) => a - b);
};

const REASONS: Record<ErrorStatus | 500, string> = {
  400: 'The request is not valid (VALIDATION_FAILED with per-field messages, MALFORMED_JSON, or a rule of this route)',
  401: 'No valid credential (missing, expired or forged token)',
  403: 'The credential may not do this (another event, wrong role, removed from the event)',
  404: 'Not found (EVENT_NOT_FOUND, or the item this route names)',
  409: 'Refused by the current state (a business rule of this route)',
  410: 'Gone (GALLERY_EXPIRED)',
  413: 'Too large (PAYLOAD_TOO_LARGE, or PHOTO_TOO_LARGE)',
  429: 'Too many requests: API Gateway throttling ({"message"}), or RATE_LIMITED',
  500: 'Unexpected failure (INTERNAL with a requestId; never details)',
  503: 'A dependency is busy (SERVICE_BUSY, Retry-After) or API Gateway is unavailable ({"message"})',
};

/** API Gateway's own answers (throttling, its timeouts) carry `{"message": …}`, not the API's error body. */
const errorResponse = (status: ErrorStatus | 500) => ({
  description: REASONS[status],
  content: {
    'application/json': {
      schema:
        status === 429 || status === 503 || status === 500
          ? { anyOf: [{ $ref: '#/components/schemas/Error' }, { $ref: '#/components/schemas/GatewayMessage' }] }
          : { $ref: '#/components/schemas/Error' },
    },
  },
});

/** The OpenAPI 3.1 document of every route in the table (JSON Schema 2020-12 from the zod schemas). */
export const buildOpenApi = (routes: readonly Route[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const e = route.endpoint;
    const errors = Object.fromEntries([...errorStatusesOf(e), 500 as const].map((s) => [String(s), errorResponse(s)]));
    const op: Record<string, unknown> = {
      operationId: e.id,
      summary: e.summary,
      'x-candid-auth': e.auth,
      security: securityOf(route),
      parameters: [...parametersOf(e.params, 'path'), ...parametersOf(e.query, 'query')],
      responses: {
        [String(e.successStatus)]:
          e.successStatus === 204
            ? { description: 'Success (no content)' }
            : e.successStatus === 302
              ? { description: 'Redirect to the resource (a short-lived URL)', headers: { Location: { schema: { type: 'string', format: 'uri' } } } }
            : { description: 'Success', content: { 'application/json': { schema: schemaOf(e.response, 'output') } } },
        ...(e.refusalPage
          ? { '303': { description: `A browser opening this URL as a page (Accept: text/html) is sent to the app's page ${e.refusalPage}?error={code} for any refusal below`, headers: { Location: { schema: { type: 'string' } } } } }
          : {}),
        ...errors,
      },
    };
    // Only a JSON object is accepted: `null`, an array or another type is a 400 like any invalid body.
    if (e.body) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(e.body, 'input') } } };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Candid API',
      version: '1',
      description:
        'Errors share one body: {"error":{"code","message"}} (message from the catalogue). A method a path does not serve answers 405 with an Allow header.',
    },
    // The API is served on the site's own origin (CloudFront routes /api/* to API Gateway; the local gateway alike).
    servers: [{ url: '/', description: 'The origin this document was read from (the web app and its API share it)' }],
    paths,
    components: {
      schemas: {
        Error: schemaOf(errorBodySchema, 'output'),
        GatewayMessage: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature' },
        orderToken: { type: 'apiKey', in: 'header', name: 'X-Order-Token', description: "An order's access token (from the create response or the order e-mail): full view, and required to cancel" },
      },
    },
  };
};

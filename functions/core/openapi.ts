import * as z from 'zod';
import { errorBodySchema } from '../../shared/schemas/common.js';
import type { Route } from '../routes.js';

type JsonSchema = Record<string, unknown>;

const schemaOf = (s: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Path or query parameters of an object schema, one OpenAPI parameter per property. */
const parametersOf = (s: z.ZodType | undefined, where: 'path' | 'query') => {
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
  return [{ [route.endpoint.auth === 'stripe' ? 'stripeSignature' : 'bearer']: [] }];
};

/** The OpenAPI 3.1 document of every route in the table (JSON Schema 2020-12 from the zod schemas). */
export const buildOpenApi = (routes: readonly Route[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const e = route.endpoint;
    const op: Record<string, unknown> = {
      operationId: e.id,
      summary: e.summary,
      'x-candid-auth': e.auth,
      security: securityOf(route),
      parameters: [...parametersOf(e.params, 'path'), ...parametersOf(e.query, 'query')],
      responses: {
        [String(e.successStatus)]: {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(e.response, 'output') } },
        },
        default: {
          description: 'Error in the standard shape',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
    if (e.body) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(e.body, 'input') } } };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Candid API', version: '1' },
    paths,
    components: {
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature' },
      },
    },
  };
};

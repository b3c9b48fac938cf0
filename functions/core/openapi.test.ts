import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import type { ErrorStatus } from '../../shared/api/endpoint.js';
import type { EndpointId } from '../../shared/api/endpoints.js';
import { PHOTO_LIMITS } from '../../shared/constants.js';
import { routes } from '../routes.js';
import { buildOpenApi, errorStatusesOf } from './openapi.js';

type Operation = {
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters: { name: string; schema: JsonSchema }[];
};
type JsonSchema = { properties?: Record<string, JsonSchema>; pattern?: string; maximum?: number; minLength?: number; maxLength?: number };

const doc = buildOpenApi(routes);
const operation = (id: string): Operation => {
  for (const methods of Object.values(doc.paths)) for (const op of Object.values(methods) as (Operation & { operationId: string })[]) if (op.operationId === id) return op;
  throw new Error(`no operation ${id}`);
};

/**
 * What each handler can really answer, read from the code it runs (parse-request: 400/413; authenticate:
 * 401/403; the DomainErrors of its domain functions; error-response: 503 for a busy dependency; API
 * Gateway's throttle: 429). Kept by hand on purpose: a new refusal in a domain function belongs here and
 * in the contract's `errors`.
 */
const REAL: Partial<Record<EndpointId, ErrorStatus[]>> = {
  createEvent: [400, 413, 429, 503],
  getEvent: [400, 404, 429, 503],
  joinEvent: [400, 401, 403, 404, 409, 413, 429, 503],
  getMe: [400, 401, 403, 404, 429, 503],
  startEvent: [400, 401, 403, 404, 409, 429, 503],
  endEvent: [400, 401, 403, 404, 429, 503],
  listParticipants: [400, 401, 403, 429, 503],
  kickParticipant: [400, 401, 403, 404, 409, 429, 503],
  requestPhotoSlot: [400, 401, 403, 409, 413, 429, 503],
  confirmPhoto: [400, 401, 403, 404, 409, 429, 503],
  releasePhotoSlot: [400, 401, 403, 409, 429, 503],
  listPhotos: [400, 401, 403, 404, 410, 429, 503],
  nextBallot: [400, 401, 403, 404, 413, 429, 503],
  castVote: [400, 401, 403, 404, 409, 413, 429, 503],
  listMyVotes: [400, 401, 403, 429, 503],
  getAwards: [400, 401, 403, 404, 409, 429, 503],
  getOpenApi: [429, 503],
};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it.each(routes.map((r) => [r.endpoint.id, r] as const))('%s documents every status its handler can answer, each with the error body', (id, route) => {
    const op = operation(id);
    const documented = Object.keys(op.responses).map(Number);
    expect(documented).toEqual(expect.arrayContaining([...(REAL[id as EndpointId] ?? []), ...errorStatusesOf(route.endpoint), 500]));
    for (const status of documented.filter((s) => s >= 400)) {
      expect(JSON.stringify(op.responses[String(status)]?.content?.['application/json']?.schema), `${id} ${status}`).toContain('#/components/schemas/Error');
    }
  });

  it('derives the common statuses from the contract and adds its own', () => {
    expect(errorStatusesOf({ auth: 'public', path: '/api/openapi.json' })).toEqual([429, 503]);
    expect(errorStatusesOf({ auth: 'participant', path: '/api/events/{code}/photos', errors: [410] })).toEqual([401, 403, 404, 410, 429, 503]);
  });

  it('states the real request limits: photo sizes, trimmed lengths, the cursor format', () => {
    const files = operation('requestPhotoSlot').requestBody?.content['application/json']?.schema.properties?.files?.properties ?? {};
    for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) expect(files[kind]?.properties?.size?.maximum).toBe(PHOTO_LIMITS[kind].maxBytes);

    const organizer = operation('createEvent').requestBody?.content['application/json']?.schema.properties?.organizerName ?? {};
    expect(organizer.minLength).toBeUndefined();
    const trimmedName = new RegExp(organizer.pattern ?? '(?!)');
    expect(trimmedName.test('  Al  ')).toBe(true);
    expect(trimmedName.test(' A ')).toBe(false); // three characters, one after trimming
    expect(trimmedName.test(`  ${'x'.repeat(40)}  `)).toBe(true);
    expect(trimmedName.test('x'.repeat(41))).toBe(false);

    const cursor = operation('listPhotos').parameters.find((p) => p.name === 'cursor')?.schema;
    expect(cursor).toMatchObject({ maxLength: 512, pattern: '^[A-Za-z0-9_-]+$' });
  });

  it('a 204 has no body', () => {
    expect(operation('releasePhotoSlot').responses['204']).toEqual({ description: 'Success (no content)' });
  });
});

import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { ErrorStatus } from '../../shared/api/endpoint.js';
import type { EndpointId } from '../../shared/api/endpoints.js';
import { PHOTO_LIMITS } from '../../shared/photo-files.js';
import { personNameSchema } from '../../shared/schemas/common.js';
import { createEventRequestSchema } from '../../shared/schemas/events.js';
import { createOrderRequestSchema, customerInfoSchema, updateOrderRequestSchema } from '../../shared/schemas/orders.js';
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

  it('names its server: the API is on the origin the document was read from', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const parsed = (await SwaggerParser.validate(structuredClone(doc) as never)) as { servers?: unknown[] };
    expect(parsed.servers).toHaveLength(1);
  });

  it('refuses what the server refuses: 21 metadata keys, by the documented schema as by the server', () => {
    const schema = operation('updateOrder').requestBody?.content['application/json']?.schema ?? {};
    const validate = new Ajv({ unknownFormats: 'ignore' }).compile(schema);
    const body = (keys: number) => ({ orderId: 'CND-123', status: 'cancelled', metadata: Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])) });
    expect(validate(body(20)), JSON.stringify(validate.errors)).toBe(true);
    expect(updateOrderRequestSchema.safeParse(body(20)).success).toBe(true);
    expect(validate(body(21))).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'maxProperties' });
    expect(updateOrderRequestSchema.safeParse(body(21)).success).toBe(false);
  });

  it("states a new order's cross-field rules: the documented schema refuses what the server refuses", () => {
    const validate = new Ajv({ unknownFormats: 'ignore' }).compile(operation('createOrder').requestBody?.content['application/json']?.schema ?? {});
    const customer = { name: 'Ana', email: 'ana@example.com' };
    const address = { street: 'Str. Lunga 1', city: 'Cluj', postalCode: '400000' };
    const base = { orderType: 'post_event', eventCode: 'ABC123', customerInfo: customer, totalAmount: 1000, currency: 'RON', geoToken: 'g' };
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `01J${String(i).padStart(23, '0')}`);
    const cases: [string, Record<string, unknown>][] = [
      ['raw archive', { ...base, productType: 'raw_archive' }],
      ['no event code', { ...base, productType: 'raw_archive', eventCode: undefined }],
      ['gallery extension', { ...base, productType: 'gallery_extension' }],
      ['prints with address', { ...base, productType: 'prints_bundle', bundleType: 10, printSize: '10x15', customerInfo: { ...customer, address }, photoIds: ids(10) }],
      ['prints without address', { ...base, productType: 'prints_bundle', bundleType: 10, printSize: '10x15' }],
      ['prints without bundle', { ...base, productType: 'prints_bundle', customerInfo: { ...customer, address } }],
      ['more photos than prints', { ...base, productType: 'prints_bundle', bundleType: 10, printSize: '10x15', customerInfo: { ...customer, address }, photoIds: ids(11) }],
      ['a photo twice', { ...base, productType: 'prints_bundle', bundleType: 10, printSize: '10x15', customerInfo: { ...customer, address }, photoIds: [...ids(1), ...ids(1)] }],
      ['photos for an archive', { ...base, productType: 'raw_archive', photoIds: ids(1) }],
      ['combo without combo', { ...base, productType: 'combo', customerInfo: { ...customer, address } }],
      ['pre-event', { ...base, eventCode: undefined, orderType: 'pre_event', productType: 'raw_archive', productDetails: { eventType: 'digital', eventSize: 'small' }, eventTitle: 'Nunta', eventDate: '2030-01-01' }],
      ['pre-event, blank title', { ...base, eventCode: undefined, orderType: 'pre_event', productType: 'raw_archive', productDetails: { eventType: 'digital', eventSize: 'small' }, eventTitle: '   ', eventDate: '2030-01-01' }],
      ['pre-event without date', { ...base, eventCode: undefined, orderType: 'pre_event', productType: 'raw_archive', productDetails: { eventType: 'digital', eventSize: 'small' }, eventTitle: 'Nunta' }],
    ];
    const verdicts = cases.map(([what, raw]) => {
      const body = JSON.parse(JSON.stringify(raw)) as unknown;
      return [what, validate(body), createOrderRequestSchema.safeParse(body).success] as const;
    });
    expect(verdicts.filter(([, documented, server]) => documented !== server)).toEqual([]);
    // Both ways appear: the cases test something.
    expect(verdicts.filter(([, , server]) => server).map(([what]) => what)).toEqual(['raw archive', 'prints with address', 'pre-event']);
  });

  it('writes no \\s in a pattern (validators disagree on it): the characters trim removes are spelled out', () => {
    const patterns = JSON.stringify(doc).match(/"pattern":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(patterns.length).toBeGreaterThan(20);
    for (const p of patterns) expect(p, p).not.toMatch(/\\\\[sS]/);
    // Trimmed as the server trims: a no-break space or a line break around a name is fine, inside it counts.
    const organizer = new RegExp(operation('createEvent').requestBody?.content['application/json']?.schema.properties?.organizerName?.pattern ?? '(?!)');
    for (const name of ['\u00a0Al\u00a0', '\nAna Maria\t', '\u3000Al']) {
      expect(organizer.test(name), JSON.stringify(name)).toBe(true);
      expect(createEventRequestSchema.shape.organizerName.safeParse(name).success).toBe(true);
    }
  });

  it('states the hidden-character rule of names in their pattern, as the server checks it', () => {
    const join = new RegExp(operation('joinEvent').requestBody?.content['application/json']?.schema.properties?.name?.pattern ?? '(?!)');
    const organizer = new RegExp(operation('createEvent').requestBody?.content['application/json']?.schema.properties?.organizerName?.pattern ?? '(?!)');
    for (const name of ['An\u200Ba', 'Ana\u202Eevil', 'Ana\u0007', 'An\na', 'Ana\u00AD', '\u3164\u3164']) {
      expect(join.test(name), JSON.stringify(name)).toBe(false);
      expect(personNameSchema.safeParse(name).success).toBe(false);
      expect(organizer.test(name), JSON.stringify(name)).toBe(false);
      expect(createEventRequestSchema.shape.organizerName.safeParse(name).success).toBe(false);
    }
    expect(join.test('  Ana Maria  ')).toBe(true);
  });

  it('documents e-mails by the rule the server applies (no format: email that would accept what it refuses)', () => {
    const email = operation('createOrder').requestBody?.content['application/json']?.schema.properties?.customerInfo?.properties?.email as JsonSchema & { format?: string };
    expect(email.format).toBeUndefined();
    const documented = new RegExp(email.pattern ?? '(?!)');
    const server = (value: string) => customerInfoSchema.safeParse({ name: 'Ana', email: value }).success;
    for (const value of ['ana@example.com', '  Ana.Pop@Example.RO ', 'a+b@mail.example.org', 'ana@localhost', '"ana"@example.com', 'ana@[127.0.0.1]', 'ana@example', 'a b@example.com']) {
      expect(documented.test(value), value).toBe(server(value));
    }
  });

  it('a 204 has no body', () => {
    expect(operation('releasePhotoSlot').responses['204']).toEqual({ description: 'Success (no content)' });
  });
});

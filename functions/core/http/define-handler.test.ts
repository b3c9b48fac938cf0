import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../../../shared/api/endpoint.js';
import { messages } from '../../../shared/messages.js';
import { eventCodeSchema } from '../../../shared/schemas/common.js';
import { signToken } from '../auth/tokens.js';
import { DomainError } from '../errors.js';
import { log } from '../log.js';
import { apiEvent, parseBody } from './api-event.fixture.js';
import { defineHandler } from './define-handler.js';
import { MAX_BODY_BYTES } from './parse-request.js';

// The event's creator-rights generation, as DynamoDB would answer it (data/creator-epoch.ts): event e1 at generation 2.
vi.mock('../data/creator-epoch.js', () => ({ getCreatorStanding: vi.fn(async (code: string) => (code === 'AB12CD' ? { id: 'e1', creatorEpoch: 2 } : undefined)) }));

beforeAll(() => {
  process.env.TOKEN_SECRET = 'unit-test-secret-unit-test-secret';
  vi.spyOn(log, 'error').mockImplementation(() => undefined);
});

const echo = defineEndpoint({
  id: 'echo',
  method: 'POST',
  path: '/api/echo/{code}',
  auth: 'public',
  summary: 'test',
  params: z.object({ code: eventCodeSchema }),
  body: z.object({ name: z.string().check(z.minLength(2, 'too short')) }),
  response: z.object({ code: z.string(), name: z.string() }),
  successStatus: 201,
});

describe('defineHandler', () => {
  const ok = defineHandler(echo, async ({ params, body }) => ({ code: params.code, name: body.name, secret: 'x' }) as { code: string; name: string });

  it('validates, runs and shapes the response through its schema (internal fields stripped)', async () => {
    const res = await ok(apiEvent({ method: 'POST', pathParameters: { code: 'ab12cd' }, body: { name: 'Ana' } }));
    expect(res.statusCode).toBe(201);
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    expect(parseBody(res)).toEqual({ code: 'AB12CD', name: 'Ana' });
  });

  it('answers 400 with the first message and per-field messages on invalid input', async () => {
    const res = await ok(apiEvent({ method: 'POST', pathParameters: { code: 'ab' }, body: { name: 'A' } }));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: messages.CODE_LENGTH, fields: { code: messages.CODE_LENGTH, name: 'too short' } },
    });
  });

  it('keeps zod\'s English messages for checks without one of ours (zod/mini ships none)', async () => {
    const res = await ok(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, body: { name: 42 } }));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toMatchObject({ error: { fields: { name: 'Invalid input: expected string, received number' } } });
  });

  it('answers 400 MALFORMED_JSON for a body that is not JSON', async () => {
    const res = await ok(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, rawBody: '{"name": "Ana"' }));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toEqual({ error: { code: 'MALFORMED_JSON', message: messages.MALFORMED_JSON } });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await ok(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, rawBody: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }) }));
    expect(res.statusCode).toBe(413);
    expect(parseBody(res)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('maps a domain error to its status and catalogue text', async () => {
    const h = defineHandler(echo, async () => {
      throw new DomainError('EVENT_FULL', 409, 'detail for logs');
    });
    const res = await h(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, body: { name: 'Ana' } }));
    expect(res.statusCode).toBe(409);
    expect(parseBody(res)).toEqual({ error: { code: 'EVENT_FULL', message: messages.EVENT_FULL } });
  });

  it('answers a generic 500 with the request id and no stack for unknown failures', async () => {
    const h = defineHandler(echo, async () => {
      throw new Error('database exploded at line 12');
    });
    const res = await h(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, body: { name: 'Ana' } }));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/exploded|line 12|at /);
    expect(parseBody(res)).toEqual({ error: { code: 'INTERNAL', message: messages.INTERNAL, requestId: 'req-test' } });
  });

  it('treats a response that breaks its schema as a 500, not a client error', async () => {
    const h = defineHandler(echo, async () => ({ code: 1 }) as unknown as { code: string; name: string });
    const res = await h(apiEvent({ method: 'POST', pathParameters: { code: 'AB12CD' }, body: { name: 'Ana' } }));
    expect(res.statusCode).toBe(500);
  });
});

describe('defineHandler auth', () => {
  const guarded = defineEndpoint({
    id: 'guarded',
    method: 'GET',
    path: '/api/events/{code}/secret',
    auth: 'creator',
    summary: 'test',
    params: z.object({ code: eventCodeSchema }),
    response: z.object({ ok: z.boolean() }),
    successStatus: 200,
  });
  const h = defineHandler(guarded, async () => ({ ok: true }));
  const call = (code: string, token?: string) =>
    h(apiEvent({ pathParameters: { code }, headers: token ? { authorization: `Bearer ${token}` } : {} }));

  it('401 without a token, 401 with a forged one', async () => {
    expect((await call('AB12CD')).statusCode).toBe(401);
    expect((await call('AB12CD', 'eyJhbGciOiJIUzI1NiJ9.e30.forged')).statusCode).toBe(401);
  });

  it('403 for a creator token of another event, 403 for a plain participant', async () => {
    const other = await signToken({ role: 'creator', evt: 'ZZ99ZZ', sub: 'e1' }, 60);
    expect((await call('AB12CD', other)).statusCode).toBe(403);
    const guest = await signToken({ role: 'participant', evt: 'AB12CD', sub: 'p1' }, 60);
    expect((await call('AB12CD', guest)).statusCode).toBe(403);
  });

  it('200 for the creator of this event, in its current generation of creator rights', async () => {
    const mine = await signToken({ role: 'creator', evt: 'AB12CD', sub: 'e1', epoch: 2 }, 60);
    expect((await call('ab12cd', mine)).statusCode).toBe(200);
    const creatorGuest = await signToken({ role: 'participant', evt: 'AB12CD', sub: 'p1', creator: true, epoch: 2 }, 60);
    expect((await call('AB12CD', creatorGuest)).statusCode).toBe(200);
  });

  it('401 CREATOR_SIGNED_OUT for creator rights of an earlier generation (Sign out other phones), 403 for an earlier event of the code', async () => {
    for (const claims of [
      { role: 'creator', evt: 'AB12CD', sub: 'e1' },
      { role: 'creator', evt: 'AB12CD', sub: 'e1', epoch: 1 },
      { role: 'participant', evt: 'AB12CD', sub: 'p1', creator: true, epoch: 1 },
    ] as const) {
      const res = await call('AB12CD', await signToken(claims, 60));
      expect([res.statusCode, parseBody(res)]).toEqual([401, { error: { code: 'CREATOR_SIGNED_OUT', message: messages.CREATOR_SIGNED_OUT } }]);
    }
    expect((await call('AB12CD', await signToken({ role: 'creator', evt: 'AB12CD', sub: 'e0', epoch: 2 }, 60))).statusCode).toBe(403);
  });
});

import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../../../shared/api/endpoint.js';
import { routes } from '../../routes.js';
import { apiEvent, parseBody } from './api-event.fixture.js';
import { definePublicHandler } from './define-public-handler.js';

const FUNCTIONS = join(import.meta.dirname, '..', '..');

/** The files of ours (packages left out) a handler module's bundle holds. */
const bundledFiles = async (handler: string): Promise<string[]> => {
  const res = await build({ entryPoints: [join(FUNCTIONS, handler)], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, metafile: true, logLevel: 'silent' });
  return Object.keys(res.metafile.inputs);
};

describe('definePublicHandler', () => {
  const hello = defineEndpoint({ id: 'hello', method: 'GET', path: '/api/hello', auth: 'public', summary: 'test', response: z.object({ hi: z.string() }), successStatus: 200 });

  it('runs without reading a credential: even a forged bearer token is not looked at', async () => {
    const h = definePublicHandler(hello, async ({ auth }) => ({ hi: auth.kind }));
    const res = await h(apiEvent({ headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' } }));
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toEqual({ hi: 'public' });
  });

  it("an order route reads only the X-Order-Token header (a bearer token is not looked at)", async () => {
    const h = definePublicHandler({ ...hello, auth: 'order' }, async ({ auth }) => ({ hi: auth.kind === 'order' ? (auth.orderToken ?? 'none') : auth.kind }));
    expect(parseBody(await h(apiEvent({ headers: { 'x-order-token': ' abc ', authorization: 'Bearer forged' } })))).toEqual({ hi: 'abc' });
    expect(parseBody(await h(apiEvent({ headers: { authorization: 'Bearer forged' } })))).toEqual({ hi: 'none' });
    expect(parseBody(await h(apiEvent({ headers: { 'x-order-token': 'x'.repeat(500) } })))).toEqual({ hi: 'none' });
    // An e-mail's order view key (a JWT of about 215 characters) gets through.
    const viewKey = `eyJhbGciOiJIUzI1NiJ9.${'p'.repeat(150)}.${'s'.repeat(43)}`;
    expect(parseBody(await h(apiEvent({ headers: { 'x-order-token': viewKey } })))).toEqual({ hi: viewKey });
  });

  it('refuses at load an endpoint that is not public (it needs defineHandler\'s authentication)', () => {
    expect(() => definePublicHandler({ ...hello, auth: 'participant' }, async () => ({ hi: 'x' }))).toThrow(/not public/);
  });

  // Cold start (#12.1): the token verifier, jose and the Secrets Manager loader stay out of what a public route loads.
  it.each(routes.filter((r) => r.endpoint.auth === 'public' || r.endpoint.auth === 'order').map((r) => [r.endpoint.id, r.handler] as const))(
    'the bundle of public route %s holds no authentication',
    async (_id, handler) => {
      const files = await bundledFiles(handler);
      expect(files).toContain('functions/core/http/wrap-handler.ts');
      expect(files).not.toContain('functions/core/http/authenticate.ts');
    },
  );

  it.each(['http/meta/openapi.ts', 'http/events/get.ts'])('%s does not hold the token secret loader (it signs nothing)', async (handler) => {
    expect(await bundledFiles(handler)).not.toContain('functions/core/auth/token-secret.ts');
  });
});

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

  it("a route with a refusal page: a browser opening it as a page is sent there with the code; any other caller gets the JSON error", async () => {
    const { domainError } = await import('../domain/errors.js');
    const { RetryLaterError } = await import('../errors.js');
    const link = { ...hello, successStatus: 302 as const, response: z.object({ location: z.string() }), refusalPage: '/download' as const };
    const refused = definePublicHandler(link, async () => {
      throw domainError('DOWNLOAD_REVOKED');
    });
    const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const page = await refused(apiEvent({ headers: navigation }));
    expect(page.statusCode).toBe(303);
    expect(page.headers).toMatchObject({ location: '/download?error=DOWNLOAD_REVOKED', 'cache-control': 'no-store' });
    const api = await refused(apiEvent({ headers: { accept: '*/*' } }));
    expect(api.statusCode).toBe(410);
    expect(parseBody(api)).toMatchObject({ error: { code: 'DOWNLOAD_REVOKED' } });
    // Every refusal of the route, a 503 with Retry-After included; a success stays the redirect to the file.
    const preparing = definePublicHandler(link, async () => {
      throw new RetryLaterError('ARCHIVE_PREPARING', 120);
    });
    expect((await preparing(apiEvent({ headers: navigation }))).headers).toMatchObject({ location: '/download?error=ARCHIVE_PREPARING' });
    const served = definePublicHandler(link, async () => ({ location: 'https://bucket.example/archive.zip' }));
    expect(await served(apiEvent({ headers: navigation }))).toMatchObject({ statusCode: 302, headers: { location: 'https://bucket.example/archive.zip' } });
    // A route without one answers a browser with the JSON error as before.
    const plain = definePublicHandler(hello, async () => {
      throw domainError('ORDER_NOT_FOUND');
    });
    expect((await plain(apiEvent({ headers: navigation }))).statusCode).toBe(404);
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

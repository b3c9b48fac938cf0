import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsGateway } from '../support/functions-gateway.js';
import { messages } from '../../shared/messages.js';
import { routeKey, routes } from '../../functions/routes.js';
import { startGateway, type Gateway } from '../../infra/local/gateway.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import { securityHeaders } from '../../infra/security-headers.js';
import { useEmulators } from '../support/use-emulators.js';

/**
 * The local gateway (DESIGN section 10): API Gateway payload 2.0 events, its error answers, the SPA.
 * One gateway serves fixture handlers (plumbing), one serves the real route table (product answers).
 */
useEmulators(); // the real handlers talk to DynamoDB Local

const headers = securityHeaders({ img: ['http://127.0.0.1:9'], connect: ['http://127.0.0.1:9', 'ws://127.0.0.1:8'] });
const fixtures = join(import.meta.dirname, '..', 'support', 'fixtures', 'functions');
let web: string;
let fixture: Gateway;
let real: Gateway;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'candid-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Candid</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(web, 'robots.txt'), 'User-agent: *');
  fixture = await startGateway({
    port: 0,
    routes: [
      { method: 'GET', path: '/api/echo/{id}', handler: 'http/echo.ts' },
      { method: 'POST', path: '/api/echo/{id}', handler: 'http/echo.ts' },
      { method: 'GET', path: '/api/echo/special', handler: 'http/plain.ts' },
      { method: 'GET', path: '/api/files/{path+}', handler: 'http/echo.ts' },
      { method: 'GET', path: '/api/throw', handler: 'http/throw.ts' },
      { method: 'GET', path: '/api/plain', handler: 'http/plain.ts' },
      { method: 'GET', path: '/api/binary', handler: 'http/binary.ts' },
    ],
    notFoundHandler: 'http/not-found.ts',
    loader: createHandlerLoader(fixtures),
    webDist: web,
    headers,
    quiet: true,
  });
  real = await startFunctionsGateway({
    headers,
  });
});

afterAll(async () => {
  await fixture?.stop();
  await real?.stop();
  if (web) rmSync(web, { recursive: true, force: true });
});

const expectSecurityHeaders = (res: Response): void => {
  for (const [name, value] of Object.entries(headers)) expect(res.headers.get(name), name).toBe(value);
};

/** Raw HTTP, for bodies fetch would not send the way we need (declared length, chunked). */
const rawPost = (url: string, body: Buffer, opts: { chunked?: boolean } = {}): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.chunked ? {} : { 'content-length': body.length }) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    // The gateway may close the connection before the whole upload is written; that is the point.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    if (opts.chunked) {
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
      req.end();
    } else req.end(body);
  });

describe('API events (payload format 2.0)', () => {
  it('builds the event from the request', async () => {
    const res = await fetch(`${fixture.url}/api/echo/h%C3%A9llo%20w?b=2&a=1&a=3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Custom': 'Yes', cookie: 'sid=abc; theme=dark' },
      body: JSON.stringify({ n: 1 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-fixture')).toBe('echo');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expectSecurityHeaders(res);
    const event = (await res.json()) as APIGatewayProxyEventV2;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/echo/{id}',
      rawPath: '/api/echo/h%C3%A9llo%20w',
      rawQueryString: 'b=2&a=1&a=3',
      cookies: ['sid=abc', 'theme=dark'],
      queryStringParameters: { a: '1,3', b: '2' },
      pathParameters: { id: 'héllo w' },
      body: '{"n":1}',
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'POST /api/echo/{id}',
        stage: '$default',
        domainName: 'localhost',
        http: { method: 'POST', path: '/api/echo/h%C3%A9llo%20w', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1' },
      },
    });
    expect(event.headers['x-custom']).toBe('Yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.timeEpoch).toBeGreaterThan(Date.now() - 60_000);
  });

  it('base64-encodes binary request bodies', async () => {
    const bytes = Buffer.from([0, 255, 1, 254]);
    const res = await fetch(`${fixture.url}/api/echo/x`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    const event = (await res.json()) as APIGatewayProxyEventV2;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64').equals(bytes)).toBe(true);
  });

  it('prefers literal segments over parameters, and supports greedy parameters', async () => {
    expect(await (await fetch(`${fixture.url}/api/echo/special?name=ann`)).json()).toEqual({ hello: 'ann' });
    const event = (await (await fetch(`${fixture.url}/api/files/a/b%2Fc/d.jpg`)).json()) as APIGatewayProxyEventV2;
    expect(event.pathParameters).toEqual({ path: 'a/b/c/d.jpg' });
  });

  it('turns results without statusCode into 200 JSON and decodes base64 results', async () => {
    const plain = await fetch(`${fixture.url}/api/plain`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(await plain.json()).toEqual({ hello: 'world' });
    const binary = await fetch(`${fixture.url}/api/binary`);
    expect(Buffer.from(await binary.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 253, 254, 255]));
  });

  it('sends unmatched paths and methods to the $default route', async () => {
    const unknown = await fetch(`${fixture.url}/api/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ routeKey: '$default' });
    // A known path with another method is not a 405: API Gateway routes it to $default too.
    const method = await fetch(`${fixture.url}/api/plain`, { method: 'DELETE' });
    expect(method.status).toBe(404);
    expectSecurityHeaders(method);
  });
});

describe('gateway failures', () => {
  it('answers 500 JSON without details when a handler throws, and keeps serving', async () => {
    const res = await fetch(`${fixture.url}/api/throw`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    expect(text).not.toContain('secret stack trace');
    expectSecurityHeaders(res);
    expect((await fetch(`${fixture.url}/api/plain`)).status).toBe(200);
  });

  it('refuses bodies over 1 MB with 413 (declared or streamed) and keeps serving', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 'a');
    const tooLarge = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } };
    const declared = await rawPost(`${fixture.url}/api/echo/x`, Buffer.alloc(8 * 1024 * 1024, 'a'));
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual(tooLarge);
    const chunked = await rawPost(`${fixture.url}/api/echo/x`, big, { chunked: true });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual(tooLarge);
    // Exactly 1 MB is allowed.
    const fits = await rawPost(`${fixture.url}/api/echo/x`, Buffer.alloc(1024 * 1024, 'a'));
    expect(fits.status).toBe(200);
  });
});

describe('the real route table', () => {
  it('answers unknown API paths with the 404 JSON of the notFound handler', async () => {
    const res = await fetch(`${real.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expectSecurityHeaders(res);
  });

  it('answers a malformed JSON body to POST /api/events with 400 JSON', async () => {
    const res = await fetch(`${real.url}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title": ' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('serves the OpenAPI document', async () => {
    const res = await fetch(`${real.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  /** Path values of a valid format, so only the body can be what is wrong. */
  const samplePath = (path: string) =>
    path.replace('{code}', 'ABC123').replace('{photoId}', '01J00000000000000000000001').replace('{participantId}', '01J00000000000000000000002');

  it.each(routes.filter((r) => r.endpoint.body).map((r) => [routeKey(r), r] as const))(
    '%s answers 400 to a body that is null or an array, not the object it expects',
    async (_key, route) => {
      for (const body of ['null', '[]', '[{"name":"Ana"}]']) {
        const res = await fetch(`${real.url}${samplePath(route.endpoint.path)}`, { method: route.endpoint.method, headers: { 'content-type': 'application/json' }, body });
        expect(res.status, `${body} → ${res.status}`).toBe(400);
        // Stripe's webhook checks the signature before it reads the body: an unsigned body is refused as such.
        const code = route.endpoint.auth === 'stripe' ? 'WEBHOOK_SIGNATURE_INVALID' : 'VALIDATION_FAILED';
        expect(await res.json()).toMatchObject({ error: { code } });
      }
    },
  );

  it('answers 405 with Allow to a method a known path does not serve, and 404 to an unknown path', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/events/ABC123', 'GET'],
      ['GET', '/api/events/ABC123/join', 'POST'],
      ['PUT', '/api/events/ABC123/photos', 'GET, POST'],
      ['POST', '/api/events/ABC123/photos/slots/01J00000000000000000000001', 'DELETE'],
      ['PATCH', '/api/openapi.json', 'GET'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await fetch(`${real.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: messages.METHOD_NOT_ALLOWED } });
      expectSecurityHeaders(res);
    }
    const unknown = await fetch(`${real.url}/api/events/ABC123/nothing`, { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('allow')).toBeNull();
  });

  it('answers 503 for the site when no web build is given', async () => {
    expect((await fetch(`${real.url}/`)).status).toBe(503);
  });
});

describe('static site', () => {
  it('serves index.html without caching, assets immutable', async () => {
    const index = await fetch(`${fixture.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>Candid</title>');
    expectSecurityHeaders(index);
    const asset = await fetch(`${fixture.url}/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await fetch(`${fixture.url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('writes the site\'s public address into index.html when given one (the page needs no extra request)', async () => {
    const lan = await startGateway({ port: 0, routes: [], notFoundHandler: 'http/not-found.ts', loader: createHandlerLoader(fixtures), webDist: web, headers, siteUrl: 'http://192.168.1.20:3000/"x', quiet: true });
    try {
      for (const path of ['/', '/index.html', '/e/ABC123']) {
        const res = await fetch(`${lan.url}${path}`);
        const html = await res.text();
        expect(html, path).toContain('<meta name="candid-site-url" content="http://192.168.1.20:3000/&quot;x" />');
        expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(html));
      }
      expect(await (await fetch(`${fixture.url}/`)).text()).not.toContain('candid-site-url');
    } finally {
      await lan.stop();
    }
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await fetch(`${fixture.url}/e/ABC123/gallery`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Candid</title>');
    expectSecurityHeaders(res);
  });

  it('answers 404 for missing files and never leaves the dist folder', async () => {
    const missing = await fetch(`${fixture.url}/assets/missing-123.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const traversal = await fetch(`${fixture.url}/..%2F..%2F..%2Fetc%2Fpasswd.txt`);
    expect(traversal.status).toBe(404);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-files';

/** The local static server caches like CloudFront (infra/constructs/web.ts), service worker files included. */
let dist: string;
let server: Server;
let base: string;
const CSP = "default-src 'self'; script-src 'self'";
const GALLERY_LINK = '</assets/gallery-first-abc.js>; rel=modulepreload, </assets/gallery-first-abc.css>; rel=preload; as=style; crossorigin';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'candid-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Candid"}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'route-links.json'), JSON.stringify({ '/gallery': GALLERY_LINK }));
  const handle = createStaticHandler(dist, { 'content-security-policy': CSP });
  server = createServer((req, res) => handle(req, res, new URL(req.url ?? '/', 'http://local').pathname));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dist, { recursive: true, force: true });
});

describe('static files: the installable app', () => {
  it.each([
    ['/sw.js', 'text/javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/', 'text/html'],
    ['/gallery', 'text/html'],
  ])('%s is revalidated on every request (no-cache) and carries the CSP', async (path, type) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain(type);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
  });

  it('hashed assets are cached for a year', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends a route's Link header (the build's route-links.json) with index.html at that route only, as CloudFront does", async () => {
    for (const path of ['/gallery', '/gallery/', '/gallery?event=ABC123&user=Dan']) expect((await fetch(base + path)).headers.get('link'), path).toBe(GALLERY_LINK);
    for (const path of ['/', '/pricing', '/assets/index-abc123.js', '/sw.js']) expect((await fetch(base + path)).headers.get('link'), path).toBeNull();
  });
});

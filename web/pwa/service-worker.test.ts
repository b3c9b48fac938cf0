import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INJECT_MANIFEST_OPTIONS, PRECACHE_PATTERNS, SERVICE_WORKER_SOURCE } from './service-worker';

/** The service worker's source without its comments: what it does, not what it says. */
const swCode = readFileSync(join(import.meta.dirname, SERVICE_WORKER_SOURCE.filename), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\/\/.*$/gm, '');

describe('service worker', () => {
  it('precaches only the build: no photos, no JSON, no source map', () => {
    expect(INJECT_MANIFEST_OPTIONS?.globPatterns).toEqual(PRECACHE_PATTERNS);
    expect(PRECACHE_PATTERNS.join()).not.toMatch(/jpe?g|webp|json/);
    expect(INJECT_MANIFEST_OPTIONS?.sourcemap).toBe(false);
  });

  it('caches nothing at run time: the only route is the offline navigation fallback (API answers and photos go to the network)', () => {
    expect(swCode.match(/registerRoute\(/g)).toHaveLength(1);
    expect(swCode).toMatch(/registerRoute\(new NavigationRoute\(createHandlerBoundToURL\(NAVIGATE_FALLBACK\), \{ denylist: \[\.\.\.NAVIGATION_FALLBACK_DENYLIST\] \}\)\)/);
    expect(swCode).not.toMatch(/workbox-strategies|caches\.open|cache\.put|fetch/);
  });

  it('a new version waits for the next launch: never skips waiting or claims a running page; old caches go', () => {
    expect(swCode).not.toMatch(/skipWaiting|clientsClaim|clients\.claim/);
    expect(swCode).toMatch(/cleanupOutdatedCaches\(\)/);
  });

  it('Background Sync sends the queue with the page\'s own upload steps (no copy)', () => {
    expect(swCode).toMatch(/from '\.\.\/src\/model\/upload\/drainQueue'/);
    expect(swCode).toMatch(/from '\.\.\/src\/model\/upload\/uploadQueued'/);
    expect(swCode).toMatch(/event\.tag === PHOTO_QUEUE_SYNC_TAG/);
  });
});

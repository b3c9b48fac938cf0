import { describe, expect, it } from 'vitest';
import { NAVIGATION_FALLBACK_DENYLIST } from './navigation-fallback';
import { WORKBOX_OPTIONS } from './service-worker';

describe('service worker options', () => {
  it('caches only the build: no runtime caching (API answers, photos), no source map', () => {
    expect(WORKBOX_OPTIONS?.runtimeCaching ?? []).toEqual([]);
    expect(WORKBOX_OPTIONS?.globPatterns?.join()).not.toMatch(/jpe?g|webp|json/);
    expect(WORKBOX_OPTIONS?.sourcemap).toBe(false);
  });

  it('a new version waits for the next launch: never skips waiting or claims a running page', () => {
    expect(WORKBOX_OPTIONS?.skipWaiting).toBe(false);
    expect(WORKBOX_OPTIONS?.clientsClaim).toBe(false);
    expect(WORKBOX_OPTIONS?.cleanupOutdatedCaches).toBe(true);
  });

  it('offline navigations get index.html except where the denylist says no', () => {
    expect(WORKBOX_OPTIONS?.navigateFallback).toBe('/index.html');
    expect(WORKBOX_OPTIONS?.navigateFallbackDenylist).toEqual([...NAVIGATION_FALLBACK_DENYLIST]);
  });
});

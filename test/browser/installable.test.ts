import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 13.4, the installable app, against the built web/dist served by the local stack: the manifest is
 * linked and valid, the service worker controls the page after a reload, and offline the app shell still
 * opens on / and /gallery while the API is never answered from a cache.
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The service worker is what this file checks; other files' phones block it (test/support/browser.ts).
  context = await phones.context({ serviceWorkers: 'allow' });
  page = await context.newPage();
});

/** The app rendered (React replaced the splash), not the browser's own error page. */
const expectAppShell = async (p: Page): Promise<void> => {
  expect(p.url()).not.toMatch(/^chrome-error:/);
  // The screen may have named itself already ("Access Restricted · Candid" on a gallery without a session).
  expect(await p.title()).toMatch(/(^|· )Candid$/);
  await p.locator('#root .splash').waitFor({ state: 'detached', timeout: 15_000 });
  expect((await p.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
};

describe('installable app', () => {
  it('links a valid manifest: name, standalone, start URL, theme colour, 192/512/maskable PNG icons', async () => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await context.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string; short_name: string; display: string; start_url: string; theme_color: string; background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Candid', short_name: 'Candid', display: 'standalone', start_url: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) {
      const img = await context.request.get(icon.src);
      expect(img.status(), icon.src).toBe(200);
      expect(img.headers()['content-type']).toBe('image/png');
    }
  });

  it('registers the service worker (served no-cache, with the CSP) and it controls the page after a reload', async () => {
    const sw = await context.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-security-policy']).toContain("script-src 'self'");

    await page.goto('/');
    // Active means installed: the precache (shell and every route chunk) is complete.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${urls.site}/`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${urls.site}/sw.js`);
  });

  it('offline: / and /gallery?event=… open the app shell from the cache; /api is never served from it', async () => {
    await context.setOffline(true);
    try {
      const home = await page.goto('/');
      expect(home?.fromServiceWorker()).toBe(true);
      await expectAppShell(page);
      await screenshot(page, 'offline-lobby');

      const gallery = await page.goto('/gallery?event=ABC123');
      expect(gallery?.fromServiceWorker()).toBe(true);
      await expectAppShell(page);
      await screenshot(page, 'offline-gallery');

      const api = await page.evaluate(async () => {
        try {
          const res = await fetch('/api/events/ABC123');
          return `answered ${res.status}`;
        } catch {
          return 'network error';
        }
      });
      expect(api).toBe('network error');
      // A navigation to the API is not turned into the app shell either.
      await expect(page.goto('/api/events/ABC123')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    } finally {
      await context.setOffline(false);
    }
  });

  it('offline after the event was opened online: every chunk the camera state used is in the cache; the shell opens', async () => {
    const organizer = await context.newPage();
    const usedOnline = new Set<string>();
    const recordChunk = (url: string) => {
      const path = new URL(url).pathname;
      if (/\.(js|css)$/.test(path)) usedOnline.add(path);
    };
    organizer.on('response', (r) => recordChunk(r.url()));
    await organizer.goto('/');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByLabel('Event Title').fill('Offline Walk');
    await organizer.getByLabel('Your Name (Organizer)').fill('Olga');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByRole('heading', { name: 'Event Created!' }).waitFor();
    await organizer.getByRole('button', { name: 'Enter Event' }).click();
    await organizer.getByRole('link', { name: 'Admin' }).waitFor();
    expect([...usedOnline].some((p) => p.includes('EventHomeScreen'))).toBe(true);

    const cached = new Set(
      await organizer.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
        return paths;
      }),
    );
    expect([...usedOnline].filter((p) => !cached.has(p))).toEqual([]);
    // Nothing but the build is cached: no API answer, no photo.
    expect([...cached].filter((p) => p.startsWith('/api/') || /\.(jpe?g|webp)$/.test(p))).toEqual([]);

    const failed: string[] = [];
    organizer.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
    await context.setOffline(true);
    try {
      await organizer.reload();
      await expectAppShell(organizer);
      await organizer.waitForLoadState('networkidle');
      // Today the camera screen waits for GET …/me (the main flow's revalidation) and offers Try Again.
      await screenshot(organizer, 'offline-camera-state');
      expect(failed.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    } finally {
      await context.setOffline(false);
      await organizer.close();
    }
  });
});

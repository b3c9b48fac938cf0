import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { screenshot, usePhones } from '../support/browser.js';
import { drawCards } from '../support/drawn-cards.js';
import { holdSession } from '../support/page-helpers.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 12 (first paint): a /gallery load shows its first row of photos before the app has loaded
 * (web/src/boot/galleryFirstPaint.ts), then the app's grid takes over with the same photos; from the second
 * load on this phone they are painted exactly where the grid puts them. The app's chunk is held back by the
 * test so each step can be seen.
 */
const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);

let code = '';
let guest: SessionResponse;
beforeAll(async () => {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'First Paint', organizerName: 'Ana' } });
  code = created.event.code;
  guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Dan' } });
  await http('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  const cards = await drawCards(phones.browser, [
    { label: 'One', hue: 20 },
    { label: 'Two', hue: 140 },
    { label: 'Three', hue: 260 },
  ]);
  for (const card of cards) await uploadPhoto(code, guest.token, card);
});

const galleryUrl = () => `/gallery?event=${code}&user=${encodeURIComponent(guest.participant.name)}`;

/** A phone whose app chunk (web/src/startApp.tsx) waits until `release()`; the boot and the first paint run. */
async function heldPhone(viewport: { width: number; height: number }) {
  const page = await phones.open({ viewport });
  await holdSession(page.context(), guest);
  let release = () => {};
  let gate = Promise.resolve();
  const hold = () => (gate = new Promise<void>((r) => (release = r)));
  await page.route(/\/assets\/startApp-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return { page, hold, release: () => release() };
}

const overlayImages = (page: Page) => page.locator('#first-paint img');
const loadedImages = (page: Page) => overlayImages(page).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
const appGrid = (page: Page) => page.getByRole('list', { name: 'Photos' });
/** Whether a script the page loaded holds zod (its schema classes keep their names through minification). */
const zodLoaded = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance.getEntriesByType('resource').map((e) => e.name).filter((url) => url.endsWith('.js'));
    const texts = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
    return texts.some((text) => text.includes('$ZodType'));
  });

describe.each([
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 390, height: 664 },
])('gallery first paint at $width×$height', (viewport) => {
  it('the first row shows before the app; the app’s grid takes over; the next load paints it in the grid’s place', async () => {
    const { page, hold, release } = await heldPhone(viewport);
    hold();
    await page.goto(galleryUrl());
    await expect.poll(() => loadedImages(page)).toEqual([true, true]);
    // The app is held: nothing of React's gallery yet, the photos show regardless.
    expect(await appGrid(page).count()).toBe(0);
    expect(await page.locator('#first-paint').getAttribute('aria-hidden')).toBe('true');
    await screenshot(page, `gallery-first-paint-${viewport.width}x${viewport.height}`);
    release();
    await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
    await expect.poll(() => appGrid(page).getByRole('article').count()).toBe(3);

    // Second load on this phone: the first row lies exactly where the app's grid then shows it.
    hold();
    await page.reload();
    await expect.poll(() => loadedImages(page)).toEqual([true, true]);
    const painted = await overlayImages(page).evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().toJSON() as DOMRect));
    release();
    await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
    const grid = await appGrid(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.slice(0, 2).map((i) => i.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, box] of grid.entries()) {
      expect(Math.abs(box.x - painted[i]!.x), `photo ${i + 1} x`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.y - painted[i]!.y), `photo ${i + 1} y`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.width - painted[i]!.width), `photo ${i + 1} width`).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  });
});

describe('gallery first paint, its chunk preloaded with the page', () => {
  it("index.html at /gallery carries a Link header for the first paint's chunk and styles, and the browser fetches each once", async () => {
    const page = await phones.open();
    await holdSession(page.context(), guest);
    const assets: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/')) assets.push(path);
    });
    const res = await page.goto(galleryUrl());
    const link = res?.headers()['link'] ?? '';
    const preloaded = [...link.matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
    expect(preloaded.some((p) => /\/assets\/gallery-first-[^/]+\.js$/.test(p)), link).toBe(true);
    expect(preloaded.some((p) => /\.css$/.test(p)), link).toBe(true);
    await expect.poll(() => loadedImages(page)).toEqual([true, true]);
    // The preloads are the requests the boot makes (same mode): none of them is fetched a second time.
    for (const path of preloaded) expect(assets.filter((a) => a === path), path).toHaveLength(1);
    // Other routes do not carry it.
    expect((await page.goto('/pricing'))?.headers()['link']).toBeUndefined();
  });
});

describe('gallery first paint, when there is nothing to paint', () => {
  it('a failing photo list: nothing painted, the app starts and says so', async () => {
    const page = await phones.open();
    await holdSession(page.context(), guest);
    await page.route(/\/api\/events\/[A-Z0-9]{6}\/photos\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error', code: 'INTERNAL' }) }));
    await page.goto(galleryUrl());
    await expect.poll(() => page.getByRole('heading', { name: 'Error Loading Photos' }).isVisible()).toBe(true);
    expect(await page.locator('#first-paint').count()).toBe(0);
    await page.context().close();
  });

  it('no session of that person on this phone: nothing painted, Access Restricted', async () => {
    const page = await phones.open();
    await page.goto(galleryUrl());
    await expect.poll(() => page.getByRole('heading', { name: 'Access Restricted' }).isVisible()).toBe(true);
    expect(await page.locator('#first-paint').count()).toBe(0);
    await page.context().close();
  });
});

describe('the gallery keeps its place when a photo arrives on top', () => {
  it('360×640, scrolled to the last row: the new photo adds a row above, the rows in view stay where they were; its frame brings the parser', async () => {
    const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Keep Place', organizerName: 'Ana', maxPhotosPerUser: 13 } });
    const c = created.event.code;
    const [dan, eve] = [
      await http<SessionResponse>('POST', `/api/events/${c}/join`, { body: { name: 'Dan' } }),
      await http<SessionResponse>('POST', `/api/events/${c}/join`, { body: { name: 'Eve' } }),
    ];
    await http('POST', `/api/events/${c}/start`, { token: created.creatorToken });
    // 24 photos: twelve rows of two on a 360 px phone, rendered a step of 12 cards at a time (PhotoGrid's
    // useGrowingList). The new photo then arrives above the last card rendered: it must show at once.
    for (let i = 0; i < 24; i++) await uploadPhoto(c, (i % 2 ? eve : dan).token);
    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await holdSession(page.context(), dan);
    await page.goto(`/gallery?event=${c}&user=${encodeURIComponent('Dan')}&tab=all`);
    const cards = appGrid(page).getByRole('article');
    await expect.poll(() => cards.count()).toBe(24);
    const place = () =>
      page.evaluate(() => ({ scrollY: window.scrollY, gridBottom: document.querySelector('ul.grid')!.getBoundingClientRect().bottom }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await place()).scrollY).toBeGreaterThan(0);
    const before = await place();
    // No frame has come yet: the frames' parser (zod and the event's schemas) is not loaded (realtime/frameReader.ts).
    expect(await zodLoaded(page), 'zod before the first frame').toBe(false);

    await uploadPhoto(c, eve.token);
    await expect.poll(() => cards.count()).toBe(25);
    expect(await zodLoaded(page), 'zod once the photo-added frame came').toBe(true);
    const after = await place();
    // The grid grew by a row above what the guest looks at; the page moved with it.
    expect(after.scrollY, 'scrolled by the new row').toBeGreaterThan(before.scrollY);
    expect(Math.abs(after.gridBottom - before.gridBottom), 'the last row stays put').toBeLessThanOrEqual(1);
    await page.context().close();
  });
});

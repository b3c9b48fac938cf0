import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { holdSession, layoutProblems } from '../support/page-helpers.js';
import { deviceQueue } from '../support/device-queue.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Kept photos still only on the phone, told truthfully where the guest is, on short phone screens.
 * The event ends while a kept photo still waits on the phone (offline on the dance floor): the server takes
 * no photo after the end, and the end moves a guest from the camera to the awards (a guest's event home of
 * an ended event only sends them there again), so the photo's refusal, and its Save to phone, must reach
 * the guest there. On the camera, a refused photo's banner must not push its controls over one another.
 */

const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);

/** The element is drawn wholly inside the visible area, with the page not scrolled. */
const onScreen = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return window.scrollY === 0 && r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });

/** The refusal codes of the photos the phone still holds (null: waiting to upload). */
const refusals = async (page: Page) => (await deviceQueue(page)).map((r) => r.refusal);

/**
 * A running event (Olga creates it) and a guest's phone at `viewport` that kept one photo while offline: it waits
 * on the phone (the device queue holds it, not refused), the phone still offline.
 */
async function keptOffline(viewport: { width: number; height: number }, opts: { title: string; guest: string; maxPhotosPerUser?: number }) {
  const created = await http<CreateEventResponse>('POST', '/api/events', {
    body: { title: opts.title, organizerName: 'Olga', ...(opts.maxPhotosPerUser ? { maxPhotosPerUser: opts.maxPhotosPerUser } : {}) },
  });
  const code = created.event.code;
  await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: created.creatorToken, body: { name: 'Olga' } });
  const guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: opts.guest } });
  await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  const context = await phones.context({ viewport });
  await holdSession(context, guest);
  const page = await context.newPage();
  await page.goto('/');
  const shutter = page.getByRole('button', { name: 'Take photo' });
  await expect.poll(() => shutter.isEnabled()).toBe(true);
  await context.setOffline(true);
  await page.getByText(/^Offline\./).waitFor();
  await shutter.click();
  await page.getByRole('button', { name: 'Keep Photo' }).click();
  await expect.poll(() => refusals(page)).toEqual([null]);
  return { created, code, guest, context, page };
}

describe('the event ends while a kept photo waits on the phone', () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 664 },
  ]) {
    it(`${viewport.width}×${viewport.height}: on the awards the guest reads that the photo was not uploaded and why, and can save it`, async () => {
      const { created, code, guest, context, page } = await keptOffline(viewport, { title: 'Late Dance', guest: 'Edda' });
      await expect.poll(() => page.getByTestId('upload-waiting').textContent()).toBe('1 waiting to upload');

      await http<EventView>('POST', `/api/events/${code}/end`, { token: created.creatorToken });
      await context.setOffline(false);

      // The end moves the guest to the awards; the server refuses the photo (the event took its last one).
      await page.getByRole('heading', { name: 'AWARDS CEREMONY' }).waitFor();
      await expect.poll(() => refusals(page)).toEqual(['PHOTOS_CLOSED']);
      const refused = page.getByTestId('refused-photo');
      await refused.waitFor();
      expect(await refused.textContent()).toContain('This event has ended. No more photos can be taken.');
      expect(await onScreen(refused)).toBe(true);
      expect(await layoutProblems(page, 'awards with a refused photo')).toEqual([]);
      await screenshot(page, `awards-refused-photo-${viewport.width}x${viewport.height}`);

      const download = page.waitForEvent('download');
      await refused.getByRole('link', { name: 'Save to phone' }).click();
      expect((await download).suggestedFilename()).toMatch(/^candid-.+\.jpg$/);
      const none = await http<GalleryPage>('GET', `/api/events/${code}/photos?limit=50`, { token: guest.token });
      expect(none.photos).toEqual([]);

      // The gallery, opened again later, tells it too (read back from the phone), above the photos.
      await page.goto(`/gallery?event=${code}&user=Edda`);
      await page.getByRole('heading', { name: 'Event Gallery' }).waitFor();
      await refused.waitFor();
      expect(await onScreen(refused)).toBe(true);
      expect(await layoutProblems(page, 'gallery with a refused photo')).toEqual([]);
      await screenshot(page, `gallery-refused-photo-${viewport.width}x${viewport.height}`);

      // Saved elsewhere, the guest lets it go: gone from the screen and from the phone.
      await refused.getByRole('button', { name: 'Remove' }).click();
      await refused.waitFor({ state: 'detached' });
      await expect.poll(() => refusals(page)).toEqual([]);
      await context.close();
    });
  }

  it('during the event, the gallery says a photo kept offline still waits, until it is there', async () => {
    const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Garden Party', organizerName: 'Olga' } });
    const code = created.event.code;
    await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: created.creatorToken, body: { name: 'Olga' } });
    const guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Fenna' } });
    await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
    const context = await phones.context({ viewport: { width: 390, height: 664 } });
    await holdSession(context, guest);
    const page = await context.newPage();
    await page.goto('/');
    const shutter = page.getByRole('button', { name: 'Take photo' });
    await expect.poll(() => shutter.isEnabled()).toBe(true);

    // A network that drops the slot requests: the photo waits on the phone.
    const slotPath = /\/api\/events\/[A-Z0-9]{6}\/photos$/;
    const failing = async (route: Route) => {
      if (route.request().method() === 'POST') await route.abort('internetdisconnected');
      else await route.fallback();
    };
    await context.route(slotPath, failing);
    await shutter.click();
    await page.getByRole('button', { name: 'Keep Photo' }).click();
    await expect.poll(() => refusals(page)).toEqual([null]);
    await page.getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    const waiting = page.getByTestId('upload-waiting');
    expect(await waiting.textContent()).toBe('1 waiting to upload');
    expect(await onScreen(waiting)).toBe(true);

    // The network is back (the phone says so): the photo goes up and the notice with it.
    await context.unroute(slotPath, failing);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waiting.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('list', { name: 'Photos' }).getByRole('listitem').count()).toBe(1);
    expect(await refusals(page)).toEqual([]);
    await context.close();
  });

});

/** Two boxes share some area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a refused photo on the camera of a short phone', () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 664 },
  ]) {
    it(`${viewport.width}×${viewport.height}: its banner, the shutter row, why the shutter is off and the menu each keep their own place`, async () => {
      // Kept offline; meanwhile the same guest's other phone used the one photo.
      const { code, guest, context, page } = await keptOffline(viewport, { title: 'Short Screen', guest: 'Gert', maxPhotosPerUser: 1 });
      await uploadPhoto(code, guest.token);
      await context.setOffline(false);
      const refused = page.getByTestId('refused-photo');
      await refused.waitFor();
      const hint = page.locator('.camera__hint');
      await expect.poll(() => hint.textContent()).toBe('You have used all your photos for this event.');
      await screenshot(page, `camera-refused-photo-${viewport.width}x${viewport.height}`);

      const parts = {
        banner: await refused.boundingBox(),
        badge: await page.getByTestId('photos-left').boundingBox(),
        shutter: await page.getByRole('button', { name: 'Take photo' }).boundingBox(),
        hint: await hint.boundingBox(),
        switchUser: await page.getByRole('button', { name: 'Switch user' }).boundingBox(),
        leave: await page.getByRole('button', { name: 'Leave event' }).boundingBox(),
      };
      const names = Object.keys(parts) as (keyof typeof parts)[];
      const overlapping: string[] = [];
      for (const [i, a] of names.entries()) {
        for (const b of names.slice(i + 1)) if (overlap(parts[a]!, parts[b]!)) overlapping.push(`${a} × ${b}`);
      }
      expect(overlapping).toEqual([]);
      expect(await layoutProblems(page, 'camera with a refused photo')).toEqual([]);
      await context.close();
    });
  }
});

import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { holdSession } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';

/*
 * Issue 13 "Never lose a photo" on a phone (Chromium's fake camera) against the local stack: photos kept
 * offline wait on the device (IndexedDB), the camera says how many, and they reach the event exactly once
 * when the network is back; photos still queued when the page reloads are sent after it.
 */

const { urls } = inject('localStack');
const { http } = siteApi(urls.site);
const phones = usePhones(urls.site);

async function runningEvent(guestName: string, maxPhotosPerUser = 5): Promise<{ code: string; guest: SessionResponse }> {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Cabin Weekend', organizerName: 'Olga', maxPhotosPerUser } });
  const code = created.event.code;
  await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: created.creatorToken, body: { name: 'Olga' } });
  const guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: guestName } });
  await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  return { code, guest };
}

async function guestPhone(joined: SessionResponse): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phones.context();
  await holdSession(context, joined);
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

const badge = (page: Page) => page.getByTestId('photos-left');
const shutter = (page: Page) => page.getByRole('button', { name: 'Take photo' });
const waiting = (page: Page) => page.getByTestId('upload-waiting');

async function keepPhoto(page: Page): Promise<void> {
  await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  await shutter(page).click();
  await page.getByRole('button', { name: 'Keep Photo' }).click();
}

async function photosOf(code: string, token: string): Promise<string[]> {
  const page = await http<GalleryPage>('GET', `/api/events/${code}/photos?limit=50`, { token });
  return page.photos.map((p) => p.id);
}

const slotPath = /\/api\/events\/[A-Z0-9]{6}\/photos$/;

describe('offline photo queue', () => {
  it('3 photos kept offline wait on the phone ("3 waiting to upload") and arrive exactly once when back online', async () => {
    const { code, guest } = await runningEvent('Nora');
    const { context, page } = await guestPhone(guest);
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
    let slotRequests = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && slotPath.test(new URL(r.url()).pathname)) slotRequests += 1;
    });

    await context.setOffline(true);
    await page.getByText(/^Offline\./).waitFor();
    for (let i = 0; i < 3; i += 1) await keepPhoto(page);
    await expect.poll(async () => waiting(page).textContent(), { timeout: 10_000 }).toBe('3 waiting to upload');
    expect(await badge(page).textContent()).toBe('2 photos left');
    await screenshot(page, '130-offline-queue');
    expect(await photosOf(code, guest.token)).toEqual([]);

    await context.setOffline(false);
    await waiting(page).waitFor({ state: 'detached', timeout: 30_000 });
    const ids = await photosOf(code, guest.token);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const me = await http<{ participant: { photosTaken: number } }>('GET', `/api/events/${code}/me`, { token: guest.token });
    expect(me.participant.photosTaken).toBe(3);
    expect(await badge(page).textContent()).toBe('2 photos left');
    expect(slotRequests).toBeGreaterThanOrEqual(3);
  });

  it('a photo still queued when the page reloads is sent after the reload, once', async () => {
    const { code, guest } = await runningEvent('Omar');
    const { page } = await guestPhone(guest);
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
    // The slot requests fail (a network that drops them), so the photo stays queued.
    const failing = async (route: Route) => {
      if (route.request().method() === 'POST') await route.abort('internetdisconnected');
      else await route.fallback();
    };
    await page.route(slotPath, failing);
    await keepPhoto(page);
    await expect.poll(async () => waiting(page).textContent(), { timeout: 10_000 }).toBe('1 waiting to upload');

    await page.reload();
    // Read back from the device after the reload; still failing, so still waiting.
    await expect.poll(async () => waiting(page).textContent(), { timeout: 15_000 }).toBe('1 waiting to upload');
    expect(await badge(page).textContent()).toBe('4 photos left');
    expect(await photosOf(code, guest.token)).toEqual([]);

    await page.unroute(slotPath, failing);
    // The backoff timer sends it (no `online` event here: the network was never reported down).
    await waiting(page).waitFor({ state: 'detached', timeout: 30_000 });
    const ids = await photosOf(code, guest.token);
    expect(ids).toHaveLength(1);
    expect(await badge(page).textContent()).toBe('4 photos left');
  });

  it('the camera opens offline with the saved session (reload offline), takes a photo, and it arrives once online', async () => {
    const { code, guest } = await runningEvent('Pia');
    const { context, page } = await guestPhone(guest);
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
    // The service worker has the shell (installed = precache complete).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Offline\./).waitFor();
    expect(await badge(page).textContent()).toBe('5 photos left');
    await keepPhoto(page);
    await expect.poll(async () => waiting(page).textContent(), { timeout: 10_000 }).toBe('1 waiting to upload');
    expect(await badge(page).textContent()).toBe('4 photos left');
    await screenshot(page, '131-camera-offline-start');

    await context.setOffline(false);
    await waiting(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await photosOf(code, guest.token)).toHaveLength(1);
    expect(await badge(page).textContent()).toBe('4 photos left');
  });
});

import type { BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import { PHOTO_KINDS } from '../../shared/photo-files.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { holdSession } from '../support/page-helpers.js';
import { deviceQueue } from '../support/device-queue.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 13 "Never lose a photo" on a phone (Chromium's fake camera) against the local stack: photos kept
 * offline wait on the device (IndexedDB), the camera says how many, and they reach the event exactly once
 * when the network is back; photos still queued when the page reloads are sent after it.
 */

const { urls } = ownStack();
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

async function guestPhone(joined: SessionResponse, overrides?: BrowserContextOptions, path = '/'): Promise<{ context: BrowserContext; page: Page }> {
  // The service worker is this file's subject (reload offline, Background Sync): phones here have it.
  const context = await phones.context({ serviceWorkers: 'allow', ...overrides });
  await holdSession(context, joined);
  const page = await context.newPage();
  await page.goto(path);
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
    await expect.poll(async () => waiting(page).textContent()).toBe('3 waiting to upload');
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
    await expect.poll(async () => waiting(page).textContent()).toBe('1 waiting to upload');

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
    await expect.poll(async () => waiting(page).textContent()).toBe('1 waiting to upload');
    expect(await badge(page).textContent()).toBe('4 photos left');
    await screenshot(page, '131-camera-offline-start');

    await context.setOffline(false);
    await waiting(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await photosOf(code, guest.token)).toHaveLength(1);
    expect(await badge(page).textContent()).toBe('4 photos left');
  });
});

/** The phone sizes where the camera matters: the usual one and a short screen. */
const SIZES = [
  { label: '390×844', viewport: { width: 390, height: 844 } },
  { label: '360×640', viewport: { width: 360, height: 640 } },
];

const gridPhotos = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem');

/** The service worker is active (its precache complete): the app opens offline from here on. */
const swReady = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

const me = (code: string, token: string) => http<{ participant: { photosTaken: number } }>('GET', `/api/events/${code}/me`, { token });

describe('never lose a photo (issue 13)', () => {
  it.each(SIZES)(
    '$label: 3 kept offline → reload offline → the camera opens from the service worker with "3 waiting to upload" → online → all 3 reach another guest\'s gallery, once',
    async ({ label, viewport }) => {
      const { code, guest } = await runningEvent('Nadia');
      const vera = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Vera' } });
      const { context, page } = await guestPhone(guest, { viewport });
      await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
      await swReady(page);

      await context.setOffline(true);
      await page.getByText(/^Offline\./).waitFor();
      for (let i = 0; i < 3; i += 1) await keepPhoto(page);
      await expect.poll(async () => waiting(page).textContent()).toBe('3 waiting to upload');
      // The count shows a kept photo at once; its write to the device ends a moment later. A reload is the
      // test's next step, so it waits for the third write (a CI run reloaded in between and found 2).
      await expect.poll(async () => (await deviceQueue(page)).length).toBe(3);

      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await page.getByText(/^Offline\./).waitFor();
      await expect.poll(async () => waiting(page).textContent(), { timeout: 15_000 }).toBe('3 waiting to upload');
      expect(await badge(page).textContent()).toBe('2 photos left');
      // Chromium has Background Sync: no "keep Candid open" advice here.
      expect(await page.getByTestId('keep-open').count()).toBe(0);
      await expect.poll(async () => (await deviceQueue(page)).length).toBe(3);
      await screenshot(page, `132-offline-reload-${label}`);

      // Another guest's phone, online, on the gallery's All Photos.
      const other = await guestPhone(vera, { viewport }, `/gallery?event=${code}&user=Vera`);
      await other.page.getByRole('tab', { name: 'All Photos' }).click();
      await other.page.getByRole('heading', { name: 'Event Gallery' }).waitFor();
      expect(await gridPhotos(other.page).count()).toBe(0);

      await context.setOffline(false);
      await waiting(page).waitFor({ state: 'detached', timeout: 30_000 });
      await expect.poll(() => gridPhotos(other.page).count(), { timeout: 15_000 }).toBe(3);
      const ids = await photosOf(code, guest.token);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      expect((await me(code, guest.token)).participant.photosTaken).toBe(3);
      expect(await deviceQueue(page)).toEqual([]);
      expect(await badge(page).textContent()).toBe('2 photos left');
      await screenshot(other.page, `133-other-guest-gallery-${label}`);
    },
  );

  it('360×640, a browser that refuses to keep photos (private mode): a photo kept offline lives only in the page, so closing it asks first; once the photo is sent, it closes without asking', async () => {
    const { code, guest } = await runningEvent('Iris');
    const context = await phones.context({ viewport: { width: 360, height: 640 } });
    await holdSession(context, guest);
    // Private modes refuse IndexedDB: the photo queue's database cannot open (the app's other storage works).
    await context.addInitScript(() => {
      const open = indexedDB.open.bind(indexedDB);
      indexedDB.open = (name: string, version?: number) => {
        if (name === 'candid-photo-queue') throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
        return open(name, version);
      };
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
    await page.getByText('This browser cannot keep photos on the phone (private browsing?)', { exact: false }).waitFor();

    await context.setOffline(true);
    await page.getByText(/^Offline\./).waitFor();
    await keepPhoto(page);
    await expect.poll(async () => waiting(page).textContent()).toBe('1 waiting to upload');
    await screenshot(page, '136-unsaved-photo-360x640');

    // Closing the page (runBeforeUnload: as a tab or the app closing would) asks; staying keeps the photo.
    const asked = page.waitForEvent('dialog', { timeout: 5_000 });
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(await waiting(page).textContent()).toBe('1 waiting to upload');

    await context.setOffline(false);
    await waiting(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await photosOf(code, guest.token)).toHaveLength(1);
    // Nothing left to lose: the page closes without a question.
    let askedAgain = false;
    page.on('dialog', (d) => {
      askedAgain = true;
      void d.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(askedAgain).toBe(false);
  });

  it('a slow network that cuts a PUT after its bytes arrived, and loses the confirm answer: the photo arrives once', async () => {
    const { code, guest } = await runningEvent('Sami');
    const { context, page } = await guestPhone(guest);
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
    // A slow phone network for the page's own requests.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 200_000, uploadThroughput: 100_000 });

    const toStorage = (url: URL) => !url.pathname.startsWith('/api/') && url.origin !== urls.site;
    // The photo's other files reaching storage: their PUTs are answered (the cut one never is). Not 'requestfinished':
    // Chromium reports these PUTs as aborted once answered, as the page never reads their (empty) bodies.
    let putsStored = 0;
    let otherFilesStored: () => void = () => undefined;
    const othersStored = new Promise<void>((resolve) => (otherFilesStored = resolve));
    context.on('response', (r) => {
      if (r.request().method() === 'PUT' && toStorage(new URL(r.url())) && r.ok() && ++putsStored === PHOTO_KINDS.length - 1) otherFilesStored();
    });
    let puts = 0;
    let cutPut = false;
    await context.route(toStorage, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      puts += 1;
      if (cutPut) return route.fallback();
      cutPut = true;
      // The file reaches storage, then the connection drops before the answer: once the photo's other files are
      // stored too, so the phone has exactly this one file it believes unsent.
      await route.fetch();
      await othersStored;
      await route.abort('connectionreset');
    });
    let confirms = 0;
    await context.route(/\/api\/events\/[A-Z0-9]{6}\/photos\/[^/]+\/confirm$/, async (route) => {
      confirms += 1;
      if (confirms > 1) return route.fallback();
      // The server records the photo; its answer is lost on the way back.
      await route.fetch();
      await route.abort('connectionreset');
    });

    await keepPhoto(page);
    await waiting(page).waitFor({ state: 'detached', timeout: 45_000 });
    // The three files, then the cut one again alone (a retry resumes where it stopped); the lost confirm once more.
    expect(puts).toBe(PHOTO_KINDS.length + 1);
    expect(confirms).toBe(2);
    expect(await photosOf(code, guest.token)).toHaveLength(1);
    expect((await me(code, guest.token)).participant.photosTaken).toBe(1);
    expect(await badge(page).textContent()).toBe('4 photos left');
    expect(await deviceQueue(page)).toEqual([]);
  });

  it.each(SIZES)(
    '$label: quota used up on a second phone while the first was offline → the queued photo stays with the reason and Save to phone',
    async ({ label, viewport }) => {
      const { code, guest } = await runningEvent('Quinn', 2);
      const first = await guestPhone(guest, { viewport });
      await expect.poll(async () => badge(first.page).textContent(), { timeout: 15_000 }).toBe('2 photos left');
      await first.context.setOffline(true);
      await first.page.getByText(/^Offline\./).waitFor();
      await keepPhoto(first.page);
      await expect.poll(async () => waiting(first.page).textContent()).toBe('1 waiting to upload');

      // The same guest on a second phone (it holds the same session: "continue as" that participant) uses both photos.
      const second = await guestPhone(guest, { viewport });
      await expect.poll(async () => badge(second.page).textContent(), { timeout: 15_000 }).toBe('2 photos left');
      for (let i = 0; i < 2; i += 1) {
        await keepPhoto(second.page);
        await second.page.getByText('Photo uploaded!', { exact: false }).waitFor({ timeout: 20_000 });
      }
      expect((await me(code, guest.token)).participant.photosTaken).toBe(2);

      await first.context.setOffline(false);
      const refused = first.page.getByTestId('refused-photo');
      await refused.waitFor({ timeout: 30_000 });
      expect(await refused.textContent()).toContain('You have used all your photos for this event.');
      const save = refused.getByRole('link', { name: 'Save to phone' });
      expect(await save.isVisible()).toBe(true);
      expect(await waiting(first.page).count()).toBe(0);
      expect(await badge(first.page).textContent()).toBe('0 photos left');
      await screenshot(first.page, `134-refused-save-${label}`);

      const download = first.page.waitForEvent('download');
      await save.click();
      expect((await download).suggestedFilename()).toMatch(/^candid-.+\.jpg$/);
      // Still on the phone after a reload, with its reason; the server has the second phone's two only.
      await first.page.reload();
      await first.page.getByTestId('refused-photo').waitFor({ timeout: 15_000 });
      expect(await deviceQueue(first.page)).toEqual([expect.objectContaining({ refusal: 'PHOTO_QUOTA_REACHED' })]);
      expect(await photosOf(code, guest.token)).toHaveLength(2);
    },
  );

  it('Background Sync: the service worker sends a queued photo with no page of the app open (Chromium)', async () => {
    const { code, guest } = await runningEvent('Bea');
    const { context, page } = await guestPhone(guest);
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
    await swReady(page);
    // Every slot request the server answers, from the page or the service worker, and whether the phone was back
    // online: the whole offline stretch is watched, not a moment of it.
    let online = false;
    const answered: { by: 'page' | 'service worker'; online: boolean }[] = [];
    context.on('response', (r) => {
      const req = r.request();
      if (req.method() === 'POST' && slotPath.test(new URL(r.url()).pathname)) answered.push({ by: req.serviceWorker() ? 'service worker' : 'page', online });
    });
    await context.setOffline(true);
    await page.getByText(/^Offline\./).waitFor();
    await keepPhoto(page);
    await expect.poll(async () => waiting(page).textContent()).toBe('1 waiting to upload');
    // Kept with the credential the service worker sends it with.
    expect(await deviceQueue(page)).toEqual([expect.objectContaining({ token: true, refusal: null })]);

    // DevTools from a blank tab of the same browser profile; the app's tab closes, still offline.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await page.close();
    expect(await photosOf(code, guest.token)).toEqual([]);

    online = true;
    await context.setOffline(false);
    await expect.poll(() => registrations.some((r) => r.scopeURL === `${urls.site}/` && !r.isDeleted)).toBe(true);
    const registrationId = registrations.find((r) => r.scopeURL === `${urls.site}/`)!.registrationId;
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: urls.site, registrationId, tag: 'photo-queue', lastChance: false });

    await expect.poll(() => photosOf(code, guest.token), { timeout: 30_000 }).toHaveLength(1);
    expect((await me(code, guest.token)).participant.photosTaken).toBe(1);
    // Nothing got through with the tab closed offline; the service worker sent it once the phone was back online.
    expect(answered).toEqual([{ by: 'service worker', online: true }]);
    // A file of the site (not the app) to read the device queue: empty.
    await blank.goto('/manifest.webmanifest');
    await expect.poll(() => deviceQueue(blank)).toEqual([]);
  });

  it('after a reload on the gallery, the queue resumes there without the camera\'s code', async () => {
    const { code, guest } = await runningEvent('Gala');
    const { context, page } = await guestPhone(guest);
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe('5 photos left');
    const failing = async (route: Route) => {
      if (route.request().method() === 'POST') await route.abort('internetdisconnected');
      else await route.fallback();
    };
    await context.route(slotPath, failing);
    await keepPhoto(page);
    await expect.poll(async () => waiting(page).textContent()).toBe('1 waiting to upload');

    await page.goto(`/gallery?event=${code}&user=Gala`);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    await context.unroute(slotPath, failing);
    // Sent from the gallery (backoff timer or the next wake-up), never opening the camera.
    await expect.poll(() => photosOf(code, guest.token), { timeout: 30_000 }).toHaveLength(1);
    await expect.poll(async () => (await deviceQueue(page)).length).toBe(0);
    expect((await me(code, guest.token)).participant.photosTaken).toBe(1);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => /EventHomeScreen|CameraPanel/.test(p))).toEqual([]);
    expect(page.url()).toContain('/gallery');
  });
});

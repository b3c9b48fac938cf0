import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { launchBrowser, screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { holdSession, markPage, seriousAxeFindings, stillMarked } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 6: the product's journeys on phones (Chromium's fake camera, one browser context per device) against
 * the full local stack. Each journey is its own test and seeds through the HTTP API only what it is not
 * about. Every screen a journey reaches is scanned as it goes (axe, wcag2a + wcag2aa, serious/critical; no
 * sideways scrolling and 44 px touch targets at 360 and 430 px wide); the last test asserts those scans
 * came out clean, so an accessibility problem fails there and not in the middle of a journey.
 * Screenshots of the main screens go to test-results/screenshots (journey-*.jpg).
 */

const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site, async () => [`--use-file-for-fake-video-capture=${await drawScene()}`]);

/**
 * The phones' camera films a picture instead of Chromium's default green test pattern, so the screenshots
 * (and the README's) show photos: a party scene drawn on a canvas, saved as a one-frame MJPEG file that the
 * fake camera plays in a loop (--use-file-for-fake-video-capture). Otherwise the same flags as launchBrowser.
 */
async function drawScene(): Promise<string> {
  const painter = await launchBrowser();
  try {
    const page = await painter.newPage();
    const b64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      const sky = g.createLinearGradient(0, 0, 0, 720);
      sky.addColorStop(0, '#2b1d4f');
      sky.addColorStop(0.55, '#c2546b');
      sky.addColorStop(1, '#f5b05a');
      g.fillStyle = sky;
      g.fillRect(0, 0, 1280, 720);
      // Bokeh: string lights out of focus (a fixed pseudo-random sequence: the same picture every run).
      let seed = 7;
      const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      const hues = [42, 330, 190, 20, 280];
      for (let i = 0; i < 70; i++) {
        const x = rnd() * 1280;
        const y = rnd() * 420;
        const r = 10 + rnd() * 38;
        const light = g.createRadialGradient(x, y, 0, x, y, r);
        light.addColorStop(0, `hsla(${hues[i % hues.length]}, 95%, 80%, 0.85)`);
        light.addColorStop(1, `hsla(${hues[i % hues.length]}, 95%, 70%, 0)`);
        g.fillStyle = light;
        g.beginPath();
        g.arc(x, y, r, 0, Math.PI * 2);
        g.fill();
      }
      // Two people raising glasses, in silhouette against the sunset; the glasses touch in a spark.
      g.fillStyle = '#1d1426';
      g.strokeStyle = '#1d1426';
      g.lineCap = 'round';
      g.lineWidth = 46;
      for (const [cx, toward] of [[470, 1], [820, -1]] as const) {
        g.beginPath();
        g.arc(cx, 400, 66, 0, Math.PI * 2);
        g.fill();
        g.beginPath();
        g.ellipse(cx, 720, 170, 250, 0, 0, Math.PI * 2);
        g.fill();
        // The raised arm: shoulder to the glass.
        g.beginPath();
        g.moveTo(cx + toward * 95, 540);
        g.quadraticCurveTo(cx + toward * 150, 380, 645 - toward * 30, 300);
        g.stroke();
        // The glass.
        g.fillStyle = '#ffe7a3';
        g.beginPath();
        g.moveTo(645 - toward * 52, 222);
        g.lineTo(645 - toward * 8, 222);
        g.lineTo(645 - toward * 30, 290);
        g.fill();
        g.fillStyle = '#1d1426';
      }
      const spark = g.createRadialGradient(645, 215, 0, 645, 215, 80);
      spark.addColorStop(0, 'rgba(255,250,220,0.95)');
      spark.addColorStop(1, 'rgba(255,250,220,0)');
      g.fillStyle = spark;
      g.beginPath();
      g.arc(645, 215, 80, 0, Math.PI * 2);
      g.fill();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    const dir = join(import.meta.dirname, '..', '..', 'test-results', 'journeys');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'camera-scene.mjpeg');
    const frame = Buffer.from(b64, 'base64');
    writeFileSync(file, Buffer.concat([frame, frame]));
    return file;
  } finally {
    await painter.close();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------
// Seeding through the HTTP API, and the local stack's test hooks.

const createEvent = (title: string, organizerName: string, extra: Record<string, unknown> = {}) =>
  http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName, ...extra } });
const joinEvent = (code: string, name: string, token?: string) => http<SessionResponse>('POST', `/api/events/${code}/join`, { token, body: { name } });

/** The server's clock (test hook): always put back to 0 in a finally. */
const moveServerClock = (offsetMs: number) => http<{ offsetMs: number }>('POST', '/__test__/clock', { body: { offsetMs } });

// ---------------------------------------------------------------------------------------------------------
// Phones.

function phone(width = 390): Promise<Page> {
  return phones.open({ viewport: { width, height: 844 } });
}

/** A phone that already holds `joined` as its device session, stored exactly as web/src/model/session does. */
async function phoneOf(joined: SessionResponse, { creator = false, width = 390 } = {}): Promise<Page> {
  const page = await phone(width);
  await holdSession(page.context(), joined, { creator });
  return page;
}


const status = (page: Page, label: string) => page.locator('.home__status', { hasText: label });
const badge = (page: Page) => page.getByTestId('photos-left');
const shutter = (page: Page) => page.getByRole('button', { name: 'Take photo' });
const gridPhotos = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem');

/** Shutter → Your Polaroid → Keep Photo, then the upload's success banner. */
async function takePhoto(page: Page, { shots }: { shots?: string } = {}): Promise<void> {
  await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  await shutter(page).click();
  await page.getByRole('heading', { name: 'Your Polaroid' }).waitFor();
  if (shots) {
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    await screenshot(page, shots);
    await docShot(page, 'review');
    await scan(page, 'review');
  }
  await page.getByRole('button', { name: 'Keep Photo' }).click();
  await page.getByText('Photo uploaded!', { exact: false }).waitFor({ timeout: 20_000 });
}

const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/**
 * A phone-sized shot of what the screen shows (the viewport at 1 CSS px per px): the README's screenshots in
 * docs/screenshots are picked from these (docs-*.png), by hand.
 */
async function docShot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `docs-${name}.png`), scale: 'css' });
}

/** Every image on the page has loaded (for screenshots). */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
}

// ---------------------------------------------------------------------------------------------------------
// The scans: collected as the journeys go, asserted by the last test.

const problems: string[] = [];
const scanned: string[] = [];

/** Visible controls smaller than the 44 px touch target (text links inside sentences excepted). */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, [role=tab], summary');
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('[hidden], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      // A link inside running text is exempt (WCAG 2.5.8's inline exception).
      if (el.tagName === 'A' && style.display === 'inline') continue;
      // Radios and checkboxes count by their label (the whole row is the target).
      const target = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? (el.closest('label') ?? el) : el;
      const t = target.getBoundingClientRect();
      if (t.height < 43.5 || t.width < 43.5) small.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(t.width)}x${Math.round(t.height)}`);
    }
    return small;
  });

/**
 * axe (wcag2a + wcag2aa, serious and critical) at the phone's width; at 360 and 430 px: nothing scrolls
 * sideways and every control is a 44 px target. The viewport is put back afterwards.
 */
async function scan(page: Page, screen: string): Promise<void> {
  scanned.push(screen);
  problems.push(...(await seriousAxeFindings(page, screen)));
  const original = page.viewportSize();
  for (const width of [360, 430]) {
    await page.setViewportSize({ width, height: original?.height ?? 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${screen} @${width}px: scrolls sideways by ${overflow}px`);
    for (const small of await smallTargets(page)) problems.push(`${screen} @${width}px: small touch target ${small}`);
    if (process.env.CANDID_SHOTS === 'all') await screenshot(page, `w${width}-${screen.replace(/[^a-z0-9]+/gi, '-')}`);
  }
  if (original) await page.setViewportSize(original);
}

// ---------------------------------------------------------------------------------------------------------

describe('journeys on phones', () => {
  it('1. organizer creates and shares; three guests join (link, typed code, QR); photos arrive live; votes; the end; awards; the purchase view', async () => {
    // The organizer creates the event (2 photos per person).
    const organizer = await phone();
    await organizer.goto('/');
    await organizer.getByRole('button', { name: 'Create Event' }).waitFor();
    await screenshot(organizer, 'journey-01-lobby');
    await docShot(organizer, 'lobby');
    await scan(organizer, 'lobby');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByLabel('Event Title').fill('Lena & Tom');
    await organizer.getByLabel('Your Name (Organizer)').fill('Lena');
    await organizer.getByLabel('Photos/Person').fill('2');
    await scan(organizer, 'create event');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByRole('heading', { name: 'Event Created!' }).waitFor();
    const code = (await organizer.locator('.created__code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    // Sharing: the copied event link, and the address the QR code encodes.
    await organizer.getByRole('button', { name: 'Copy Event Link' }).click();
    await organizer.getByRole('status').filter({ hasText: 'Event link copied!' }).waitFor();
    const copiedLink = await organizer.evaluate(() => navigator.clipboard.readText());
    expect(copiedLink).toBe(`${urls.site}/?code=${code}`);
    await organizer.getByRole('button', { name: 'Generate QR Code' }).click();
    await organizer.getByRole('img', { name: /QR code of the event link/ }).waitFor();
    const qrLink = (await organizer.locator('.qr').getAttribute('data-value')) ?? '';
    expect(new URL(qrLink).searchParams.get('code')).toBe(code);
    await screenshot(organizer, 'journey-02-event-created');
    await scan(organizer, 'event created');
    await organizer.getByRole('button', { name: 'Enter Event' }).click();
    await status(organizer, 'Event Starting Soon').waitFor();

    // Guest 1 (a 360 px phone) opens the link: the Join screen shows what they join.
    const gus = await phone(360);
    await gus.goto(copiedLink);
    await gus.getByRole('heading', { level: 1, name: 'Join Event' }).waitFor();
    await gus.getByRole('heading', { name: 'Lena & Tom' }).waitFor();
    await scan(gus, 'direct join');
    await gus.getByLabel('Your Name').fill('Gus');
    await gus.getByRole('button', { name: 'Join Event' }).click();
    await status(gus, 'Event Starting Soon').waitFor();

    // Guest 2 (a 430 px phone) types the code in lower case in the lobby.
    const hana = await phone(430);
    await hana.goto('/');
    await hana.getByRole('button', { name: 'Join Event' }).click();
    await hana.getByLabel('Event Code').fill(code.toLowerCase());
    expect(await hana.getByLabel('Event Code').inputValue()).toBe(code);
    await hana.getByLabel('Your Name').fill('Hana');
    await scan(hana, 'lobby join');
    await hana.getByRole('button', { name: 'Join Event' }).click();
    await status(hana, 'Event Starting Soon').waitFor();

    // Guest 3 scans the QR code: its address.
    const ivy = await phone();
    await ivy.goto(qrLink);
    await ivy.getByRole('heading', { level: 1, name: 'Join Event' }).waitFor();
    await ivy.getByLabel('Your Name').fill('Ivy');
    await ivy.getByRole('button', { name: 'Join Event' }).click();
    await status(ivy, 'Event Starting Soon').waitFor();

    // The organizer starts the event from the admin screen; every guest sees it live.
    await organizer.getByRole('link', { name: 'Admin' }).click();
    await organizer.getByRole('button', { name: 'Kick Ivy' }).waitFor();
    await expect.poll(() => organizer.getByText('Active Participants').locator('..').textContent()).toContain('4');
    await screenshot(organizer, 'journey-03-admin');
    await scan(organizer, 'admin');
    await organizer.getByRole('button', { name: 'Start Event' }).click();
    const startDialog = organizer.getByRole('dialog', { name: 'Start Event Countdown?' });
    await startDialog.waitFor();
    await scan(organizer, 'start modal');
    await startDialog.getByRole('button', { name: 'Start Event' }).click();
    await organizer.locator('.status-pill', { hasText: 'Active' }).waitFor();
    await organizer.getByRole('button', { name: 'Back to event' }).click();
    for (const guest of [gus, hana, ivy]) await status(guest, 'Event Live').waitFor();

    // Hana takes a photo (Vintage), then watches All Photos.
    await expect.poll(() => shutter(hana).isEnabled(), { timeout: 15_000 }).toBe(true);
    await hana.getByRole('button', { name: 'Vintage' }).click();
    await scan(hana, 'camera');
    await takePhoto(hana);
    expect(await badge(hana).textContent()).toBe('1 photo left');
    await hana.getByRole('link', { name: 'Gallery' }).click();
    await hana.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    await hana.getByRole('tab', { name: 'All Photos' }).click();
    await expect.poll(() => gridPhotos(hana).count()).toBe(1);
    await markPage(hana);

    // Gus, Ivy and the organizer take theirs (Gus two); they reach Hana's gallery with no reload.
    // Each with a filter of their own (the quick filter strip).
    await gus.getByRole('button', { name: 'B&W' }).click();
    await ivy.getByRole('button', { name: 'Warm' }).click();
    await Promise.all([
      (async () => {
        await takePhoto(gus);
        await gus.getByRole('button', { name: 'Original' }).click();
        await takePhoto(gus);
        expect(await badge(gus).textContent()).toBe('0 photos left');
      })(),
      (async () => {
        // Ivy's camera for the screenshots, once the Event Started! toast has gone.
        await ivy.locator('.toast').waitFor({ state: 'detached', timeout: 8000 });
        await expect.poll(() => shutter(ivy).isEnabled(), { timeout: 15_000 }).toBe(true);
        await screenshot(ivy, 'journey-04-camera');
        await docShot(ivy, 'camera');
        await takePhoto(ivy, { shots: 'journey-05-review' });
      })(),
      takePhoto(organizer),
    ]);
    await expect.poll(() => gridPhotos(hana).count()).toBe(5);
    expect(await stillMarked(hana)).toBe(true);
    expect(await hana.getByTestId('photo-count').textContent()).toBe('5 photos');
    await imagesLoaded(hana);
    await screenshot(hana, 'journey-06-gallery-live');
    await docShot(hana, 'gallery');
    await scan(hana, 'gallery');

    // The lightbox with the keyboard.
    await gridPhotos(hana).first().getByRole('button', { name: /^Open photo by/ }).click();
    const lightbox = hana.getByRole('dialog', { name: /^Photo by/ });
    await lightbox.waitFor();
    await scan(hana, 'lightbox');
    await hana.keyboard.press('ArrowLeft');
    await lightbox.getByText('5 of 5').waitFor();
    await hana.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });

    // The three guests vote once each, at the same time, after the 3-second look (the first three awards).
    const vote = async (page: Page, user: string, award: string, shots: boolean) => {
      await page.goto(`/gallery?${new URLSearchParams({ event: code, user, view: 'voting' }).toString()}`);
      const button = page.getByRole('button', { name: new RegExp(`^${award}`) });
      await button.waitFor();
      if (shots) {
        await page.locator('.vote__image').evaluate((img: HTMLImageElement) => img.decode());
        await scan(page, 'voting');
      }
      await expect.poll(() => button.isEnabled(), { interval: 100 }).toBe(true);
      await button.click();
      await page.getByText(`Voted ${award}!`, { exact: false }).waitFor();
      if (shots) await screenshot(page, 'journey-07-voted');
      // Back to the event (the camera state), where the end of the event will find them.
      await page.goto('/');
      await status(page, 'Event Live').waitFor();
    };
    const awards = { Gus: 'Most Emotional', Hana: 'Silliest Picture', Ivy: 'Most Creative' } as const;
    await Promise.all([vote(gus, 'Gus', awards.Gus, false), vote(hana, 'Hana', awards.Hana, true), vote(ivy, 'Ivy', awards.Ivy, false)]);

    // The organizer ends the event from the event home (Test End Event, with the spec's confirmation).
    for (const guest of [gus, hana, ivy]) await markPage(guest);
    await organizer.getByRole('button', { name: 'Test End Event' }).click();
    const endDialog = organizer.getByRole('dialog', { name: 'End Event?' });
    await endDialog.waitFor();
    await scan(organizer, 'end modal');
    await endDialog.getByRole('button', { name: 'End Event' }).click();

    // Guests are taken to the awards ceremony with no reload; each vote made a winner.
    for (const guest of [gus, hana, ivy]) {
      await guest.getByRole('heading', { level: 1, name: 'AWARDS CEREMONY' }).waitFor();
      expect(await stillMarked(guest)).toBe(true);
    }
    for (const award of Object.values(awards)) {
      const card = hana.getByRole('listitem', { name: award, exact: true });
      await card.locator('.award__entry').first().waitFor();
      expect(await card.locator('.award__badge').first().textContent()).toBe('WINNER!');
      expect(await card.locator('.award__votes').first().textContent()).toBe('1 vote');
    }
    await imagesLoaded(hana);
    await hana.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity));
    await screenshot(hana, 'journey-08-awards');
    await docShot(hana, 'awards');
    await scan(hana, 'awards');

    // The organizer is taken to the purchase view (spec: "On end, the organizer goes to the expired (purchase) view").
    await organizer.getByRole('button', { name: 'Purchase Photos' }).waitFor();
    await organizer.getByRole('heading', { level: 1, name: 'Lena & Tom' }).waitFor();
    expect(await organizer.getByRole('list', { name: 'Event summary' }).textContent()).toContain('5 Photos Captured');
    await screenshot(organizer, 'journey-10-purchase-view');
    await scan(organizer, 'purchase view');
    await organizer.getByRole('button', { name: 'Back to Gallery' }).click();
    await organizer.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    await organizer.getByRole('button', { name: 'View Awards' }).waitFor();

    // After the end the gallery's way back says where it goes: the ended event home, Event Ended, and the way
    // to the gallery and purchase options.
    await organizer.getByRole('link', { name: /Back to Event/ }).click();
    await status(organizer, 'Event Ended').waitFor();
    expect(await organizer.getByRole('button', { name: 'Test End Event' }).count()).toBe(0);
    const purchase = organizer.getByRole('link', { name: 'View Gallery & Purchase Options' });
    await purchase.waitFor();
    await screenshot(organizer, 'journey-09-organizer-ended');
    await scan(organizer, 'organizer ended');
    await purchase.click();
    await organizer.getByRole('button', { name: 'Purchase Photos' }).waitFor();
  });

  it('2. the event fills up: the next guest is told it is full', async () => {
    const { event } = await createEvent('Tiny Dinner', 'Olga', { maxParticipants: 5 });
    for (const name of ['Ann', 'Ben', 'Cai', 'Dev', 'Eli']) await joinEvent(event.code, name);

    const fay = await phone();
    await fay.goto(`/?code=${event.code}`);
    await fay.getByRole('heading', { name: 'Tiny Dinner' }).waitFor();
    await fay.getByLabel('Your Name').fill('Fay');
    await fay.getByRole('button', { name: 'Join Event' }).click();
    await fay.getByRole('alert').filter({ hasText: messages.EVENT_FULL }).waitFor();
    expect(messages.EVENT_FULL).toBe('This event is full. No more participants can join.');
    expect(await fay.locator('.home__status').count()).toBe(0);
    await screenshot(fay, 'journey-11-event-full');
    await scan(fay, 'event full');
  });

  it('3. a guest removed mid-event is taken out to the lobby with the message', async () => {
    const created = await createEvent('Office Party', 'Olga');
    const code = created.event.code;
    await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
    const gus = await joinEvent(code, 'Gus');

    const page = await phoneOf(gus);
    await page.goto('/');
    await status(page, 'Event Live').waitFor();
    await markPage(page);
    await http('POST', `/api/events/${code}/participants/${gus.participant.id}/kick`, { token: created.creatorToken });

    await page.getByRole('alert').filter({ hasText: messages.KICKED }).waitFor();
    await page.getByRole('button', { name: 'Create Event' }).waitFor();
    expect(await stillMarked(page)).toBe(true);
    await screenshot(page, 'journey-12-removed');
    await scan(page, 'lobby removed');
    // The device forgot the session: a reload stays in the lobby.
    await page.reload();
    await page.getByRole('button', { name: 'Create Event' }).waitFor();
    expect(await page.locator('.home__status').count()).toBe(0);
  });

  it('4. a returning guest with two saved names on the device picks one in Select User', async () => {
    const created = await createEvent('Family Reunion', 'Olga');
    const code = created.event.code;

    // On one phone: Gus joins with the code, then switches user and joins again as Max.
    const page = await phone();
    await page.goto('/');
    await page.getByRole('button', { name: 'Join Event' }).click();
    await page.getByLabel('Event Code').fill(code);
    await page.getByLabel('Your Name').fill('Gus');
    await page.getByRole('button', { name: 'Join Event' }).click();
    await status(page, 'Event Starting Soon').waitFor();
    await page.getByRole('button', { name: 'Switch user' }).click();
    await page.getByRole('heading', { name: 'Select User' }).waitFor();
    await page.getByRole('button', { name: 'Join as New User' }).click();
    await page.getByLabel('Your Name').fill('Max');
    await page.getByRole('button', { name: 'Join Event' }).click();
    await page.getByText('You’re in as').filter({ hasText: 'Max' }).waitFor();

    // Later the event link again: both names are offered with their last use; Gus is picked.
    await page.goto(`/?code=${code}`);
    await page.getByRole('heading', { name: 'Select User' }).waitFor();
    const users = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Gus/ }) });
    await expect.poll(() => users.getByRole('button').count()).toBe(2);
    expect(await users.getByRole('button').allTextContents()).toEqual([expect.stringMatching(/^Max\s*Last used/), expect.stringMatching(/^Gus\s*Last used/)]);
    await screenshot(page, 'journey-13-select-user');
    await scan(page, 'select user');
    await page.getByRole('button', { name: /^Gus/ }).click();
    await page.getByText('You’re in as').filter({ hasText: 'Gus' }).waitFor();
    await status(page, 'Event Starting Soon').waitFor();
    expect(await page.getByRole('link', { name: 'Gallery' }).getAttribute('href')).toBe(`/gallery?event=${code}&user=Gus`);
  });

  it('5. a guest who reloads mid-event is back on the camera with the right photos-left count', async () => {
    const created = await createEvent('Beach Day', 'Olga', { maxPhotosPerUser: 3 });
    const code = created.event.code;
    await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
    const gus = await joinEvent(code, 'Gus');
    // One photo already taken (on another visit).
    await uploadPhoto(code, gus.token);

    const page = await phoneOf(gus);
    await page.goto('/');
    await status(page, 'Event Live').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('2 photos left');
    await takePhoto(page);
    expect(await badge(page).textContent()).toBe('1 photo left');

    await page.reload();
    await status(page, 'Event Live').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1 photo left');
    await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByText('You’re in as').filter({ hasText: 'Gus' }).waitFor();
  });

  it('6. after 5 days the gallery shows the expired screen (guests: contact the organizer; organizer: the purchase choice)', async () => {
    const created = await createEvent('Spring Wedding', 'Olga');
    const code = created.event.code;
    const olga = await joinEvent(code, 'Olga', created.creatorToken);
    const gus = await joinEvent(code, 'Gus');
    await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
    await uploadPhoto(code, gus.token);
    await uploadPhoto(code, olga.token);
    await http<EventView>('POST', `/api/events/${code}/end`, { token: created.creatorToken });

    const guest = await phoneOf(gus);
    const organizer = await phoneOf(olga, { creator: true });
    try {
      await moveServerClock(5 * DAY_MS + 60_000);

      // The guest opens the event: straight to the expired screen.
      await guest.goto('/');
      await guest.getByRole('heading', { name: 'Gallery Access Expired' }).waitFor();
      expect(new URL(guest.url()).pathname).toBe('/gallery');
      await guest.getByRole('heading', { level: 1, name: 'Spring Wedding' }).waitFor();
      expect(await guest.getByTestId('gallery-expiry').textContent()).toMatch(/^Gallery expired on /);
      const summary = await guest.getByRole('list', { name: 'Event summary' }).textContent();
      expect(summary).toContain('2 Photos Captured');
      expect(summary).toContain('5 Days Active');
      await guest.getByText('Please contact the organizer', { exact: false }).waitFor();
      expect(await guest.getByText('Purchase options', { exact: false }).count()).toBe(0);
      await screenshot(guest, 'journey-14-expired-guest');
      await docShot(guest, 'expired');
      await scan(guest, 'expired (guest)');

      // All Photos is closed too (410 GALLERY_EXPIRED): the gallery address shows the same screen.
      await guest.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Gus', tab: 'all' }).toString()}`);
      await guest.getByRole('heading', { name: 'Gallery Access Expired' }).waitFor();
      const list = await fetch(`${urls.site}/api/events/${code}/photos?mine=false`, { headers: { authorization: `Bearer ${gus.token}` } });
      expect(list.status).toBe(410);

      // The organizer's gallery: the purchase choice (the purchase screen is test/browser/purchase.test.ts).
      await organizer.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Olga' }).toString()}`);
      await organizer.getByRole('button', { name: 'Purchase Photos' }).waitFor();
      expect(await organizer.getByRole('heading', { name: 'Gallery Access Expired' }).count()).toBe(0);
      expect(await organizer.locator('main').getByRole('link').count()).toBe(0);
      // The photo list is closed: the button says where it goes (the awards ceremony of the ended event).
      expect(await organizer.locator('main').getByRole('button').allTextContents()).toEqual(['Purchase Photos', 'Back to Awards']);
      await screenshot(organizer, 'journey-15-expired-organizer');
      await scan(organizer, 'expired (organizer)');

      // A new guest can no longer join.
      const late = await phone();
      await late.goto(`/?code=${code}`);
      await late.getByRole('alert').filter({ hasText: messages.EVENT_ENDED }).waitFor();
    } finally {
      await moveServerClock(0);
    }
  });

  it('7. not found and a screen that cannot load', async () => {
    const page = await phone();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'journey-16-not-found');
    await scan(page, 'not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('button', { name: 'Create Event' }).waitFor();

    // A screen's code that fails to load (an old tab after a deploy): the failure page, with Refresh.
    const broken = await phone();
    await broken.route(/\/assets\/NotFoundPage-[^/]+\.js$/, (route) => route.abort());
    await broken.goto('/another-missing-page');
    await broken.getByRole('heading', { name: 'Candid failed to load' }).waitFor();
    await broken.getByText('please contact support', { exact: false }).waitFor();
    await screenshot(broken, 'journey-17-cannot-load');
    await scan(broken, 'cannot load');
    await broken.unroute(/\/assets\/NotFoundPage-[^/]+\.js$/);
    await broken.getByRole('button', { name: 'Refresh', exact: true }).click();
    await broken.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('8. every screen the journeys reached passes axe (wcag2a, wcag2aa), fits 360 and 430 px and has 44 px targets', () => {
    expect(scanned.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

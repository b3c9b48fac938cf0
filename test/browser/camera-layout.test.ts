import type { Locator, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import { CHROMIUM_PATH, screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { holdSession } from '../support/page-helpers.js';
import { drawCards, type Card } from '../support/drawn-cards.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';
import { holdPageClockAtRequest, letPageClockRun, runPageClock } from '../support/page-clock.js';
import eventRo from '../../web/src/i18n/catalogues/event/ro.js';

/*
 * Issue 11 items 1, 5 and 6 on real phone heights: the camera and its review fit the visible area (iPhone
 * Safari's 390×664 with its toolbars, a 375×667 phone, the smallest 360×640 and a large 430×740) without
 * scrolling; a denied camera leaves the guest somewhere to go; the voting photo fills the screen and the
 * ballot's controls stay reachable at short heights.
 */

const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);
/** Moves the local stack's server clock (the vote's observation passes on it, not by waiting). */
const serverClock = (offsetMs: number) =>
  fetch(`${urls.site}/__test__/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });

const SIZES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 664 },
  { width: 430, height: 740 },
] as const;

/** A running event (started by its organizer) and a guest in it. */
async function runningEvent(guestName: string): Promise<{ code: string; guest: SessionResponse; creator: string }> {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Rooftop Party', organizerName: 'Olga' } });
  const code = created.event.code;
  await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: created.creatorToken, body: { name: 'Olga' } });
  const guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: guestName } });
  const started = await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  expect(started.eventState).toBe('countdown');
  return { code, guest, creator: created.creatorToken };
}

async function phoneAt(size: { width: number; height: number }, joined: SessionResponse, { locale = 'en-US', creator = false } = {}): Promise<Page> {
  const context = await phones.context({ viewport: size, locale });
  await holdSession(context, joined, { creator });
  return context.newPage();
}

/** The element is drawn wholly inside the visible area, with the page not scrolled. */
async function onScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return window.scrollY === 0 && r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });
}

/** A real polaroid-shaped JPEG (and its thumbnail), drawn on a canvas, so the photo shows. */
const drawnCard = async (label = 'Olga'): Promise<Card> => (await drawCards(phones.browser, [{ label, hue: 200 }]))[0] as Card;

const shutter = (page: Page) => page.getByRole('button', { name: 'Take photo' });

describe('the camera fits the visible height of phones', () => {
  for (const size of SIZES) {
    it(`${size.width}×${size.height}: shutter, photos left, camera switch and time left on screen; Keep Photo and Retake after a capture`, async () => {
      const { guest } = await runningEvent('Gus');
      const page = await phoneAt(size, guest);
      await page.goto('/');
      await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);

      expect(await onScreen(shutter(page)), 'shutter').toBe(true);
      expect(await onScreen(page.getByTestId('photos-left')), 'photos left').toBe(true);

      // The front/back switch sits beside the shutter (same row), not only in the settings panel.
      const flip = page.getByRole('button', { name: /^Switch to (front|back) camera$/ });
      expect(await onScreen(flip), 'camera switch').toBe(true);
      const [flipBox, shutterBox] = [await flip.boundingBox(), await shutter(page).boundingBox()];
      expect(flipBox && shutterBox && flipBox.y < shutterBox.y + shutterBox.height && flipBox.y + flipBox.height > shutterBox.y, 'switch in the shutter row').toBe(true);

      // The running event's time left shows on the camera, labelled.
      const timer = page.getByRole('timer');
      expect(await timer.textContent()).toMatch(/^0[78]:\d\d:\d\d$/);
      expect(await onScreen(page.locator('.time-left')), 'time left').toBe(true);
      expect(await page.locator('.time-left').textContent()).toContain('Time left');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (size.width === 390) await screenshot(page, `camera-${size.width}x${size.height}`);

      await shutter(page).click();
      await page.getByRole('heading', { name: 'Your Polaroid' }).waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.review__image');
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      expect(await onScreen(page.getByRole('button', { name: 'Keep Photo' })), 'Keep Photo').toBe(true);
      expect(await onScreen(page.getByRole('button', { name: 'Retake' })), 'Retake').toBe(true);
      expect(await onScreen(page.locator('.review__image')), 'the polaroid').toBe(true);
      if (size.width === 390) await screenshot(page, `review-${size.width}x${size.height}`);
      await page.getByRole('button', { name: 'Retake' }).click();
      await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    });
  }

  it('the camera switch beside the shutter turns to the other camera and says so', async () => {
    const { guest } = await runningEvent('Flo');
    const page = await phoneAt({ width: 390, height: 664 }, guest);
    await page.goto('/');
    await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    const before = (await page.getByRole('button', { name: /^Switch to (front|back) camera$/ }).getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: before }).click();
    await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    const after = await page.getByRole('button', { name: /^Switch to (front|back) camera$/ }).getAttribute('aria-label');
    expect(after).not.toBe(before);
  });
});

/**
 * Text drawn outside its box: each line of `el`'s text (a Range's client rects) must lie inside the element's
 * rounded background (its border radius, as the browser clamps it) and inside `clip` (a box that cuts off what
 * overflows it). Returns the lines that do not, with where.
 */
const linesOutside = async (el: Locator, clip: Locator): Promise<string[]> =>
  el.evaluate((node, clipEl) => {
    const box = node.getBoundingClientRect();
    const cut = (clipEl as Element).getBoundingClientRect();
    const r = Math.min(parseFloat(getComputedStyle(node).borderTopLeftRadius), box.width / 2, box.height / 2);
    const range = document.createRange();
    range.selectNodeContents(node);
    const inside = (x: number, y: number) => {
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
      if (x < cut.left || x > cut.right || y < cut.top || y > cut.bottom) return false;
      // In a corner square, the point must be within the corner's circle.
      const cx = x < box.left + r ? box.left + r : x > box.right - r ? box.right - r : x;
      const cy = y < box.top + r ? box.top + r : y > box.bottom - r ? box.bottom - r : y;
      return Math.hypot(x - cx, y - cy) <= r + 0.5;
    };
    const out: string[] = [];
    for (const line of range.getClientRects()) {
      if (line.width < 1) continue;
      // The glyphs' own box, a pixel in from the line box (its half-leading is not ink).
      const corners: [number, number][] = [[line.left + 1, line.top + 1], [line.right - 1, line.top + 1], [line.left + 1, line.bottom - 1], [line.right - 1, line.bottom - 1]];
      if (!corners.every(([x, y]) => inside(x, y))) out.push(`${Math.round(line.left)},${Math.round(line.top)} ${Math.round(line.width)}×${Math.round(line.height)} in ${Math.round(box.width)}×${Math.round(box.height)} r${Math.round(r)}`);
    }
    return out;
  }, await clip.elementHandle());

describe('the camera in Romanian (longer words) on short phones', () => {
  const ro = eventRo;
  for (const size of [{ width: 360, height: 640 }, { width: 390, height: 664 }]) {
    it(`${size.width}×${size.height}: the top bar keeps its buttons, the offline notices stay readable on the preview, Keep Photo holds its label`, async () => {
      const { code, creator } = await runningEvent('Gus');
      const olga = await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: creator, body: { name: 'Olga' } });
      const page = await phoneAt(size, olga, { locale: 'ro-RO', creator: true });
      await page.goto('/');
      const takePhoto = page.getByRole('button', { name: ro.camera.takePhoto, exact: true });
      await expect.poll(() => takePhoto.isEnabled(), { timeout: 15_000 }).toBe(true);

      // "Administrare" stays inside the top bar, as far from the right edge as the code is from the left.
      const bar = (await page.locator('.home__bar').boundingBox())!;
      const admin = (await page.getByRole('link', { name: ro.home.admin }).boundingBox())!;
      expect(admin.x + admin.width, 'Admin inside the top bar').toBeLessThanOrEqual(bar.x + bar.width + 0.5);

      // Offline, a photo kept: two notices over the preview, each line of both inside its bubble and the film.
      await page.context().setOffline(true);
      await page.locator('.camera__notice--warn').waitFor();
      await takePhoto.click();
      await page.getByRole('heading', { name: ro.camera.review.title }).waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.review__image');
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      const keep = page.getByRole('button', { name: ro.camera.review.keep });
      // The phone's width, not innerWidth: a mobile browser widens its layout viewport to what overflows.
      const held = await keep.evaluate((el, width) => ({ label: el.scrollWidth <= el.clientWidth, page: document.documentElement.scrollWidth <= width }), size.width);
      expect(held, 'Keep Photo holds "Păstrează fotografia"; the page does not scroll sideways').toEqual({ label: true, page: true });
      expect(await onScreen(keep), 'Keep Photo').toBe(true);
      expect(await onScreen(page.getByRole('button', { name: ro.camera.review.retake })), 'Retake').toBe(true);
      await keep.click();
      const waiting = page.getByTestId('upload-waiting');
      await waiting.waitFor();
      const film = page.locator('.camera__film');
      expect(await linesOutside(page.locator('.camera__notice--warn'), film), 'offline notice').toEqual([]);
      expect(await linesOutside(waiting, film), 'waiting notice').toEqual([]);
      await screenshot(page, `camera-ro-offline-${size.width}x${size.height}`);
      await page.context().setOffline(false);
    });
  }
});

describe('camera denied', () => {
  it('tells how to allow the camera and offers Try Again, the gallery and voting', async () => {
    // A browser without the fake permission prompt and a context without the camera permission: getUserMedia is refused.
    const strict = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--use-fake-device-for-media-stream'],
    });
    try {
      const { guest, code } = await runningEvent('Dee');
      const context = await strict.newContext({
        baseURL: urls.site,
        viewport: { width: 390, height: 664 },
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      });
      await holdSession(context, guest);
      const page = await context.newPage();
      await page.goto('/');
      const alert = page.locator('.camera__failed[role="alert"]');
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.textContent()).toContain('camera icon in the address bar');
      expect(await onScreen(page.getByRole('button', { name: 'Try Again' }))).toBe(true);
      const gallery = page.getByRole('link', { name: 'Open the Gallery' });
      const voting = page.getByRole('link', { name: 'Vote on Photos' });
      expect(new URL(await gallery.getAttribute('href') ?? '', urls.site).searchParams.get('event')).toBe(code);
      expect(new URL(await voting.getAttribute('href') ?? '', urls.site).searchParams.get('view')).toBe('voting');
      await screenshot(page, 'camera-denied-390x664');
      // Try Again asks again (still refused here) and the way out stays.
      await page.getByRole('button', { name: 'Try Again' }).click();
      await alert.waitFor();
      await voting.click();
      await page.getByRole('heading', { level: 1, name: 'Vote' }).waitFor();
      await context.close();
    } finally {
      await strict.close();
    }
  });
});

describe('voting on a short screen', () => {
  it('390×664: the photo fills the screen, the awards look disabled during the observation, then open; all controls reachable', async () => {
    const { code, guest, creator } = await runningEvent('Hana');
    const olga = await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: creator, body: { name: 'Olga' } });
    await uploadPhoto(code, olga.token, await drawnCard());
    for (const size of [{ width: 390, height: 664 }, { width: 360, height: 640 }]) {
      const page = await phoneAt(size, guest);
      const openVoting = () => page.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Hana', view: 'voting' }).toString()}`);
      // At 390 the observation is looked at: the page's clock is held from the ballot on, so it cannot run out
      // between two steps on a busy machine.
      if (size.width === 390) await holdPageClockAtRequest(page, /\/ballot$/, openVoting);
      else await openVoting();
      const image = page.locator('.vote__image');
      await image.waitFor();
      const awards = page.locator('.vote__award');
      expect(await awards.count()).toBe(10);

      if (size.width === 390) {
        // Locked: disabled for the browser and for assistive technology, and drawn so.
        expect(await awards.first().isDisabled()).toBe(true);
        const look = await awards.first().evaluate((el) => Number(getComputedStyle(el).opacity));
        expect(look).toBeLessThan(0.7);
        await page.waitForFunction(() => {
          const el = document.querySelector<HTMLImageElement>('.vote__image');
          return el !== null && el.complete && el.naturalWidth > 0;
        }, undefined, { polling: 100 });
        await screenshot(page, 'voting-observation-390x664');
      }
      // The photo is the screen: its stage covers the viewport, the picture as wide (or tall) as it allows.
      const stage = await page.locator('.vote__photo').boundingBox();
      expect(stage).toEqual({ x: 0, y: 0, width: size.width, height: size.height });
      const img = await image.boundingBox();
      expect(img && (img.width >= size.width * 0.95 || img.height >= size.height * 0.9), 'photo fills the screen').toBe(true);

      // Every control reachable without scrolling: the ten awards, Skip and Back.
      for (let i = 0; i < 10; i++) expect(await onScreen(awards.nth(i)), `award ${i}`).toBe(true);
      expect(await onScreen(page.getByRole('button', { name: 'Skip' }))).toBe(true);
      expect(await onScreen(page.getByRole('button', { name: /Back/ }).first())).toBe(true);

      if (size.width === 390) await letPageClockRun(page);
      await expect.poll(() => awards.first().isEnabled(), { interval: 100 }).toBe(true);
      const open = await awards.first().evaluate((el) => Number(getComputedStyle(el).opacity));
      expect(open).toBe(1);
      if (size.width === 390) {
        await page.waitForFunction(() => {
          const el = document.querySelector<HTMLImageElement>('.vote__image');
          return el !== null && el.complete && el.naturalWidth > 0;
        });
        await screenshot(page, 'voting-390x664');
      }
    }
  });
});

describe('the Voted! stamp on a short screen in Romanian', () => {
  it('360×640: the stamp shows on the photo above the controls, not under the three-line hint; the chosen award\'s name is whole beside its count', async () => {
    const { code, guest, creator } = await runningEvent('Hana');
    const olga = await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: creator, body: { name: 'Olga' } });
    await uploadPhoto(code, olga.token, await drawnCard());
    const page = await phoneAt({ width: 360, height: 640 }, guest, { locale: 'ro-RO' });
    // The page's clock is held from the ballot on: the observation ends when the test says, and the stamp
    // stays (the next photo follows 1.5 s of page time later). The server, which refuses a vote before the
    // photo's votableAt, is moved past it by its test clock instead of waited for.
    await holdPageClockAtRequest(page, /\/ballot$/, () => page.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Hana', view: 'voting' }).toString()}`));
    const award = page.locator('.vote__award').first();
    await award.waitFor();
    expect((await serverClock(10_000)).status).toBe(200);
    try {
      await runPageClock(page, 3_500);
      await expect.poll(() => award.isEnabled()).toBe(true);
      await award.click();
      const stamp = page.locator('.vote__stamp');
      await stamp.waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
      const [stampBox, controls, bar] = await Promise.all([stamp.boundingBox(), page.locator('.vote__controls').boundingBox(), page.locator('.vote__bar').boundingBox()]);
      expect(stampBox!.y, 'stamp below the top bar').toBeGreaterThanOrEqual(bar!.y + bar!.height);
      expect(stampBox!.y + stampBox!.height, `stamp (${Math.round(stampBox!.y)}–${Math.round(stampBox!.y + stampBox!.height)}) above the controls (from ${Math.round(controls!.y)})`).toBeLessThanOrEqual(controls!.y);
      // The award just chosen shows its count, and its name whole ("Cea mai emoționantă" ran under the count).
      const chosen = page.locator('.vote__award.is-chosen');
      const drawn = await chosen.evaluate((button) => {
        const label = button.querySelector('.vote__label') as HTMLElement;
        const count = (button.querySelector('.vote__count') as HTMLElement).getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(label);
        const covered = [...range.getClientRects()].some((l) => l.left < count.right && count.left < l.right && l.top < count.bottom && count.top < l.bottom);
        return { label: label.textContent, whole: label.scrollWidth <= label.clientWidth, covered };
      });
      expect(drawn).toEqual({ label: 'Cea mai emoționantă', whole: true, covered: false });
      await screenshot(page, 'voting-ro-voted-360x640');
    } finally {
      await serverClock(0);
    }
  });
});

describe('awards on a short screen', () => {
  it('390×664: a tie is shown as a tie (the same badge for the same count, earlier photo first)', async () => {
    const { code, guest, creator } = await runningEvent('Ivy');
    const olga = await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: creator, body: { name: 'Olga' } });
    const gus = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gus' } });
    await uploadPhoto(code, olga.token, await drawnCard());
    await uploadPhoto(code, gus.token, await drawnCard('Gus'));
    // Ivy gives Most Creative to both photos (each after its observation, passed on the server's test clock): a tie at 1 vote.
    try {
      for (let i = 0; i < 2; i++) {
        const ballot = await http<BallotResponse>('POST', `/api/events/${code}/ballot`, { token: guest.token, body: {} });
        if (ballot.kind !== 'photo') throw new Error(`no photo on the ballot: ${ballot.kind}`);
        expect((await serverClock((i + 1) * 10_000)).status).toBe(200);
        await http('POST', `/api/events/${code}/votes`, { token: guest.token, body: { photoId: ballot.photo.id, category: 'most_creative' } });
      }
      await http<EventView>('POST', `/api/events/${code}/end`, { token: creator });
    } finally {
      await serverClock(0);
    }

    const page = await phoneAt({ width: 390, height: 664 }, guest);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Ivy', view: 'awards' }).toString()}`);
    const card = page.getByRole('listitem', { name: 'Most Creative', exact: true });
    await card.waitFor();
    const entries = await card.locator('.award__entry').evaluateAll((items) =>
      items.map((item) => [item.querySelector('.award__badge')?.textContent, item.querySelector('.award__uploader')?.textContent, item.querySelector('.award__votes')?.textContent]),
    );
    expect(entries).toEqual([
      ['WINNER!', 'Olga', '1 vote'],
      ['WINNER!', 'Gus', '1 vote'],
    ]);
    expect(await card.textContent()).toContain('A 2-way tie: 1 vote each');
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
    await screenshot(page, 'awards-390x664');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible, markPage, stillMarked } from '../support/page-helpers.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 4 on two phones against the local stack, with Chromium's fake camera: the organizer creates an event
 * (3 photos per person), starts it and watches All Photos; a guest takes photos (retake, keep) until the
 * quota is used up; the photos reach the organizer's gallery live, with no reload; the lightbox keys work.
 */

const { urls } = ownStack();
const phones = usePhones(urls.site);


const badge = (page: Page) => page.getByTestId('photos-left');
const shutter = (page: Page) => page.getByRole('button', { name: 'Take photo' });
const gridPhotos = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem');

/** Shutter → review visible, measured in the page (User Timing marks of the camera screen). */
async function shoot(page: Page): Promise<number> {
  await expect.poll(() => shutter(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => performance.clearMeasures('candid:shutter-to-review'));
  await shutter(page).click();
  await page.getByRole('heading', { name: 'Your Polaroid' }).waitFor();
  const ms = await page.waitForFunction(() => performance.getEntriesByName('candid:shutter-to-review').at(-1)?.duration ?? null);
  return Number(await ms.jsonValue());
}

describe('photos on phones', () => {
  it('take, retake, keep until the quota is used; the photos reach the galleries live; the lightbox keys', async () => {
    // The organizer creates the event (3 photos per person), enters, starts it and opens All Photos.
    const organizer = await phones.open();
    await organizer.goto('/');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByLabel('Event Title').fill('Photo Walk');
    await organizer.getByLabel('Your Name (Organizer)').fill('Olga');
    await organizer.getByLabel('Photos/Person').fill('3');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByRole('heading', { name: 'Event Created!' }).waitFor();
    const code = (await organizer.locator('.created__code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await organizer.getByRole('button', { name: 'Enter Event' }).click();
    await organizer.getByRole('link', { name: 'Admin' }).click();
    await organizer.getByRole('button', { name: 'Start Event' }).click();
    await organizer.getByRole('dialog').getByRole('button', { name: 'Start Event' }).click();
    await organizer.locator('.status-pill', { hasText: 'Active' }).waitFor();
    await organizer.getByRole('button', { name: 'Back to event' }).click();
    await organizer.getByRole('link', { name: 'Gallery' }).click();
    await organizer.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    await organizer.getByRole('tab', { name: 'All Photos' }).click();
    await organizer.getByRole('heading', { name: 'No photos yet' }).waitFor();
    expect(new URL(organizer.url()).searchParams.get('tab')).toBe('all');
    // The countdown clock (top right) runs while the event counts down.
    expect(await organizer.getByRole('timer').textContent()).toMatch(/^0[78]:\d\d:\d\d$/);
    expect(await organizer.getByRole('button', { name: 'Start Voting' }).isEnabled()).toBe(true);
    await markPage(organizer);

    // A guest joins with the code.
    const guest = await phones.open();
    const slotRequests: { polaroid: number; raw: number; thumbnail: number }[] = [];
    guest.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/events\/[A-Z0-9]{6}\/photos$/.test(new URL(request.url()).pathname)) {
        const body = request.postDataJSON() as { files: Record<'polaroid' | 'raw' | 'thumbnail', { size: number }> };
        slotRequests.push({ polaroid: body.files.polaroid.size, raw: body.files.raw.size, thumbnail: body.files.thumbnail.size });
      }
    });
    const putTypes: string[] = [];
    guest.on('request', (request) => {
      if (request.method() === 'PUT') putTypes.push(request.headers()['content-type'] ?? '');
    });
    await guest.goto('/');
    await guest.getByRole('button', { name: 'Join Event' }).click();
    await guest.getByLabel('Event Code').fill(code);
    await guest.getByLabel('Your Name').fill('Gus');
    await guest.getByRole('button', { name: 'Join Event' }).click();
    await guest.locator('.home__status', { hasText: 'Event Live' }).waitFor();
    expect(await badge(guest).textContent()).toBe('3 photos left');
    expect(await badge(guest).getAttribute('class')).toContain('badge--low');
    await expect.poll(() => shutter(guest).isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot(guest, '30-camera');
    await expectAccessible(guest, 'camera');

    // Filters: arrow keys cycle, R resets; the quick filter strip shows which one is on.
    await guest.keyboard.press('ArrowRight');
    expect(await guest.getByRole('button', { name: 'B&W', pressed: true }).count()).toBe(1);
    await guest.keyboard.press('ArrowRight');
    expect(await guest.getByRole('button', { name: 'Vintage', pressed: true }).count()).toBe(1);
    await guest.keyboard.press('r');
    expect(await guest.getByRole('button', { name: 'Original', pressed: true }).count()).toBe(1);

    // The settings panel: a modal side panel with the four groups; Escape closes it, focus returns.
    await guest.getByRole('button', { name: 'Camera settings' }).click();
    const panel = guest.getByRole('dialog', { name: 'Camera Settings' });
    await panel.waitFor();
    for (const group of ['Polaroid Filters', 'Frame Style', 'Aging Effects', 'Camera Options']) {
      await panel.getByRole('group', { name: group }).waitFor();
    }
    expect(await guest.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await panel.getByRole('radio', { name: 'Vintage' }).first().check();
    await screenshot(guest, '31-camera-settings');
    await expectAccessible(guest, 'camera settings');
    await guest.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await guest.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Camera settings');
    expect(await guest.getByRole('button', { name: 'Vintage', pressed: true }).count()).toBe(1);

    // Take, retake: nothing is used.
    const timings: number[] = [];
    timings.push(await shoot(guest));
    await screenshot(guest, '32-review');
    await expectAccessible(guest, 'review');
    await guest.getByRole('button', { name: 'Retake' }).click();
    expect(await badge(guest).textContent()).toBe('3 photos left');

    // Three photos kept: the badge counts down at once (3 → 2 → 1 → 0).
    for (const left of [2, 1, 0]) {
      timings.push(await shoot(guest));
      await guest.getByRole('button', { name: 'Keep Photo' }).click();
      expect(await badge(guest).textContent()).toBe(`${left} ${left === 1 ? 'photo' : 'photos'} left`);
      await guest.getByText('Photo uploaded!', { exact: false }).waitFor({ timeout: 20_000 });
    }
    // At 0 the shutter stays off and says why: once the hint says so and the camera streams again after the
    // Keep (a restarting camera turns the shutter off too), the shutter is off for the quota alone.
    await guest.getByText('You have used all your photos for this event.').waitFor();
    await guest.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('video.camera__video');
      const live = video?.srcObject instanceof MediaStream && video.srcObject.active && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
      return live && document.querySelector('.camera__overlay--quiet') === null;
    });
    expect(await shutter(guest).isDisabled()).toBe(true);
    expect(slotRequests).toHaveLength(3);
    expect(putTypes.length).toBe(9);
    expect(new Set(putTypes)).toEqual(new Set(['image/jpeg']));

    // The organizer's All Photos got them with no reload.
    await expect.poll(() => gridPhotos(organizer).count()).toBe(3);
    expect(await stillMarked(organizer)).toBe(true);
    expect(await organizer.getByTestId('photo-count').textContent()).toBe('3 photos');
    await screenshot(organizer, '33-gallery-all-live');

    // The guest's My Photos.
    await guest.getByRole('link', { name: 'Gallery' }).click();
    await guest.getByRole('heading', { name: 'Event Gallery' }).waitFor();
    expect(await guest.getByRole('tab', { name: 'My Photos' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => gridPhotos(guest).count()).toBe(3);
    expect(await gridPhotos(guest).first().textContent()).toContain('Gus');
    // Thumbnails come from the site's own origin (/p/…, the warm connection), and they load.
    const thumbnails = gridPhotos(guest).locator('img');
    await expect
      .poll(() => thumbnails.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true, true]);
    const pageOrigin = await guest.evaluate(() => location.origin);
    expect(await thumbnails.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).origin))).toEqual([pageOrigin, pageOrigin, pageOrigin]);
    await screenshot(guest, '34-gallery-mine');
    await expectAccessible(guest, 'gallery');

    // Lightbox: ArrowRight/ArrowLeft wrap round, Escape closes, focus returns to the photo.
    await gridPhotos(guest).first().getByRole('button', { name: /^Open photo by Gus/ }).click();
    const lightbox = guest.getByRole('dialog', { name: 'Photo by Gus' });
    await lightbox.waitFor();
    const position = () => lightbox.getByText(/^\d of 3$/).textContent();
    expect(await position()).toBe('1 of 3');
    const full = lightbox.getByRole('img', { name: 'Photo by Gus' });
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await full.evaluate((img: HTMLImageElement) => new URL(img.src).origin === location.origin)).toBe(true);
    expect(await full.getAttribute('src')).not.toBe(await gridPhotos(guest).first().locator('img').getAttribute('src'));
    expect(await guest.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await screenshot(guest, '35-lightbox');
    await expectAccessible(guest, 'lightbox');
    await guest.keyboard.press('ArrowRight');
    expect(await position()).toBe('2 of 3');
    await guest.keyboard.press('ArrowRight');
    await guest.keyboard.press('ArrowRight');
    expect(await position()).toBe('1 of 3');
    await guest.keyboard.press('ArrowLeft');
    expect(await position()).toBe('3 of 3');
    await guest.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });
    expect(await guest.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await guest.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Open photo by Gus/);

    // Back to Camera: the camera state, still at 0.
    await guest.getByRole('link', { name: /Back to Camera/ }).click();
    await expect.poll(() => badge(guest).textContent()).toBe('0 photos left');

    const [size] = slotRequests;
    const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? 0;
    console.log(
      `[photos] fake camera frame → polaroid ${size?.polaroid} B, raw ${size?.raw} B, thumbnail ${size?.thumbnail} B; ` +
        `shutter → review ${timings.map((t) => `${Math.round(t)} ms`).join(', ')} (median ${Math.round(median)} ms)`,
    );
    for (const s of slotRequests) {
      expect(s.polaroid).toBeLessThanOrEqual(250 * 1024);
      expect(s.thumbnail).toBeLessThanOrEqual(40 * 1024);
    }
  });
});

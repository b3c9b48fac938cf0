import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible } from '../support/page-helpers.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 19 item 4: photos from the phone's library, an event setting. The organizer turns it on when creating the
 * event; a guest whose camera is denied (so the library is their only way to take part) picks a JPEG on a 360×640
 * phone; it arrives framed as a polaroid, counted against the same quota, in the organizer's gallery.
 */

const { urls } = ownStack();
const phones = usePhones(urls.site);

const badge = (page: Page) => page.getByTestId('photos-left');

/** A real, decodable 1600×1200 landscape JPEG, drawn by the browser itself. */
async function landscapeJpeg(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const gradient = ctx.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#e07a5f');
    gradient.addColorStop(1, '#3d405b');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 1600, 1200);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

describe('photos from the library', () => {
  it('a guest without a camera adds a JPEG from the library: framed, counted, in the gallery', async () => {
    const organizer = await phones.open();
    await organizer.goto('/');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByLabel('Event Title').fill('Library Day');
    await organizer.getByLabel('Your Name (Organizer)').fill('Lia');
    await organizer.getByRole('checkbox', { name: /photos from their phone's library/ }).check();
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByRole('heading', { name: 'Event Created!' }).waitFor();
    const code = (await organizer.locator('.created__code').textContent())?.trim() ?? '';
    await organizer.getByRole('button', { name: 'Enter Event' }).click();
    await organizer.getByRole('link', { name: 'Admin' }).click();
    await organizer.getByRole('button', { name: 'Start Event' }).click();
    await organizer.getByRole('dialog').getByRole('button', { name: 'Start Event' }).click();
    await organizer.locator('.status-pill', { hasText: 'Active' }).waitFor();

    // The guest's phone refuses the camera (no permission): the library is the way in.
    const guest = await phones.open({ permissions: [], viewport: { width: 360, height: 640 } });
    // Chromium's fake camera would grant anyway: refuse as a phone does when the guest said no.
    await guest.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await guest.goto('/');
    await guest.getByRole('button', { name: 'Join Event' }).click();
    await guest.getByLabel('Event Code').fill(code);
    await guest.getByLabel('Your Name').fill('Vera');
    await guest.getByRole('button', { name: 'Join Event' }).click();
    await guest.locator('.home__status', { hasText: 'Event Live' }).waitFor();
    const addFromLibrary = guest.getByRole('button', { name: 'Add from Library' });
    await expect.poll(() => addFromLibrary.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await badge(guest).textContent()).toBe('10 photos left');
    await screenshot(guest, '70-library-no-camera-360');
    await expectAccessible(guest, 'camera refused, library offered');

    const chooser = guest.waitForEvent('filechooser');
    await addFromLibrary.click();
    await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await landscapeJpeg(guest) });
    await guest.getByRole('heading', { name: 'Your Polaroid' }).waitFor();
    // A label that fits its button on a 360 px phone.
    const pick = guest.getByRole('button', { name: 'Pick Another' });
    expect(await pick.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    const review = guest.getByRole('img', { name: 'Your photo as a polaroid' });
    const size = await review.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
    // Framed as a polaroid (taller than wide, with its bottom margin), not the 4:3 landscape it came as.
    expect(size.h).toBeGreaterThan(size.w);
    await screenshot(guest, '71-library-review-360');
    await guest.getByRole('button', { name: 'Keep Photo' }).click();
    expect(await badge(guest).textContent()).toBe('9 photos left');
    await expect.poll(async () => (await guest.getByText(/Photo uploaded!/).count()) > 0 || (await guest.getByText(/waiting to upload/).count()) === 0, { timeout: 20_000 }).toBe(true);

    // It reaches the organizer's gallery as the guest's photo.
    await organizer.getByRole('button', { name: 'Back to event' }).click();
    await organizer.getByRole('link', { name: 'Gallery' }).click();
    await organizer.getByRole('tab', { name: 'All Photos' }).click();
    const photos = organizer.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    await expect.poll(() => photos.count(), { timeout: 20_000 }).toBe(1);
    expect(await photos.first().textContent()).toContain('Vera');
  });
});

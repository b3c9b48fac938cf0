import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { addOnMessages } from '../../shared/add-on-messages.js';
import type { MeResponse, SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import { frameGeometry } from '../../web/src/camera/frames.js';
import { screenshot, usePhones } from '../support/browser.js';
import { holdSession, layoutProblems, takeAndKeep } from '../support/page-helpers.js';
import { paidPackageEvent } from '../support/paid-package-event.js';
import { solidPng } from '../support/png.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/**
 * Issue #28 item 1, the logo: a digital package with branded frames, paid on the Stripe emulator, linked to a
 * started event → on the admin screen the organizer picks a file that is not an image and one over 1 MB (each
 * refused with its message), then a PNG logo (presigned PUT, checked by the server) → the live preview shows it
 * → a guest's next kept polaroid carries it in the bottom border (its logo-blue pixels, absent from the guest's
 * earlier polaroid) → Remove takes it off the frame → an SVG logo goes up rasterised to PNG.
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
const { http: api } = siteApi(urls.site);
/** The logo's colour: a blue no polaroid frame, paper or ink has. */
const LOGO_RGB = [20, 60, 220] as const;

/** Logo-blue pixels in the polaroid's bottom border (JPEG: a tolerance, not the exact colour). */
async function logoPixelsInBottomBorder(url: string): Promise<number> {
  const res = await fetch(url.startsWith('/') ? `${urls.site}${url}` : url);
  expect(res.status).toBe(200);
  const img = jpeg.decode(new Uint8Array(await res.arrayBuffer()), { useTArray: true });
  const geo = frameGeometry('classic', img.width);
  let blue = 0;
  for (let y = geo.photo.y + geo.photo.height + 4; y < img.height - 4; y++) {
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4;
      const [r, g, b] = [img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0];
      if (b > 150 && r < 90 && g < 120) blue++;
    }
  }
  return blue;
}

describe.each([
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])('branded frames: the logo at $width×$height', (viewport) => {
  it('bad files are refused with their message → a PNG logo → preview → the next polaroid carries it → Remove', async () => {
    const problems: string[] = [];
    const tag = `${viewport.width}`;
    const { code, organizer: organizerSession } = await paidPackageEvent(urls, ['branded_frames'], 'Logo Gala');

    const guestContext = await phones.context({ viewport });
    const guestSession = await api<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gus' } });
    await holdSession(guestContext, guestSession);
    const guest = await guestContext.newPage();
    await guest.goto('/');
    await takeAndKeep(guest);

    const organizerContext = await phones.context({ viewport });
    await holdSession(organizerContext, organizerSession, { creator: true });
    const organizer = await organizerContext.newPage();
    await organizer.goto(`/event-admin?event=${code}`);
    await organizer.getByRole('button', { name: 'Choose logo' }).waitFor();
    await organizer.getByText('No logo on the frame.').waitFor();
    const fileInput = organizer.getByTestId('logo-file');

    // Not an image (named and typed like one): refused before anything is uploaded.
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
    await organizer.getByText(addOnMessages.LOGO_INVALID).waitFor();
    // Over 1 MB: refused with its own message.
    const big = Buffer.alloc(1024 * 1024 + 1);
    big.set(solidPng(10, 10));
    await fileInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await organizer.getByText(addOnMessages.LOGO_TOO_LARGE).waitFor();
    problems.push(...(await layoutProblems(organizer, `admin logo refused ${tag}`)));
    await organizer.getByText(addOnMessages.LOGO_TOO_LARGE).scrollIntoViewIfNeeded();
    await screenshot(organizer, `logo-01-refused-${tag}`);

    // A real PNG: uploaded, checked, and on the preview.
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(240, 120, [...LOGO_RGB, 255])) });
    await organizer.getByText('Logo saved. New photos carry it.').waitFor({ timeout: 20_000 });
    await organizer.getByText('Your logo is on the frame.').waitFor();
    await expect.poll(() => organizer.getByTestId('branding-preview').getAttribute('data-logo')).toBe('yes');
    await organizer.getByRole('img', { name: 'Frame preview without text and your logo' }).waitFor();
    const me = await api<MeResponse>('GET', `/api/events/${code}/me`, { token: guestSession.token });
    expect(me.branding?.logo).toMatchObject({ width: 240, height: 120 });
    expect(me.branding?.logo?.url.startsWith('/p/'), me.branding?.logo?.url).toBe(true);
    problems.push(...(await layoutProblems(organizer, `admin with a logo ${tag}`)));
    await organizer.getByTestId('branding-preview').scrollIntoViewIfNeeded();
    await screenshot(organizer, `logo-02-preview-${tag}`);

    // The guest's next photo carries the logo in its bottom border; the earlier one does not.
    await takeAndKeep(guest);
    const page = await api<GalleryPage>('GET', `/api/events/${code}/photos`, { token: guestSession.token });
    expect(page.photos).toHaveLength(2);
    const [branded, unbranded] = page.photos; // newest first
    const [withLogo, without] = await Promise.all([logoPixelsInBottomBorder(branded!.url), logoPixelsInBottomBorder(unbranded!.url)]);
    expect(without).toBeLessThan(50);
    expect(withLogo, `logo pixels: branded ${withLogo}, unbranded ${without}`).toBeGreaterThan(2_000);
    problems.push(...(await layoutProblems(guest, `camera after a logo photo ${tag}`)));

    // Remove: the frame has no logo any more.
    await organizer.getByRole('button', { name: 'Remove logo' }).click();
    await organizer.getByText('Logo removed. New photos have no logo.').waitFor();
    await organizer.getByText('No logo on the frame.').waitFor();
    await expect.poll(() => organizer.getByTestId('branding-preview').getAttribute('data-logo')).toBe('no');
    expect((await api<MeResponse>('GET', `/api/events/${code}/me`, { token: guestSession.token })).branding?.logo).toBeNull();

    // An SVG (with a script, which goes) is rasterised to a PNG in the browser: the server stores a 1024 px PNG.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100" fill="#143cdc"/></svg>';
    await fileInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await organizer.getByText('Logo saved. New photos carry it.').waitFor({ timeout: 20_000 });
    const svgLogo = (await api<MeResponse>('GET', `/api/events/${code}/me`, { token: guestSession.token })).branding?.logo;
    expect(svgLogo).toMatchObject({ width: 1024, height: 512 });
    const stored = new Uint8Array(await (await fetch(`${urls.site}${svgLogo!.url}`)).arrayBuffer());
    expect([...stored.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    expect(problems).toEqual([]);
  });
});

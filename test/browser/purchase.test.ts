import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { multiplierFor, quote, roundSpec, shippingFor } from '../../shared/pricing/index.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { OrderResponse } from '../../shared/schemas/orders.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { StaffLoginResponse } from '../../shared/schemas/staff.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { readInbox } from '../support/inbox.js';
import { holdSession, seriousAxeFindings } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue #16 on phones against the full local stack: the organizer buys after the free gallery (the raw
 * archive, through the Stripe emulator's hosted page, back to "Purchase Successful!"), a guest is never
 * offered anything, and a prints bundle priced in Germany is what the server charges. Each screen reached
 * is checked with axe (serious/critical) and for sideways scrolling at 360×640 and 390×844.
 */

const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);
const DAY_MS = 24 * 60 * 60 * 1000;

const moveServerClock = (offsetMs: number) => http<{ offsetMs: number }>('POST', '/__test__/clock', { body: { offsetMs } });
const viewerCountry = (country: string) => http<{ country: string }>('POST', '/__test__/viewer-country', { body: { country } });
/** The raw archive's part size on the stack (null: production's): 1 byte gives each photo a part of its own. */
const archivePartBytes = (bytes: number | null) => http<{ bytes: number | null }>('POST', '/__test__/archive-part-bytes', { body: { bytes } });

afterAll(async () => {
  await archivePartBytes(null);
  await moveServerClock(0);
  await viewerCountry('RO');
});

/** An ended event with an organizer, three guests and six photos (two each), seeded through the API. */
async function endedEvent(title: string): Promise<{ code: string; organizer: SessionResponse; guests: SessionResponse[] }> {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Olga' } });
  const code = created.event.code;
  const organizer = await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: created.creatorToken, body: { name: 'Olga' } });
  const guests: SessionResponse[] = [];
  for (const name of ['Gus', 'Hana', 'Ivy']) guests.push(await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name } }));
  await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  for (const guest of guests) for (let i = 0; i < 2; i++) await uploadPhoto(code, guest.token);
  await http<EventView>('POST', `/api/events/${code}/end`, { token: created.creatorToken });
  return { code, organizer, guests };
}

/** A raw archive order of the event, priced as the server prices it for this stack's visitor. */
async function archiveOrderBody(code: string) {
  const geo = await http<{ country: string; geoToken: string }>('GET', '/api/geo');
  const q = quote({ kind: 'raw_archive' }, geo.country);
  return { orderType: 'post_event', productType: 'raw_archive', eventCode: code, customerInfo: { name: 'Olga', email: 'olga@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: geo.geoToken };
}

async function phoneOf(joined: SessionResponse, creator = false): Promise<Page> {
  const page = await phones.open({ viewport: { width: 390, height: 844 } });
  await holdSession(page.context(), joined, { creator });
  return page;
}

const galleryOf = (code: string, user: string, view?: string) => `/gallery?${new URLSearchParams({ event: code, user, ...(view ? { view } : {}) }).toString()}`;

/** axe (serious/critical) and no sideways scrolling at 360×640 and 390×844. */
async function checkScreen(page: Page, screen: string): Promise<void> {
  expect(await seriousAxeFindings(page, screen)).toEqual([]);
  const original = page.viewportSize();
  for (const [width, height] of [
    [360, 640],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${screen} @${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  if (original) await page.setViewportSize(original);
}

describe('post-event purchase', () => {
  it('a guest after the 5 days sees Gallery Access Expired and no purchase option; the organizer buys the raw archive → Purchase Successful! → the archive (here in parts, one per photo) holds the 6 raw photos once in per-guest folders; the e-mail, the order page (390×844 and 360×640) and the expired screen list Part i of 6', async () => {
    const { code, organizer, guests } = await endedEvent('Garden Party');
    const guest = await phoneOf(guests[0] as SessionResponse);
    const olga = await phoneOf(organizer, true);
    try {
      await moveServerClock(5 * DAY_MS + 60_000);

      for (const view of [undefined, 'purchase']) {
        await guest.goto(galleryOf(code, 'Gus', view));
        await guest.getByRole('heading', { name: 'Gallery Access Expired' }).waitFor();
        expect(await guest.getByRole('button', { name: 'Purchase Photos' }).count()).toBe(0);
        expect(await guest.getByRole('heading', { name: /^Purchase Photos/ }).count()).toBe(0);
      }
      await checkScreen(guest, 'expired (guest)');

      await olga.goto(galleryOf(code, 'Olga'));
      await olga.getByRole('button', { name: 'Purchase Photos' }).click();
      await olga.getByRole('heading', { level: 1, name: 'Purchase Photos - Garden Party' }).waitFor();
      const raw = olga.getByRole('radio', { name: /RAW Archive/ });
      await raw.waitFor();
      expect(await raw.isChecked()).toBe(true);
      const card = olga.locator('label', { has: raw });
      expect(await card.textContent()).toContain('6 photos; hidden photos are not included');
      await olga.getByText('High Resolution JPEG').waitFor();
      await olga.getByText('Instant Download').waitFor();
      const checkout = olga.getByRole('button', { name: 'Secure Checkout' });
      expect(await checkout.isDisabled()).toBe(true);
      await olga.getByRole('textbox', { name: /Full Name/ }).fill('Olga Ionescu');
      await olga.getByRole('textbox', { name: /Email/ }).fill('olga@example.com');
      expect(await olga.getByTestId('summary-total').textContent()).toMatch(/180/);
      await checkScreen(olga, 'purchase (raw archive)');
      await screenshot(olga, 'purchase-01-raw-archive');

      // A large event's archive comes in parts (issue #32.6): with the part size lowered to a byte, each of
      // the 6 photos is a part of its own.
      await archivePartBytes(1);
      // The Stripe emulator lives on the stack's clock (issue #27.9): five days later, it takes the payment then.
      await checkout.click();
      // Stripe's hosted page (the local emulator): Pay.
      await olga.waitForURL((url) => url.origin === new URL(urls.stripe).origin, { timeout: 20_000 });
      await olga.getByRole('button', { name: /^Pay \d/ }).click();
      // The payment-success page confirms with the server, then sends a post-event buyer to /gallery.
      await olga.waitForURL((url) => url.pathname === '/payment-success', { timeout: 20_000 });
      // The server has the payment (the emulator's signed webhook, or the success page's confirmation).
      const pending = JSON.parse((await olga.evaluate(() => localStorage.getItem('aln_pending_order'))) ?? 'null') as { orderId: string; accessToken: string; orderType: string } | null;
      expect(pending?.orderType).toBe('post_event');
      const orderStatus = async () =>
        ((await (await fetch(`${urls.site}/api/orders/${pending?.orderId}`, { headers: { 'x-order-token': pending?.accessToken ?? '' } })).json()) as OrderResponse).order.status;
      await expect.poll(orderStatus, { timeout: 20_000 }).toMatch(/^(processing|completed)$/);
      await olga.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
      await olga.getByRole('link', { name: 'Go to Gallery' }).click({ timeout: 20_000 });
      // Polled on the first heading, so a failure says which screen was there instead.
      await expect.poll(() => olga.locator('main h1').first().textContent(), { timeout: 30_000 }).toBe('Purchase Successful!');
      expect(new URL(olga.url()).searchParams.get('view')).toBe('confirmation');
      await olga.getByRole('heading', { name: 'Download Ready' }).waitFor();
      await olga.getByText('olga@example.com', { exact: false }).first().waitFor();
      expect(await olga.getByTestId('order-number').textContent()).toMatch(/^CND-/);
      await olga.getByRole('heading', { name: 'What Happens Next?' }).waitFor();
      await olga.getByRole('heading', { name: 'Need Help?' }).waitFor();
      await checkScreen(olga, 'purchase confirmation');
      await screenshot(olga, 'purchase-02-confirmation');
      await olga.getByRole('button', { name: 'Back to Gallery' }).click();
      // The archive is bought (issue #28.6): the expired screen names it and offers prints, not the archive again.
      await olga.getByRole('heading', { name: 'Your Photo Archive' }).waitFor();
      expect(await olga.getByRole('button', { name: 'Purchase Photos' }).count()).toBe(0);

      // The raw archive (issue #16.3): built after the payment, here in 6 parts (one job each); the order
      // completes with a link per part, which together give the 6 raw photos once, in per-guest folders; the
      // e-mail lists every part.
      const orderOf = async () => ((await (await fetch(`${urls.site}/api/orders/${pending?.orderId}`, { headers: { 'x-order-token': pending?.accessToken ?? '' } })).json()) as OrderResponse).order;
      await expect.poll(async () => (await orderOf()).downloadUrl ?? null, { timeout: 60_000 }).not.toBeNull();
      await archivePartBytes(null);
      const { downloadUrl = '', downloadParts = [], orderNumber } = await orderOf();
      expect(downloadParts).toHaveLength(6);
      expect(downloadParts[0]).toBe(downloadUrl);
      const dir = mkdtempSync(join(tmpdir(), 'candid-archive-'));
      const rawPhotos: string[] = [];
      for (const [i, url] of downloadParts.entries()) {
        const zip = await fetch(`${urls.site}${new URL(url).pathname}`);
        expect(zip.status).toBe(200);
        const file = join(dir, `part-${i + 1}.zip`);
        writeFileSync(file, Buffer.from(await zip.arrayBuffer()));
        const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
        rawPhotos.push(...entries.filter((e) => !e.startsWith('Polaroids/') && !e.endsWith('/')));
      }
      expect(rawPhotos).toHaveLength(6);
      expect(new Set(rawPhotos).size).toBe(6);
      expect([...new Set(rawPhotos.map((e) => e.split('/')[0]))].sort()).toEqual(['Gus', 'Hana', 'Ivy']);
      const mail = await readInbox(urls.ses, 'olga@example.com');
      const archiveMail = mail.find((m) => (m.body.text ?? '').includes(downloadUrl));
      for (const [i, url] of downloadParts.entries()) expect(archiveMail?.body.text).toContain(`Download part ${i + 1} of 6: ${url}`);

      // The order page lists the parts, "Part 1 of 6"…, each a link, at 390×844 and on a short 360×640 phone.
      for (const [width, height] of [
        [390, 844],
        [360, 640],
      ] as const) {
        const orderPage = await phones.open({ viewport: { width, height } });
        await orderPage.goto(`/order/${orderNumber}?k=${pending?.accessToken ?? ''}`);
        const parts = orderPage.getByTestId('archive-parts').getByRole('link');
        await parts.first().waitFor();
        expect(await parts.allTextContents()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Part ${n} of 6`));
        expect(await orderPage.getByRole('link', { name: 'Part 2 of 6' }).getAttribute('href')).toBe(downloadParts[1]);
        await orderPage.getByText('Your archive is large, so it comes as 6 ZIP files.', { exact: false }).waitFor();
        await checkScreen(orderPage, `order page with archive parts @${width}`);
        await screenshot(orderPage, `purchase-02b-archive-parts-${width}`);
        // Download Files leads to the parts (focus on part 1, on screen), it opens no part 1 alone.
        const popups: string[] = [];
        orderPage.context().on('page', (p) => popups.push(p.url()));
        await orderPage.getByRole('button', { name: 'Download Files' }).click();
        await expect.poll(() => orderPage.evaluate(() => document.activeElement?.textContent)).toBe('Part 1 of 6');
        expect(await parts.first().isVisible()).toBe(true);
        expect(popups).toEqual([]);
      }

      // The expired screen of the event whose archive was bought: its download link, no second archive offer;
      // prints can still be bought (the purchase screen offers prints only).
      await olga.goto(galleryOf(code, 'Olga'));
      const link = olga.getByTestId('archive-download');
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(downloadUrl);
      // Each part its own button there too ("Download part 2 of 6").
      expect(await olga.getByRole('link', { name: /^Download part \d of 6$/ }).count()).toBe(6);
      expect(await olga.getByRole('link', { name: 'Download part 6 of 6' }).getAttribute('href')).toBe(downloadParts[5]);
      expect(await olga.getByRole('button', { name: 'Purchase Photos' }).count()).toBe(0);
      await checkScreen(olga, 'expired with a bought archive');
      await screenshot(olga, 'purchase-03-expired-archive-bought');
      await olga.getByRole('button', { name: 'Order Prints' }).click();
      await olga.getByTestId('archive-owned').waitFor();
      // The archive bought is offered whole there too: every part, not part 1 alone.
      expect(await olga.getByTestId('archive-owned').getByRole('link').allTextContents()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Download part ${n} of 6`));
      expect(await olga.getByRole('radio', { name: /RAW Archive/ }).count()).toBe(0);
      expect(await olga.getByRole('radio', { name: /Combo/i }).count()).toBe(0);
      expect(await olga.getByRole('radio', { name: /Prints Bundle/ }).isChecked()).toBe(true);
      await checkScreen(olga, 'purchase with a bought archive');
    } finally {
      await moveServerClock(0);
    }
  });

  it("360×640: photos deleted by staff → the organizer's expired screen says so and offers nothing to buy; the server refuses an order too", async () => {
    const { code, organizer } = await endedEvent('Gone Party');
    const { token } = await http<StaffLoginResponse>('POST', '/api/admin/auth/login', { body: inject('staffAccount') });
    await http('POST', `/api/admin/events/${code}/photos/delete`, { token, body: { confirm: code } });
    const olga = await phoneOf(organizer, true);
    try {
      await moveServerClock(5 * DAY_MS + 60_000);
      await olga.setViewportSize({ width: 360, height: 640 });
      await olga.goto(galleryOf(code, 'Olga'));
      await olga.getByText('The photos of this event were deleted, so there is nothing left to buy.').waitFor();
      await olga.getByTestId('photos-kept-until').getByText(/^Photos were deleted on /).waitFor();
      expect(await olga.getByRole('button', { name: 'Purchase Photos' }).count()).toBe(0);
      await checkScreen(olga, 'expired (photos deleted)');
      await screenshot(olga, 'purchase-photos-deleted-360');
      // A purchase sent anyway (an old tab, a hand-made request) is refused with the reason.
      const refused = await fetch(`${urls.site}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${organizer.token}` },
        body: JSON.stringify(await archiveOrderBody(code)),
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('EVENT_PHOTOS_DELETED');
    } finally {
      await moveServerClock(0);
    }
  });

  it('prints: a bundle of 10 at 13×18 shipped to DE costs the bundle × 6/4.5 (DE price) + DE shipping, in EUR, as the server charges', async () => {
    const { code, organizer } = await endedEvent('Sommerfest');
    await viewerCountry('DE');
    const olga = await phoneOf(organizer, true);
    try {
      // The organizer's ended event (before the 5 days): the purchase choice.
      await olga.goto(galleryOf(code, 'Olga', 'expired'));
      await olga.getByRole('button', { name: 'Purchase Photos' }).click();
      await olga.getByRole('radio', { name: /Prints Bundle/ }).check();
      await olga.getByRole('radio', { name: '13×18 cm' }).check();
      await olga.getByRole('radio', { name: /^10 photos/ }).check();
      // The default selection: all 6 photos (fewer than the bundle).
      await expect.poll(() => olga.getByTestId('selection-count').textContent()).toMatch(/^6 of 10 chosen/);
      await olga.getByRole('textbox', { name: /Full Name/ }).fill('Olga Ionescu');
      await olga.getByRole('textbox', { name: /Email/ }).fill('olga@example.com');
      await olga.getByRole('textbox', { name: /Street/ }).fill('Hauptstraße 1');
      await olga.getByRole('textbox', { name: /City/ }).fill('Berlin');
      await olga.getByRole('textbox', { name: /Postal Code/ }).fill('10115');
      expect(await olga.getByRole('textbox', { name: /Country/ }).inputValue()).toBe('DE');

      // 35 (10×15 bundle) × 6/4.5 (13×18 : 10×15) × 2 (DE), rounded by the spec's rule; plus DE shipping.
      const bundle = roundSpec((35 * 6) / 4.5 * multiplierFor('DE')) * 100;
      const expected = bundle + shippingFor('DE');
      const digits = async (testId: string) => (await olga.getByTestId(testId).textContent())?.replace(/\D/g, '');
      expect(await digits('summary-subtotal')).toBe(String(bundle));
      expect(await digits('summary-shipping')).toBe(String(shippingFor('DE')));
      expect(await digits('summary-total')).toBe(String(expected));
      expect(await olga.getByTestId('summary-total').textContent()).toContain('€');
      await checkScreen(olga, 'purchase (prints)');
      await screenshot(olga, 'purchase-03-prints-de');

      // The amounts are the subject here: the order is created, Stripe is not opened.
      await olga.route('**/api/orders/*/checkout', (route) => route.abort());
      await olga.getByRole('button', { name: 'Secure Checkout' }).click();
      await olga.getByRole('alert').filter({ hasText: 'Payment Error' }).waitFor();
      const pending = JSON.parse((await olga.evaluate(() => localStorage.getItem('aln_pending_order'))) ?? 'null') as { orderId: string; accessToken: string } | null;
      expect(pending).not.toBeNull();
      const res = await fetch(`${urls.site}/api/orders/${pending?.orderId}`, { headers: { 'x-order-token': pending?.accessToken ?? '' } });
      const { order } = (await res.json()) as OrderResponse;
      expect(order).toMatchObject({ productType: 'prints_bundle', currency: 'EUR', subtotalAmount: bundle, shippingCost: shippingFor('DE'), totalAmount: expected });
      expect(order.customerInfo.address).toMatchObject({ street: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115', country: 'DE' });
    } finally {
      await viewerCountry('RO');
    }
  });

  it("prints through the emulator: Stripe's page asks no address; the success page and the order page show the form's one address", async () => {
    const { code, organizer } = await endedEvent('Herbstfest');
    const olga = await phoneOf(organizer, true);
    const STREET = 'Str. Lungă 12';
    const occurrences = async (page: Page) => (await page.locator('main').innerText()).split(STREET).length - 1;
    await olga.goto(galleryOf(code, 'Olga', 'expired'));
    await olga.getByRole('button', { name: 'Purchase Photos' }).click();
    await olga.getByRole('radio', { name: /Prints Bundle/ }).check();
    await olga.getByRole('radio', { name: /^10 photos/ }).check();
    await olga.getByRole('textbox', { name: /Full Name/ }).fill('Olga Ionescu');
    await olga.getByRole('textbox', { name: /Email/ }).fill('olga-prints@example.com');
    await olga.getByRole('textbox', { name: /Street/ }).fill(STREET);
    await olga.getByRole('textbox', { name: /City/ }).fill('Cluj-Napoca');
    await olga.getByRole('textbox', { name: /Postal Code/ }).fill('400000');
    await olga.getByRole('button', { name: 'Secure Checkout' }).click();

    // The emulator's hosted page: the buttons, and no address form (the session asks for no shipping).
    await olga.waitForURL((url) => url.origin === new URL(urls.stripe).origin, { timeout: 20_000 });
    const pay = olga.getByRole('button', { name: /^Pay \d/ });
    await pay.waitFor();
    for (const [width, height] of [
      [390, 844],
      [360, 640],
    ] as const) {
      await olga.setViewportSize({ width, height });
      expect(await olga.getByRole('group', { name: 'Shipping address' }).count()).toBe(0);
      expect(await olga.locator('input, select').count()).toBe(0);
    }
    await screenshot(olga, 'purchase-04-prints-stripe-page');
    await pay.click();

    await olga.waitForURL((url) => url.pathname === '/payment-success', { timeout: 20_000 });
    await olga.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const address = olga.getByTestId('shipping-address');
    expect(await address.count()).toBe(1);
    expect(await address.innerText()).toContain(STREET);
    expect(await address.innerText()).toContain('400000 Cluj-Napoca');
    expect(await occurrences(olga)).toBe(1);
    await checkScreen(olga, 'payment success (prints)');
    await olga.setViewportSize({ width: 360, height: 640 });
    await screenshot(olga, 'purchase-05-prints-success');

    const pending = JSON.parse((await olga.evaluate(() => localStorage.getItem('aln_pending_order'))) ?? 'null') as { orderId: string; accessToken: string } | null;
    const { order } = (await (await fetch(`${urls.site}/api/orders/${pending?.orderId}`, { headers: { 'x-order-token': pending?.accessToken ?? '' } })).json()) as OrderResponse;
    expect(order.customerInfo.address).toMatchObject({ street: STREET, city: 'Cluj-Napoca', postalCode: '400000' });
    for (const [width, height] of [
      [390, 844],
      [360, 640],
    ] as const) {
      await olga.setViewportSize({ width, height });
      await olga.goto(`/order/${order.orderNumber}?k=${encodeURIComponent(pending?.accessToken ?? '')}`);
      await olga.getByText(STREET, { exact: false }).first().waitFor({ timeout: 20_000 });
      expect(await occurrences(olga)).toBe(1);
      expect(await olga.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `order page @${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await screenshot(olga, 'purchase-06-prints-order-page');
  });
});

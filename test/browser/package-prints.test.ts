import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { OrderResponse } from '../../shared/schemas/orders.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { usePhones } from '../support/browser.js';
import { seriousAxeFindings } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { payThroughEmulator, signInStaff } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue #28 items 3 and 4, end to end on phones (390×844 and a short 360×640): a personal package with a
 * 25-print bundle is bought through the Stripe emulator and linked to its event; the event runs with photos
 * and ends; the organizer's phone chooses the photos (all 3 pre-selected, one removed) and the address; staff
 * see the bundle, size, address and photos of the prints order and download the print files — a ZIP of
 * exactly the 2 chosen photos.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const api = siteApi(urls.site);
const work = mkdtempSync(join(tmpdir(), 'candid-prints-browser-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ADDRESS = { street: 'Str. Memorandumului 28', city: 'Cluj-Napoca', postalCode: '400114' };

/** Bought, paid, linked, run with 3 photos, ended: what the organizer meets after the party. */
async function endedEventWithBundle(tag: string) {
  const email = `prints.${tag}.${Date.now()}@example.com`;
  const order = await api.createPackageOrder({ eventType: 'personal', eventSize: 'small', addOns: ['print_bundle_25'] }, { name: 'Andreea Popescu', email });
  await payThroughEmulator(urls, { id: order.order.id, accessToken: order.accessToken });
  await expect.poll(async () => (await api.http<OrderResponse>('GET', `/api/orders/${order.order.id}`, { orderToken: order.accessToken })).order.status, { timeout: 15_000 }).toBe('processing');
  const created = await api.http<CreateEventResponse>('POST', '/api/events', { body: { title: `Prints ${tag}`, organizerName: 'Andreea' } });
  const code = created.event.code;
  await api.http('POST', '/api/link-order', { token: created.creatorToken, orderToken: order.accessToken, body: { orderId: order.order.id, eventId: created.event.id, customerEmail: email } });
  await api.http('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  const guest = await api.http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Maria' } });
  const photos: string[] = [];
  for (let i = 0; i < 3; i++) photos.push((await api.uploadPhoto(code, guest.token)).id);
  await api.http('POST', `/api/events/${code}/end`, { token: created.creatorToken });
  return { created, code, photos, order };
}

describe.each([
  { name: '390×844', viewport: { width: 390, height: 844 } },
  { name: '360×640', viewport: { width: 360, height: 640 } },
])('package print bundle on a $name phone', ({ name, viewport }) => {
  it('the organizer chooses the photos and the address; staff see them and download the print files', async () => {
    const world = await endedEventWithBundle(name.replace('×', 'x'));
    const { code, photos, created } = world;

    // The organizer's phone holds the creator credential, as after creating the event on it.
    const organizer = await phones.context({ viewport });
    await organizer.addInitScript(
      ({ key, value }) => localStorage.setItem(key, value),
      { key: `candid:creator:${code}`, value: JSON.stringify({ ...created, organizerName: 'Andreea', savedAt: new Date().toISOString() }) },
    );
    const page = await organizer.newPage();
    await page.goto(`/prints/${code}`);
    await page.getByRole('heading', { name: 'Choose your prints', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('prints-count').innerText()).toBe('3 of 25 chosen');
    expect(await seriousAxeFindings(page, 'print selection')).toEqual([]);
    // Every photo is pre-selected (fewer than the bundle); the first one is taken out.
    const boxes = page.getByRole('checkbox');
    expect(await boxes.count()).toBe(3);
    const dropped = photos[0] ?? '';
    await page.locator(`input[data-photo-id="${dropped}"]`).uncheck();
    await expect.poll(() => page.getByTestId('prints-count').innerText()).toBe('2 of 25 chosen');
    await page.getByRole('textbox', { name: 'Street address' }).fill(ADDRESS.street);
    await page.getByRole('textbox', { name: 'City' }).fill(ADDRESS.city);
    await page.getByRole('textbox', { name: 'Postal code' }).fill(ADDRESS.postalCode);
    await page.getByRole('button', { name: 'Confirm prints' }).click();
    await page.getByRole('heading', { name: 'Your prints are being prepared' }).waitFor();
    const doneText = await page.getByText(/^Order .*: we print and ship/).innerText();
    const orderNumber = /^Order (\S+):/.exec(doneText)?.[1] ?? '';
    expect(orderNumber).not.toBe('');

    // Staff, on a phone too: the prints order under Processing, with what to print and the print files.
    const staffPage = await phones.open({ viewport });
    await signInStaff(staffPage, staff);
    await staffPage.getByRole('tab', { name: 'Orders' }).click();
    await staffPage.getByLabel('Status').selectOption({ label: 'Processing' });
    await staffPage.getByText('Loading orders…').waitFor({ state: 'detached' });
    await staffPage.locator(`tr[data-order-number="${orderNumber}"]`).getByRole('button', { name: `View ${orderNumber}` }).click();
    const dialog = staffPage.getByRole('dialog', { name: `Order ${orderNumber}` });
    const prints = dialog.getByRole('region', { name: 'Prints' });
    await prints.waitFor();
    await prints.getByText('25 prints').waitFor();
    await prints.getByText('10×15 cm').waitFor();
    await prints.getByText('2 photos chosen').waitFor();
    expect(await prints.getByRole('img').count()).toBe(2);
    expect(await prints.locator('img[data-photo-id]').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-photo-id')))).toEqual(photos.filter((p) => p !== dropped).reverse());
    await dialog.getByText(`${ADDRESS.street}, ${ADDRESS.postalCode}, ${ADDRESS.city}`).waitFor();
    expect(await seriousAxeFindings(staffPage, 'staff prints order')).toEqual([]);

    const [download] = await Promise.all([staffPage.waitForEvent('download', { timeout: 30_000 }), prints.getByRole('button', { name: 'Download print files' }).click()]);
    expect(download.suggestedFilename()).toBe(`${orderNumber}-prints.zip`);
    const file = join(work, `${orderNumber}.zip`);
    await download.saveAs(file);
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
    const chosen = photos.filter((p) => p !== dropped).reverse();
    expect(entries).toEqual(chosen.map((id, i) => `00${i + 1} ${id.slice(-8).toLowerCase()}.jpg`));
  });
});

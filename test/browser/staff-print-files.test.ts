import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { quote } from '../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { usePhones } from '../support/browser.js';
import { holdPageClock } from '../support/page-clock.js';
import { seriousAxeFindings } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { LAPTOP, signInStaff } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * The staff order dialog's "Download print files" (issue #28.4) asks again every 2 s while the archive job
 * builds the ZIP. A double click before the first answer must not start a second loop, and a dialog closed
 * while it asks must stop asking. The print-files answers are the test's (held, then "preparing"), and the
 * page's timers run on its clock, moved by the test: nothing here waits for time to pass.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const api = siteApi(urls.site);

/** PRINT_FILES_RETRY_MS (web/src/staff/orders/printFiles.ts): the wait between two requests. */
const RETRY_MS = 2_000;
const PRINT_FILES = '**/api/admin/orders/*/print-files';

/** A pending prints order of one real photo, priced as the purchase screen does. */
async function printsOrderWithPhoto(): Promise<CreateOrderResponse> {
  const event = await api.http<{ event: { code: string }; creatorToken: string }>('POST', '/api/events', { body: { title: 'Print files party', organizerName: 'Ana' } });
  const code = event.event.code;
  const guest = await api.http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Maria' } });
  const photo = await api.uploadPhoto(code, guest.token);
  const geo = await api.http<{ country: string; geoToken: string }>('GET', '/api/geo');
  const q = quote({ kind: 'prints_bundle', photos: 10, printSize: '10x15' }, geo.country);
  // Buying from an event is its organizer's: their creator credential goes along.
  return api.http<CreateOrderResponse>('POST', '/api/orders', {
    token: event.creatorToken,
    body: {
      orderType: 'post_event',
      productType: 'prints_bundle',
      bundleType: 10,
      printSize: '10x15',
      eventCode: code,
      photoIds: [photo.id],
      customerInfo: { name: 'Ana Print', email: `print.files.${Date.now()}@example.com`, address: { street: 'Str. Lunga 1', city: 'Cluj', postalCode: '400000', country: geo.country } },
      totalAmount: q.total,
      currency: q.currency,
      countryCode: geo.country,
      geoToken: geo.geoToken,
    },
  });
}

/** The page's own count of print-files requests it started, and of those aborted before their answer (a wrapped fetch: exact, no network timing). */
type Counts = { started: number; aborted: number };
const countPrintFileRequests = (page: Page) =>
  page.addInitScript(() => {
    const counts: Counts = { started: 0, aborted: 0 };
    (window as unknown as { __printFiles: Counts }).__printFiles = counts;
    const fetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input instanceof Request ? input.url : input).includes('/print-files')) return fetch(input, init);
      counts.started += 1;
      let answered = false;
      // One signal serves a whole loop: only an abort before this request's answer counts.
      init?.signal?.addEventListener('abort', () => (counts.aborted += answered ? 0 : 1), { once: true });
      const response = fetch(input, init);
      response.then(() => (answered = true), () => undefined);
      return response;
    };
  });
const printFileRequests = (page: Page): Promise<Counts> => page.evaluate(() => ({ ...(window as unknown as { __printFiles: Counts }).__printFiles }));

/** Holds each print-files request at the network until the test answers it. */
const holdPrintFiles = async (page: Page) => {
  const held: Route[] = [];
  const arrivals: (() => void)[] = [];
  await page.route(PRINT_FILES, (route) => {
    held.push(route);
    arrivals.splice(0).forEach((arrived) => arrived());
  });
  return {
    /** The `n`th request (1-based), once it reached the network. */
    async nth(n: number): Promise<Route> {
      while (held.length < n) await new Promise<void>((r) => arrivals.push(r));
      return held[n - 1] as Route;
    },
  };
};

describe('staff order dialog: Download print files', () => {
  it('a double click starts one request loop (the button busy meanwhile); closing the dialog aborts the request in flight and asks no more', async () => {
    const order = await printsOrderWithPhoto();
    const { orderNumber } = order.order;

    const page = await phones.open(LAPTOP);
    await page.clock.install();
    await countPrintFileRequests(page);
    const network = await holdPrintFiles(page);
    await signInStaff(page, staff);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.locator(`tr[data-order-number="${orderNumber}"]`).getByRole('button', { name: `View ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    const prints = dialog.getByRole('region', { name: 'Prints' });
    await prints.getByText('1 photos chosen').waitFor();
    // From here the page's timers wait for the test.
    await holdPageClock(page);

    await prints.getByRole('button', { name: 'Download print files' }).dblclick();
    const first = await network.nth(1);
    expect(await printFileRequests(page), 'the second click started nothing').toEqual({ started: 1, aborted: 0 });
    const busy = prints.getByRole('button', { name: 'Downloading print files…' });
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    // axe runs on timers: the clock flows while it looks (the first answer is held, so no retry is due).
    await page.clock.resume();
    expect(await seriousAxeFindings(page, 'print files downloading')).toEqual([]);
    await holdPageClock(page);

    // Still being built: one loop asks again after its wait, and only then.
    await first.fulfill({ json: { state: 'preparing', fileName: `${orderNumber}-prints.zip` } });
    await prints.getByText('Preparing the print files… the download starts when they are ready.').waitFor();
    expect(await printFileRequests(page)).toEqual({ started: 1, aborted: 0 });
    await page.clock.runFor(RETRY_MS);
    const second = await network.nth(2);
    expect(await printFileRequests(page)).toEqual({ started: 2, aborted: 0 });

    // Closed while the second request is out: it is aborted, and no timer is left to ask again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => printFileRequests(page)).toEqual({ started: 2, aborted: 1 });
    // A late answer finds nobody (the request was cancelled, so fulfilling it may fail).
    await second.fulfill({ json: { state: 'preparing', fileName: `${orderNumber}-prints.zip` } }).catch(() => undefined);
    await page.clock.runFor(RETRY_MS * 10);
    expect(await printFileRequests(page)).toEqual({ started: 2, aborted: 1 });
  });
});

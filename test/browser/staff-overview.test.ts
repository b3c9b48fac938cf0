import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { quote } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import { screenshot, usePhones } from '../support/browser.js';
import { seriousAxeFindings } from '../support/page-helpers.js';
import { LAPTOP, PHONE, payThroughEmulator, refreshSettledOverview, signInStaff } from '../support/staff-browser.js';
import { siteApi } from '../support/site-api.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 17 items 2 and 6 on the local stack (its stream poller feeds the stats consumer, as Lambda does):
 * the staff account signs in; an event and an order created through the API show up in the Overview's
 * figures and recent activity; the Analytics period buttons ask for other data; Export Report downloads
 * the period's CSV; Revenue Forecast shows a projection. Axe finds nothing serious; laptop and phone.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const { http } = siteApi(urls.site);


const signIn = (page: Page) => signInStaff(page, staff);

/** The value of one overview card, as a number ("1,234 RON" → 1234), and its note. */
const card = async (page: Page, label: string): Promise<{ value: number; note: string }> => {
  const item = page.locator('.stat-card', { has: page.locator('.stat-card__label', { hasText: new RegExp(`^${label}$`) }) });
  const value = (await item.locator('.stat-card__value').textContent()) ?? '';
  return { value: Number(value.replace(/[^0-9.]/g, '')), note: (await item.locator('.stat-card__note').textContent()) ?? '' };
};

/** An event and a raw-archive order for it, priced in `country` (the local stack's test hook sets the viewer's country, as CloudFront would). */
const createEventAndOrder = async (title: string, country: string) => {
  const { event, creatorToken } = await http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Olga' } });
  await http('POST', '/__test__/viewer-country', { body: { country } });
  const geo = await http<{ country: string; geoToken: string }>('GET', '/api/geo').finally(() => http('POST', '/__test__/viewer-country', { body: { country: 'RO' } }));
  const q = quote({ kind: 'raw_archive' }, geo.country);
  // Buying from an event is its organizer's: their creator credential goes along.
  const created = await http<CreateOrderResponse>('POST', '/api/orders', {
    token: creatorToken,
    body: { orderType: 'post_event', productType: 'raw_archive', eventCode: event.code, customerInfo: { name: 'Ana', email: 'ana@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: geo.geoToken },
  });
  return { event, order: created.order, accessToken: created.accessToken, quote: q };
};

const pay = (orderId: string, accessToken: string) => payThroughEmulator(urls, { id: orderId, accessToken });

describe('staff overview and analytics', () => {
  for (const [name, overrides, country] of [
    ['1280×800', LAPTOP, 'DE'],
    ['390×844', PHONE, 'RO'],
  ] as const) {
    it(`${name}: the overview counts what was created; analytics periods, export and forecast work`, async () => {
      const page = await phones.open(overrides);
      await signIn(page);
      await page.getByRole('list', { name: 'Totals' }).waitFor();
      await refreshSettledOverview(page, urls.site);
      const before = { events: await card(page, 'Total events'), orders: await card(page, 'Total orders'), revenue: await card(page, 'Total revenue') };

      const title = `Stats ${name} ${Date.now() % 100_000}`;
      const { event, order, accessToken, quote: priced } = await createEventAndOrder(title, country);
      expect(priced.currency).toBe(country === 'DE' ? 'EUR' : 'RON');
      await pay(order.id, accessToken);
      // The stream poller needs a moment (the order totals are written with the order; the event figures and
      // the activity come from the stream): Refresh re-reads until both have arrived.
      const orderEntry = page.locator('.activity__item', { hasText: `New order ${order.orderNumber}` });
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Refresh', exact: true }).click();
            await page.getByRole('button', { name: 'Refresh', exact: true }).and(page.locator(':enabled')).waitFor();
            return (
              (await card(page, 'Total events')).value === before.events.value + 1 &&
              (await card(page, 'Total orders')).value === before.orders.value + 1 &&
              // Paid: its RON equivalent (a EUR order converted by the rate table when it was created), rounded.
              Math.abs((await card(page, 'Total revenue')).value - before.revenue.value - priced.ronTotal / 100) <= 1 &&
              (await orderEntry.count()) === 1
            );
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true);
      expect((await card(page, 'Total orders')).note).toMatch(/^\d+ pending$/);
      expect((await card(page, 'Total photos')).note).toMatch(/^\d+\.\d GB storage$/);
      expect((await card(page, 'Total revenue')).note).toMatch(/RON this month$/);
      await page.getByText(`Event "${title}" (${event.code}) created`).waitFor();
      await orderEntry.locator('time').waitFor();
      // The transition reaches the feed through the stream too (it can trail the order's creation): Refresh until it shows.
      const paidEntry = page.getByText(`Order ${order.orderNumber}: Pending → Processing`);
      await expect
        .poll(
          async () => {
            if ((await paidEntry.count()) > 0) return true;
            await page.getByRole('button', { name: 'Refresh', exact: true }).click();
            await page.getByRole('button', { name: 'Refresh', exact: true }).and(page.locator(':enabled')).waitFor();
            return (await paidEntry.count()) > 0;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      expect(await seriousAxeFindings(page, `staff overview ${name}`)).toEqual([]);
      await screenshot(page, `staff-overview-${name.replace('×', 'x')}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Quick action → Analytics; a period button asks the server for that period.
      await page.getByRole('button', { name: 'View analytics' }).click();
      const thirty = page.getByRole('button', { name: '30 days' });
      await expect.poll(() => thirty.getAttribute('aria-pressed')).toBe('true');
      await page.getByText(/^Period revenue$/).waitFor();
      const thirtyLine = await page.locator('p.page__lead', { hasText: 'compared with' }).textContent();
      expect((await card(page, 'Events created')).value).toBeGreaterThanOrEqual(1);
      const asked = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?days=7') && r.status() === 200);
      await page.getByRole('button', { name: '7 days' }).click();
      await asked;
      await expect.poll(() => page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
      expect(await thirty.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => page.locator('p.page__lead', { hasText: 'compared with' }).textContent()).not.toBe(thirtyLine);
      expect(await page.locator('svg.revenue-chart__plot').getAttribute('aria-label')).toMatch(/^Revenue per day, 7 days/);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export Report' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^candid-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
      expect(csv[0]).toBe('date,revenue_ron,orders_created,events_created,photos');
      expect(csv).toHaveLength(1 + 7 + 1);
      expect(Number(csv.at(-2)!.split(',')[3])).toBeGreaterThanOrEqual(1); // today's events created

      await page.getByRole('button', { name: 'Revenue Forecast' }).click();
      await page.getByRole('heading', { name: 'Revenue forecast' }).waitFor();
      expect(await page.getByRole('button', { name: 'Set Goals' }).count()).toBe(0);
      expect(await seriousAxeFindings(page, `staff analytics ${name}`)).toEqual([]);
      await screenshot(page, `staff-analytics-${name.replace('×', 'x')}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

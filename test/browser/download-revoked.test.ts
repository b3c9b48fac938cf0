import { describe, expect, inject, it } from 'vitest';
import { quote } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderResponse, OrderResponse } from '../../shared/schemas/orders.js';
import type { StaffLoginResponse } from '../../shared/schemas/staff.js';
import { screenshot, usePhones } from '../support/browser.js';
import { layoutProblems } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { payThroughEmulator } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * "Access ends the moment payment is taken back": the raw archive's link from the archive-ready e-mail,
 * opened after an admin refunded the order, gives no file; the browser lands on the app's download page,
 * which says why in the reader's language (English and a ro-RO phone), axe clean, no sideways scroll.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const { http } = siteApi(urls.site);

const SAYS = {
  en: {
    title: 'Download unavailable',
    reason: 'This download is no longer available: the order was cancelled or refunded. If you think this is a mistake, please contact support.',
  },
  ro: {
    title: 'Descărcare indisponibilă',
    reason: 'Această descărcare nu mai este disponibilă: comanda a fost anulată sau rambursată. Dacă ți se pare o greșeală, contactează asistența.',
  },
} as const;

/** A raw archive bought and paid through the emulator, built by the stack's job: its order and its link. */
async function boughtArchive(): Promise<{ created: CreateOrderResponse; downloadUrl: string }> {
  const { event, creatorToken } = await http<CreateEventResponse>('POST', '/api/events', { body: { title: `Refunded ${Date.now() % 100_000}`, organizerName: 'Olga' } });
  const geo = await http<{ country: string; geoToken: string }>('GET', '/api/geo');
  const q = quote({ kind: 'raw_archive' }, geo.country);
  // Buying from an event is its organizer's: their creator credential goes along.
  const created = await http<CreateOrderResponse>('POST', '/api/orders', {
    token: creatorToken,
    body: { orderType: 'post_event', productType: 'raw_archive', eventCode: event.code, customerInfo: { name: 'Olga', email: 'olga.refunded@example.com' }, totalAmount: q.total, currency: q.currency, geoToken: geo.geoToken },
  });
  await payThroughEmulator(urls, { id: created.order.id, accessToken: created.accessToken });
  const orderOf = async () => (await http<OrderResponse>('GET', `/api/orders/${created.order.id}`, { orderToken: created.accessToken })).order;
  await expect.poll(async () => (await orderOf()).downloadUrl ?? null, { timeout: 60_000 }).not.toBeNull();
  return { created, downloadUrl: (await orderOf()).downloadUrl ?? '' };
}

describe('a refunded raw archive', () => {
  it('its e-mailed link, opened after an admin refund, shows the download page saying why (English, Romanian; 390×844, 360×640)', async () => {
    const { created, downloadUrl } = await boughtArchive();
    const link = new URL(downloadUrl).pathname;
    // Before the refund the link gives the file: a request (not a page), as a download manager makes it.
    expect((await fetch(`${urls.site}${link}`, { redirect: 'manual' })).status).toBe(302);

    const { token } = await http<StaffLoginResponse>('POST', '/api/admin/auth/login', { body: staff });
    await http('POST', `/api/admin/orders/${created.order.id}/refund`, { token, body: { reason: 'Customer asked for the money back' } });
    const status = async () => (await http<OrderResponse>('GET', `/api/orders/${created.order.id}`, { orderToken: created.accessToken })).order.status;
    await expect.poll(status).toMatch(/^(cancelled|refunded)$/);

    for (const [lang, locale, viewport] of [
      ['en', 'en-US', { width: 390, height: 844 }],
      ['ro', 'ro-RO', { width: 360, height: 640 }],
    ] as const) {
      const page = await phones.open({ locale, viewport });
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: SAYS[lang].title }).waitFor();
      expect(await page.getByRole('alert').textContent()).toBe(SAYS[lang].reason);
      expect(new URL(page.url()).pathname).toBe('/download');
      expect(await layoutProblems(page, `download refused (${lang})`)).toEqual([]);
      await screenshot(page, `download-revoked-${lang}-${viewport.width}`);
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderResponse, OrderResponse } from '../../shared/schemas/orders.js';
import { screenshot, usePhones } from '../support/browser.js';
import { seriousAxeFindings } from '../support/page-helpers.js';
import { payThroughEmulator, signInStaff } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 27.4 in the browser: the refund promise from the buyer's order page on phones (a paid event package
 * cancelled before its event starts: the dialog says the money comes back, the order is cancelled and then
 * refunded by Stripe's webhook; after the start the dialog says why it cannot), and an admin's Refund with
 * a reason from the staff order dialog on a laptop.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

const { http: api, createPackageOrder } = siteApi(urls.site);

let seq = 0;
/** A pre-event package, ordered as /pricing does and paid through the emulator (its webhook: processing). */
async function paidPackage(name: string): Promise<CreateOrderResponse & { email: string }> {
  const email = `refund-${Date.now()}-${++seq}@example.com`;
  const created = await createPackageOrder({ eventType: 'personal', eventSize: 'medium', addOns: [] }, { name, email });
  await payThroughEmulator(urls, { id: created.order.id, accessToken: created.accessToken });
  await expect.poll(() => statusOf(created), { timeout: 15_000 }).toBe('processing');
  return { ...created, email };
}

const statusOf = async (o: CreateOrderResponse) => (await api<OrderResponse>('GET', `/api/orders/${o.order.id}`, { orderToken: o.accessToken })).order.status;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the buyer cancels a paid event package on the order page', () => {
  it('390×844: before the event exists → the dialog promises the refund, Cancelled at once, then Refunded by the webhook', async () => {
    const o = await paidPackage('Ana Refund');
    const page = await phones.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`/order/${o.order.orderNumber}?k=${o.accessToken}`);
    await page.getByRole('heading', { name: 'Processing' }).waitFor();

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    await dialog.getByText('refunds the full amount to the card you paid with').waitFor();
    expect(await seriousAxeFindings(page, 'paid cancel dialog 390')).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'refund-01-buyer-confirm-390');
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();

    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    await page.getByText('the full amount is being refunded to your card').waitFor();
    await expect.poll(() => statusOf(o), { timeout: 15_000 }).toBe('refunded');
    await page.reload();
    await page.getByRole('heading', { name: 'Refunded' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'refund-02-buyer-refunded-390');
  });

  it('360×640: the linked event has started → the dialog says it can no longer be cancelled; nothing changes', async () => {
    const o = await paidPackage('Dan Started');
    const ev = await api<CreateEventResponse>('POST', '/api/events', { body: { title: 'Started Party', organizerName: 'Dan' } });
    await api('POST', '/api/link-order', { token: ev.creatorToken, orderToken: o.accessToken, body: { orderId: o.order.id, eventId: ev.event.id, customerEmail: o.email } });
    await api('POST', `/api/events/${ev.event.code}/start`, { token: ev.creatorToken, body: {} });

    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await page.goto(`/order/${o.order.orderNumber}?k=${o.accessToken}`);
    await page.getByRole('heading', { name: 'Completed' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.getByText('Failed to cancel order: This order can no longer be cancelled: its event has already started.').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'refund-03-buyer-too-late-360');
    expect(await statusOf(o)).toBe('completed');
  });

  it('360×640: a paid package cancelled before its event → Cancelled, then Refunded', async () => {
    const o = await paidPackage('Ioana Small');
    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await page.goto(`/order/${o.order.orderNumber}?k=${o.accessToken}`);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expect.poll(() => statusOf(o), { timeout: 15_000 }).toBe('refunded');
    // Its payment page, opened again (the buyer's history, a bookmark), no longer calls it a success.
    await page.goto(`/payment-success?success=true&order_id=${o.order.id}&order_number=${o.order.orderNumber}&k=${o.accessToken}`);
    await page.getByRole('heading', { level: 1, name: 'Order Refunded' }).waitFor();
    await page.getByText('then refunded to the card you paid with').waitFor();
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe(`/order/${o.order.orderNumber}`);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'refunded payment page 360')).toEqual([]);
    await screenshot(page, 'refund-03b-payment-page-refunded-360');
  });
});

describe('staff refund from the order dialog', () => {
  it('1440×900: View → Refund → a reason is required → refunded, the timeline keeps the reason', async () => {
    const o = await paidPackage('Maria Staffrefund');
    const page = await phones.open(DESKTOP);
    await signInStaff(page, staff);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    const row = page.locator(`tr[data-order-number="${o.order.orderNumber}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: `View ${o.order.orderNumber}` }).click();
    const details = page.getByRole('dialog', { name: `Order ${o.order.orderNumber}` });
    await details.getByRole('button', { name: 'Refund' }).click();

    const refund = page.getByRole('dialog', { name: 'Refund order' });
    await refund.getByRole('button', { name: 'Refund' }).click();
    await refund.getByText('Please give the reason for this refund.').waitFor();
    await refund.getByLabel('Reason for the refund').fill('Couple called the wedding off');
    expect(await seriousAxeFindings(page, 'staff refund dialog')).toEqual([]);
    await screenshot(page, 'refund-04-staff-dialog-1440');
    await refund.getByRole('button', { name: 'Refund' }).click();

    await page.getByText(`Refund of order ${o.order.orderNumber} requested`).waitFor();
    await expect.poll(() => statusOf(o), { timeout: 15_000 }).toBe('refunded');
    await details.getByText('Refund reason: Couple called the wedding off').waitFor();
    await screenshot(page, 'refund-05-staff-timeline-1440');
  });
});

describe('a refund Stripe cannot take when staff ask for it', () => {
  it("390×664: Stripe answers its own 500 → the order says the refund is owed and when it is asked again → the every-minute job makes it", async () => {
    const o = await paidPackage('Ioana Stripedown');
    const page = await phones.open({ viewport: { width: 390, height: 664 } });
    await signInStaff(page, staff);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    const view = async () => {
      await page.locator(`tr[data-order-number="${o.order.orderNumber}"]`).getByRole('button', { name: `View ${o.order.orderNumber}` }).click();
      const dialog = page.getByRole('dialog', { name: `Order ${o.order.orderNumber}` });
      await dialog.getByText('Payment information').waitFor();
      return dialog;
    };
    const details = await view();
    await details.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund order' });
    await refund.getByLabel('Reason for the refund').fill('Stripe was down');
    // Stripe keeps this 500 under the request's key, as it does.
    expect((await fetch(`${urls.stripe}/_test/fail-next`, { method: 'POST', body: JSON.stringify({ status: 500, type: 'api_error', stored: true }) })).status).toBe(200);
    await refund.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('The payment service cannot be reached right now.').first().waitFor();
    await page.keyboard.press('Escape');
    await refund.waitFor({ state: 'hidden' });
    if (await details.isVisible()) {
      await details.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'hidden' });
    }

    const owed = await view();
    const row = owed.locator('.order-facts > div', { has: page.getByText('Refund not made yet', { exact: true }) });
    expect(await row.locator('dd').textContent()).toMatch(/^Stripe has not answered since .+; asked again automatically .+$/);
    await row.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'order details with a refund owed 390x664')).toEqual([]);
    await screenshot(page, 'refund-06-owed-390x664');
    await owed.getByRole('button', { name: 'Close' }).click();
    await owed.waitFor({ state: 'hidden' });

    // Three minutes on, the every-minute job asks again (a new key: the first holds Stripe's 500) and the money goes back.
    await api('POST', '/__test__/clock', { body: { offsetMs: 3 * 60_000 } });
    try {
      await api('POST', '/__test__/jobs/end-due-events');
      await expect.poll(() => statusOf(o), { timeout: 15_000 }).toBe('refunded');
    } finally {
      await api('POST', '/__test__/clock', { body: { offsetMs: 0 } });
    }
    const done = await view();
    await done.getByText('Refunded', { exact: true }).first().waitFor();
    expect(await done.getByText('Refund not made yet').count()).toBe(0);
  });
});

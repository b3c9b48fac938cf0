import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { quote, type ProductSelection } from '../../shared/pricing/index.js';
import type { CreateOrderRequest, CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';
import ordersEn from '../../web/src/i18n/catalogues/orders/en.js';
import ordersRo from '../../web/src/i18n/catalogues/orders/ro.js';
import { screenshot, usePhones } from '../support/browser.js';
import { markPage, seriousAxeFindings, stillMarked } from '../support/page-helpers.js';
import { holdPageClockAtRequest, runPageClock } from '../support/page-clock.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 15 item 3 on phones: /order/{number}?k=… shows the pending order (25 %); the order is paid through the
 * Stripe emulator, whose webhook moves it on the server, and the open page shows Processing within one poll
 * (10 s) without a reload; a customer cancel; the public view without the token masks the name; axe and
 * no sideways scroll at 360 px.
 */

const { urls } = ownStack();
const phones = usePhones(urls.site);

const PACKAGE: ProductSelection = { kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: ['print_bundle_25'] };

async function api<T>(method: string, path: string, { body, orderToken }: { body?: unknown; orderToken?: string } = {}): Promise<T> {
  const res = await fetch(`${urls.site}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(orderToken ? { 'x-order-token': orderToken } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A pending pre-event order created the way /pricing does (geo token, the server's own figures). */
async function createOrder(name = 'Ana Popescu'): Promise<CreateOrderResponse> {
  const geo = await api<{ country: string; geoToken: string }>('GET', '/api/geo');
  const q = quote(PACKAGE, geo.country);
  const body: CreateOrderRequest = {
    orderType: 'pre_event',
    eventTitle: 'Ana & Dan',
    eventDate: '2030-06-12',
    productType: 'raw_archive',
    productDetails: { eventType: 'personal', eventSize: 'medium', selectedAddOns: ['print_bundle_25'] },
    customerInfo: { name, email: 'ana@example.com' },
    subtotalAmount: q.subtotal,
    shippingCost: q.shipping,
    totalAmount: q.total,
    currency: q.currency,
    countryCode: geo.country,
    metadata: { eventName: 'Ana & Dan', eventDate: '2030-06-12', organizerName: name },
    geoToken: geo.geoToken,
  };
  return api<CreateOrderResponse>('POST', '/api/orders', { body });
}

/** No sideways scroll: the page is no wider than the phone. */
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** 'on screen' when the element is whole inside the first screen (the page not scrolled), else where it is. */
const firstScreen = (name: string, locator: ReturnType<Page['getByRole']>) =>
  locator.evaluate((el, what) => {
    const r = el.getBoundingClientRect();
    return window.scrollY === 0 && r.top >= 0 && r.bottom <= window.innerHeight ? 'on screen' : `${what} at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}`;
  }, name);

describe('order tracking on a phone', () => {
  it('390×844: pending at 25 %, then paid through the emulator → Processing without a reload; the token leaves the address bar', async () => {
    const created = await createOrder();
    const { orderNumber, id } = created.order;
    const page = await phones.open({ viewport: { width: 390, height: 844 } });
    // The page's clock is the test's: its 10 s refresh is moved on by the test, not waited for.
    await page.clock.install();
    await page.goto(`/order/${orderNumber}?k=${created.accessToken}`);

    await page.getByRole('heading', { name: 'Payment Pending' }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Order progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('25');
    expect(await page.getByTestId('status-card').textContent()).toContain('25%');
    await expect.poll(() => page.getByText('Auto-refreshing every 10 seconds').count()).toBe(1);
    expect(page.url()).not.toContain('k=');
    expect(await page.getByTestId('customer-name').textContent()).toBe('Ana Popescu');
    await page.getByText('Order created').first().waitFor();
    expect(await seriousAxeFindings(page, 'order pending')).toEqual([]);
    await screenshot(page, 'order-01-pending');

    // Pay through the emulator: the checkout the retry page would open, paid on its hosted page's test control.
    const checkout = await api<CheckoutResponse>('POST', `/api/orders/${id}/checkout`, { orderToken: created.accessToken });
    await markPage(page);
    const act = await fetch(`${urls.stripe}/_test/sessions/${checkout.sessionId}/act`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'pay' }),
    });
    expect(act.status).toBe(200);
    // The webhook delivered (the emulator answers once every delivery is done), then one refresh: 10 s of the
    // page's time shows Processing.
    expect((await fetch(`${urls.stripe}/_test/idle`, { method: 'POST' })).status).toBe(200);
    await page.clock.runFor(10_000);
    await page.getByRole('heading', { name: 'Processing' }).waitFor();
    expect(await stillMarked(page), 'no reload').toBe(true);
    expect(await bar.getAttribute('aria-valuenow')).toBe('50');
    await expect.poll(() => page.getByTestId('status-history').textContent()).toContain('from Payment Pending');
    expect(await seriousAxeFindings(page, 'order processing')).toEqual([]);
    await screenshot(page, 'order-02-processing');
  });

  it('360×640: cancel with the confirmation; no sideways scroll; axe', async () => {
    const created = await createOrder('Ion Ionescu');
    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await page.goto(`/order/${created.order.orderNumber}?k=${created.accessToken}`);
    await page.getByRole('heading', { name: 'Payment Pending' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'order 360')).toEqual([]);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    await dialog.waitFor();
    expect(await seriousAxeFindings(page, 'cancel dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    await expect.poll(() => page.getByText('Auto-refreshing every 10 seconds').count()).toBe(0);
    await page.getByRole('button', { name: 'Place New Order' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'order-03-cancelled');

    const stored = await api<{ order: { status: string } }>('GET', `/api/orders/${created.order.orderNumber}`);
    expect(stored.order.status).toBe('cancelled');
  });

  it('360×640 on another phone, without the token: the public view masks the name and says how to see the rest', async () => {
    const created = await createOrder();
    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await page.goto(`/order/${created.order.orderNumber}`);
    await page.getByRole('heading', { name: 'Payment Pending' }).waitFor();
    expect(await page.getByTestId('customer-name').textContent()).toBe('A***u');
    expect(await page.getByTestId('public-view-note').textContent()).toContain('Open the link in your order e-mail');
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'order public')).toEqual([]);
    await screenshot(page, 'order-04-public');
  });

  it('360×640: Cancel on the hosted page → Payment Cancelled with the details → Try Again → Pay → Payment Successful', async () => {
    const created = await createOrder();
    const { id, orderNumber } = created.order;
    const checkout = await api<CheckoutResponse>('POST', `/api/orders/${id}/checkout`, { orderToken: created.accessToken });
    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await page.goto(checkout.url);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    const details = page.getByTestId('cancelled-order');
    await expect.poll(() => details.textContent()).toContain(orderNumber);
    expect(await details.textContent()).toContain('Pending Payment');
    await expect.poll(() => page.url()).toBe(`${urls.site}/payment-cancelled`);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'payment cancelled')).toEqual([]);
    await screenshot(page, 'order-05-payment-cancelled');

    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.locator('button[value=pay]').click();

    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-summary').textContent()).toContain(orderNumber);
    // The page leaves by itself in 30 s: the countdown and its Cancel are on the first screen, not two
    // screens down under the summary, where a buyer reading the order never saw them coming.
    expect(await firstScreen('countdown', page.getByRole('timer'))).toBe('on screen');
    expect(await firstScreen('Cancel Auto-Redirect', page.getByRole('button', { name: 'Cancel Auto-Redirect' }))).toBe('on screen');
    await page.getByRole('button', { name: 'Cancel Auto-Redirect' }).click();
    await expect.poll(() => page.url()).toBe(`${urls.site}/payment-success`);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'payment success')).toEqual([]);
    await screenshot(page, 'order-06-payment-success');

    // The token is remembered on this phone: the order page without ?k= shows the full view.
    await page.getByRole('link', { name: 'Track Your Order' }).click();
    await page.getByRole('heading', { name: 'Processing' }).waitFor();
    expect(await page.getByTestId('customer-name').textContent()).toBe('Ana Popescu');

    // The cancel page opened again (the browser's history) now that it is paid: it says so, no Try Again.
    await page.goto(`/payment-cancelled?${new URLSearchParams({ cancelled: 'true', order_id: id, order_number: orderNumber, k: created.accessToken }).toString()}`);
    await page.getByRole('heading', { level: 1, name: 'This Order Is Paid' }).waitFor();
    expect(await page.getByText('No charges were made.').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Try Again' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'payment cancelled, order paid')).toEqual([]);
    await screenshot(page, 'order-06b-payment-cancelled-paid');
  });
});

describe('payment success: Track Your Order tapped while the page has its own timers running', () => {
  // The router moves in a React transition: after the tap the address is the order page's at once, but the success
  // page stays mounted, its timers running, until the order page's chunk has loaded (a slow phone: seconds). The
  // URL cleanup (1 s after the page opened) then replaced the order page's entry with /payment-success, and the
  // app stayed there — i18n-commerce failed so on a loaded machine. Here the page's clock is the test's, and the
  // order page's chunk arrives when the test lets it: the cleanup comes due while the tap is still loading.
  it('360×640: a tap before the 1 s URL cleanup still opens the order page', async () => {
    const created = await createOrder();
    const { id, orderNumber } = created.order;
    const checkout = await api<CheckoutResponse>('POST', `/api/orders/${id}/checkout`, { orderToken: created.accessToken });
    const paid = await fetch(`${urls.stripe}/_test/sessions/${checkout.sessionId}/act`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'pay' }),
    });
    expect(paid.status).toBe(200);
    expect((await fetch(`${urls.stripe}/_test/idle`, { method: 'POST' })).status).toBe(200);

    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await page.clock.install();
    // The return URL as the emulator sends the buyer back; the clock held before the page can mount (its chunk waits
    // for it), so the 1 s cleanup and the first check wait for the test.
    const query = new URLSearchParams({ success: 'true', order_id: id, order_number: orderNumber, session_id: checkout.sessionId, k: created.accessToken });
    await holdPageClockAtRequest(page, /\/PaymentSuccessPage-[^/]*\.js$/, () => page.goto(`/payment-success?${query.toString()}`, { waitUntil: 'commit' }));
    await page.getByRole('heading', { level: 1, name: 'Processing Payment...' }).waitFor();
    await runPageClock(page, 1); // the first check (a 0 ms timer)
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    expect(await page.evaluate(() => location.search)).toContain('k='); // the cleanup is still to come

    // The order page's chunk held at the network: the tap's navigation stays pending, the success page on screen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/OrderTrackingPage-[^/]*\.js$/, async (route) => {
      requested();
      await released;
      await route.fallback();
    });
    await page.getByRole('link', { name: 'Track Your Order' }).click();
    await chunkRequested;
    await runPageClock(page, 1000); // the URL cleanup comes due
    expect(await page.evaluate(() => location.pathname)).toBe(`/order/${orderNumber}`);
    release();
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    expect(await page.evaluate(() => location.pathname)).toBe(`/order/${orderNumber}`);
  });
});

describe('payment cancelled on short phones, English and Romanian', () => {
  // The buyer came back from Stripe to pay again: Try Again (and its way home) on the first screen, not under
  // the order's details, where at 360×640 it was below the fold.
  const cases = [
    { locale: 'en-US', t: ordersEn.cancelled },
    { locale: 'ro-RO', t: ordersRo.cancelled },
  ] as const;
  for (const { locale, t } of cases) {
    for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 664 }, { width: 390, height: 844 }]) {
      it(`${locale} at ${viewport.width}×${viewport.height}: Try Again and Return Home are on the first screen, the order's details below`, async () => {
        const created = await createOrder('Alexandra-Maria Popescu-Ionescu');
        const { id, orderNumber } = created.order;
        const page = await phones.open({ viewport, locale });
        await page.goto(`/payment-cancelled?${new URLSearchParams({ cancelled: 'true', order_id: id, order_number: orderNumber, k: created.accessToken }).toString()}`);
        await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
        await expect.poll(() => page.getByTestId('cancelled-order').textContent()).toContain(orderNumber);
        expect(await firstScreen(t.tryAgain, page.getByRole('link', { name: t.tryAgain }))).toBe('on screen');
        expect(await firstScreen(t.returnHome, page.getByRole('link', { name: t.returnHome }))).toBe('on screen');
        expect(await noSidewaysScroll(page)).toBe(true);
        expect(await seriousAxeFindings(page, `payment cancelled ${locale} ${viewport.width}×${viewport.height}`)).toEqual([]);
        await screenshot(page, `order-05b-payment-cancelled-${locale}-${viewport.width}x${viewport.height}`);
      });
    }
  }
});

describe('a failed payment on a phone (#27)', () => {
  it('390×844: the order page says the payment failed in plain words and Pay again opens a fresh checkout for the same order', async () => {
    const created = await createOrder();
    const { id, orderNumber } = created.order;
    const checkout = await api<CheckoutResponse>('POST', `/api/orders/${id}/checkout`, { orderToken: created.accessToken });
    const act = await fetch(`${urls.stripe}/_test/sessions/${checkout.sessionId}/act`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'pay_later_fails' }),
    });
    expect(act.status).toBe(200);
    await expect.poll(async () => (await api<{ order: { paymentFailedAt?: string } }>('GET', `/api/orders/${orderNumber}`)).order.paymentFailedAt).toEqual(expect.any(String));

    const page = await phones.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`/order/${orderNumber}?k=${created.accessToken}`);
    const notice = page.getByTestId('payment-failed');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Payment failed');
    expect(await notice.textContent()).toContain('nothing was charged');
    expect(await page.getByRole('heading', { name: 'Payment Pending' }).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'order payment failed')).toEqual([]);
    await screenshot(page, 'order-07-payment-failed');

    await page.getByRole('button', { name: 'Pay again' }).click();
    await page.waitForURL((url) => url.href.startsWith(urls.stripe));
    expect(page.url()).not.toContain(checkout.sessionId);
    await page.locator('button[value=pay]').click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-summary').textContent()).toContain(orderNumber);
  });

  it('360×640: the success page that waited for a delayed payment says it failed and offers Pay again', async () => {
    const created = await createOrder();
    const checkout = await api<CheckoutResponse>('POST', `/api/orders/${created.order.id}/checkout`, { orderToken: created.accessToken });
    const page = await phones.open({ viewport: { width: 360, height: 640 } });
    await page.goto(checkout.url);
    await page.locator('button[value=pay_later_fails]').click();
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('payment-failed').textContent()).toContain('nothing was charged');
    const payAgain = page.getByRole('link', { name: 'Pay again' });
    expect(await payAgain.isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeFindings(page, 'payment success failed')).toEqual([]);
    await screenshot(page, 'order-08-success-page-failed');
    await payAgain.click();
    await page.waitForURL((url) => url.href.startsWith(urls.stripe));
    expect(page.url()).not.toContain(checkout.sessionId);
  });
});


import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_TOKEN_HEADER } from '../../shared/orders/order-token.js';
import { quote } from '../../shared/pricing/index.js';
import { eventViewSchema } from '../../shared/schemas/events.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';
import { screenshot, usePhones } from '../support/browser.js';
import { actionLooks, layoutProblems } from '../support/page-helpers.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';
import commerceEn from '../../web/src/i18n/catalogues/commerce/en.js';
import commerceRo from '../../web/src/i18n/catalogues/commerce/ro.js';
import createEn from '../../web/src/i18n/catalogues/create/en.js';
import createRo from '../../web/src/i18n/catalogues/create/ro.js';
import firstEn from '../../web/src/i18n/catalogues/first/en.js';
import firstRo from '../../web/src/i18n/catalogues/first/ro.js';

/**
 * Issue #15, the first journey of "How it is checked", on a phone (390×844): /pricing (personal, medium,
 * two add-ons, details) → Secure Checkout → the Stripe emulator's hosted page → Pay → /payment-success →
 * Create Event with the organizer's name prefilled and the paid-order banner → Event Created with Payment
 * Linked → /order/{number} shows Completed with its history. Then the banner at 360×640.
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
const LOCALE = 'en-US';
const WELCOME = "Welcome back! You've purchased a personal event package. Use the details below to create your lobby.";

const inAMonth = (): string => {
  const d = new Date();
  d.setDate(d.getDate() + 30);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A paid large personal package remembered on the phone (as /payment-success leaves it), with the longest texts. */
const REMEMBERED = {
  orderId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  orderNumber: 'CND-261124-ABCDEFGH',
  customerEmail: 'a.very.long.address.of.the.organizer@example.com',
  customerName: 'Ana Pop',
  productType: 'raw_archive',
  totalAmount: 24_900,
  currency: 'RON',
  accessToken: 'not-a-real-token',
  orderType: 'pre_event',
  eventType: 'personal',
  eventSize: 'large',
  eventTitle: 'Ana & Dan, the wedding of the year in the Carpathian mountains',
  eventDate: '2027-06-12',
  organizerName: 'Ana Pop',
  addOns: ['gallery_extension_30', 'print_bundle_25'],
  paid: true,
} as const;

/** Opens the lobby on a phone that remembers REMEMBERED, paid now. */
async function paidLobby(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.evaluate((order) => localStorage.setItem('aln_pending_order', JSON.stringify({ ...order, timestamp: Date.now() })), REMEMBERED);
  await page.goto('/');
}

interface StoredPending {
  orderId: string;
  orderNumber: string;
  accessToken: string;
  paid?: boolean;
}
const pendingOrderOf = (page: Page): Promise<StoredPending | null> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('aln_pending_order') ?? 'null') as StoredPending | null);

/** The pricing page's four steps as a buyer: personal, medium, two add-ons, the details form; then Secure Checkout. */
async function buyOnPricingPage(page: Page): Promise<void> {
  await page.goto('/pricing');
  const medium = page.locator('label.plan', { has: page.getByRole('radio', { name: /Medium/ }) });
  await medium.waitFor();
  await expect.poll(() => page.getByText('Loading price…').count()).toBe(0);
  await page.locator('label', { has: page.getByRole('radio', { name: 'Personal' }) }).click();
  await medium.click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Add-ons & Details' }).waitFor();
  await page.getByRole('checkbox', { name: /Print bundle \(25 prints\)/ }).check();
  await page.getByRole('checkbox', { name: /Gallery extension \+7 days/ }).check();
  await page.getByLabel('Organizer Name').fill('Ana Pop');
  // Not organizer.test's address (ana.pop@…): the organizer portal counts every event bought with an e-mail,
  // and the browser files share one stack.
  await page.getByLabel('Organizer Email').fill('Ana.Paid@Example.com');
  await page.getByLabel('Event Name').fill('Ana & Dan');
  await page.getByLabel('Event Date').fill(inAMonth());
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  await page.getByRole('button', { name: 'Secure Checkout' }).click();
}

const api = async <T>(path: string, init: { method?: string; body?: unknown; orderToken?: string } = {}): Promise<T> => {
  const res = await fetch(`${urls.site}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.orderToken ? { [ORDER_TOKEN_HEADER]: init.orderToken } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/**
 * What /pricing does before the redirect to Stripe, through the API: the order (personal, large, +30 days of
 * gallery and 25 prints, priced in the geo token's country) and its Checkout Session.
 */
async function orderThroughApi(): Promise<{ created: CreateOrderResponse; checkoutUrl: string }> {
  const geo = await api<{ country: string; geoToken: string }>('/api/geo');
  const selection = { kind: 'event_package', eventType: 'personal', eventSize: 'large', addOns: ['gallery_extension_30', 'print_bundle_25'] } as const;
  const q = quote(selection, geo.country);
  const created = await api<CreateOrderResponse>('/api/orders', {
    method: 'POST',
    body: {
      orderType: 'pre_event',
      productType: 'raw_archive',
      eventTitle: 'Ion & Maria',
      eventDate: inAMonth(),
      productDetails: { eventType: 'personal', eventSize: 'large', selectedAddOns: selection.addOns },
      customerInfo: { name: 'Ion Pop', email: 'ion.pop@example.com' },
      subtotalAmount: q.subtotal,
      shippingCost: q.shipping,
      totalAmount: q.total,
      currency: q.currency,
      countryCode: geo.country,
      metadata: { eventName: 'Ion & Maria', eventDate: inAMonth(), organizerName: 'Ion Pop' },
      geoToken: geo.geoToken,
    },
  });
  const checkout = await api<CheckoutResponse>(`/api/orders/${created.order.id}/checkout`, { method: 'POST', body: {}, orderToken: created.accessToken });
  return { created, checkoutUrl: checkout.url };
}

describe('a paid event on a phone', () => {
  it('390×844: pricing → hosted page → Pay → payment success → Create Event (name prefilled, banner) → Payment Linked → order Completed with its history', async () => {
    const page = await phones.open({ locale: LOCALE });
    const problems: string[] = [];

    await buyOnPricingPage(page);
    await page.waitForURL((url) => url.href.startsWith(urls.stripe));
    const pending = await pendingOrderOf(page).catch(() => null);
    await screenshot(page, 'paid-01-hosted-page');
    await page.getByRole('button', { name: /^Pay [\d.]+ [A-Z]{3}$/ }).click();

    // Back on the site: the success page confirms through the server, then offers Create Event.
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
    const stored = await pendingOrderOf(page);
    expect(stored).toMatchObject({ paid: true });
    if (pending) expect(stored?.orderId).toBe(pending.orderId);
    const { orderId, orderNumber, accessToken } = stored!;
    await screenshot(page, 'paid-02-payment-success');
    await page.getByRole('link', { name: 'Create Event' }).click();

    // Issue #28.7: the success page's Create Event opens the create form at once, prefilled from the order.
    await page.getByRole('heading', { level: 1, name: 'Create Event' }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Your Name (Organizer)').inputValue()).toBe('Ana Pop');
    expect(await page.getByLabel('Event Title').inputValue()).toBe('Ana & Dan');
    problems.push(...(await layoutProblems(page, 'create event from payment success')));
    await page.getByRole('button', { name: 'Back', exact: true }).click();

    // The lobby keeps the paid-order banner for a later visit: the order and type, the welcome-back guidance.
    await page.getByRole('heading', { level: 1, name: 'Candid' }).waitFor();
    await page.getByText(WELCOME).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Payment Successful!' }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByText(orderNumber, { exact: true }).count()).toBe(1);
    expect(await page.getByText(/· Personal event package$/).count()).toBe(1);
    problems.push(...(await layoutProblems(page, 'lobby with a paid order')));
    await screenshot(page, 'paid-03-lobby');
    await page.getByRole('button', { name: 'Create Event' }).click();

    // Create Event: the banner again, the organizer's name and the event title from the order.
    await page.getByRole('heading', { level: 1, name: 'Create Event' }).waitFor();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByLabel('Your Name (Organizer)').inputValue()).toBe('Ana Pop');
    expect(await page.getByLabel('Event Title').inputValue()).toBe('Ana & Dan');
    expect(await page.getByText('Medium (personal)', { exact: true }).count()).toBe(1);
    expect(await page.getByText('personal-medium').count()).toBe(0);
    expect(await page.getByText(/Gallery extension \+7 days/).count()).toBeGreaterThan(0);
    problems.push(...(await layoutProblems(page, 'create event with a paid order')));
    await screenshot(page, 'paid-04-create-event');
    await page.getByRole('button', { name: 'Create Event' }).click();

    // Event Created: Payment Linked, the dashboard link; the pending order is gone from the device.
    await page.getByRole('heading', { name: 'Event Created!' }).waitFor();
    await page.getByRole('heading', { name: 'Payment Linked' }).waitFor();
    expect(await page.getByRole('link', { name: 'Access Organizer Dashboard' }).getAttribute('href')).toBe('/organizer');
    expect(await pendingOrderOf(page)).toBeNull();
    problems.push(...(await layoutProblems(page, 'event created, payment linked')));
    await screenshot(page, 'paid-05-event-created');

    const code = (await page.locator('.created__code').textContent())?.trim() ?? '';

    // Issue #28.7: the event admin screen shows the package, its add-ons and until when the gallery runs.
    await page.getByRole('button', { name: 'Enter Event' }).click();
    await page.getByRole('link', { name: 'Admin' }).click();
    const paidState = page.getByTestId('paid-state');
    await paidState.waitFor();
    expect(await page.getByTestId('paid-package').textContent()).toBe('Event package · Medium (personal)');
    const addOns = (await page.getByTestId('paid-add-ons').textContent()) ?? '';
    expect(addOns).toContain('Print bundle (25)');
    expect(addOns).toContain('Gallery extension (7 days)');
    expect(await page.getByTestId('paid-gallery-until').textContent()).toMatch(/^Gallery until \w+ \d{1,2}, \d{4}$/);
    problems.push(...(await layoutProblems(page, 'event admin with a package')));
    await page.setViewportSize({ width: 360, height: 640 });
    problems.push(...(await layoutProblems(page, 'event admin with a package 360')));
    await screenshot(page, 'paid-05b-event-admin-360');
    // The same card in Romanian.
    await page.getByRole('button', { name: 'Română' }).click();
    await page.getByRole('heading', { name: 'Pachetul tău' }).waitFor();
    expect(await page.getByTestId('paid-add-ons').textContent()).toContain('Fotografii printate (25)');
    expect(await page.getByTestId('paid-gallery-until').textContent()).toMatch(/^Galerie până pe \d{1,2} \p{L}+ \d{4}$/u);
    problems.push(...(await layoutProblems(page, 'event admin with a package, Romanian, 360')));
    await page.getByRole('button', { name: 'English' }).click();
    await page.setViewportSize({ width: 390, height: 844 });

    // The server's view: the event has its package, add-ons and the extended gallery (5 + 7 days).
    const event = eventViewSchema.parse(await (await fetch(`${urls.site}/api/events/${code}`)).json());
    expect(event).toMatchObject({ package: { eventType: 'personal', eventSize: 'medium' }, addOns: expect.arrayContaining(['gallery_extension_7', 'print_bundle_25']) });
    expect(Date.parse(event.galleryExpiresAt) - Date.parse(event.createdAt)).toBe(12 * 86_400_000);
    const order = (await (await fetch(`${urls.site}/api/orders/${orderId}`, { headers: { [ORDER_TOKEN_HEADER]: accessToken } })).json()) as { order: { status: string } };
    expect(order.order.status).toBe('completed');

    // The order page: Completed, and the history says it was linked to this event.
    await page.goto(`/order/${orderNumber}`);
    const status = page.getByTestId('status-card');
    await status.getByText('Completed').first().waitFor();
    const history = page.getByTestId('status-history');
    await history.getByRole('heading', { name: 'Status History' }).waitFor();
    await history.getByText(`Linked to event ${code}`).waitFor();
    // Linked: its event exists, so Create Event is not offered again (issue #28.7).
    expect(await page.getByRole('button', { name: 'Create Event' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create Event' }).count()).toBe(0);
    // Created (pending), paid (processing), linked (completed): the whole timeline.
    await history.getByRole('button', { name: 'Show all 3 updates' }).click();
    const timeline = history.getByRole('list', { name: 'Status changes, newest first' });
    await expect.poll(() => timeline.getByRole('listitem').count()).toBe(3);
    expect(await timeline.textContent()).toMatch(/Completed from Processing.*Processing from Payment Pending.*Payment Pending/s);
    problems.push(...(await layoutProblems(page, 'order completed')));
    await screenshot(page, 'paid-06-order-completed');

    expect(problems).toEqual([]);
  });

  it('390×844 from the lobby: an order paid on the hosted page → the lobby banner → Create Event with 800 guests of a large package → Payment Linked; the event has its package, +30 days and 800 guests', async () => {
    const page = await phones.open({ locale: LOCALE });
    const { created, checkoutUrl } = await orderThroughApi();
    const { order, accessToken } = created;

    // The buyer pays on the emulator's hosted page, which returns to the site's success URL.
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: /^Pay [\d.]+ [A-Z]{3}$/ }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    // What /payment-success does: the payment confirmed through the server, the remembered order marked paid.
    const confirmed = await api<{ paid: boolean }>(`/api/orders/${order.id}/payment-confirmation`, { method: 'POST', body: {}, orderToken: accessToken });
    expect(confirmed.paid).toBe(true);
    await page.evaluate(
      (pending) => localStorage.setItem('aln_pending_order', JSON.stringify(pending)),
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerEmail: 'ion.pop@example.com',
        customerName: 'Ion Pop',
        productType: 'raw_archive',
        totalAmount: order.totalAmount,
        currency: order.currency,
        timestamp: Date.now(),
        accessToken,
        orderType: 'pre_event',
        eventType: 'personal',
        eventSize: 'large',
        eventTitle: 'Ion & Maria',
        eventDate: inAMonth(),
        organizerName: 'Ion Pop',
        addOns: ['gallery_extension_30', 'print_bundle_25'],
        paid: true,
      },
    );

    await page.goto(`/?paid=true&order=${order.id}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByText(WELCOME).waitFor();
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.getByRole('heading', { level: 1, name: 'Create Event' }).waitFor();
    expect(await page.getByLabel('Your Name (Organizer)').inputValue()).toBe('Ion Pop');
    expect(await page.getByLabel('Max Guests').inputValue()).toBe('1000');
    await page.getByLabel('Max Guests').fill('800');
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.getByRole('heading', { name: 'Payment Linked' }).waitFor();
    expect(await page.getByRole('link', { name: 'Access Organizer Dashboard' }).getAttribute('href')).toBe('/organizer');
    expect(await pendingOrderOf(page)).toBeNull();
    await expect.poll(() => page.getByText('Max Guests').locator('..').textContent()).toContain('800');
    const code = (await page.locator('.created__code').textContent())?.trim() ?? '';
    const event = eventViewSchema.parse(await (await fetch(`${urls.site}/api/events/${code}`)).json());
    expect(event).toMatchObject({ maxParticipants: 800, package: { eventType: 'personal', eventSize: 'large' } });
    expect(Date.parse(event.galleryExpiresAt) - Date.parse(event.createdAt)).toBe(35 * 86_400_000);
    const after = await api<{ order: { status: string } }>(`/api/orders/${order.id}`, { orderToken: accessToken });
    expect(after.order.status).toBe('completed');
  });

  it('360×640: the paid-order banner on the lobby and on Create Event fits without sideways scrolling and passes axe', async () => {
    const page = await phones.open({ locale: LOCALE, viewport: { width: 360, height: 640 } });
    await paidLobby(page);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const problems = await layoutProblems(page, 'lobby banner 360');
    await screenshot(page, 'paid-360-lobby');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Event' }).waitFor();
    expect(await page.getByLabel('Max Guests').inputValue()).toBe('1000');
    problems.push(...(await layoutProblems(page, 'create event banner 360')));
    await screenshot(page, 'paid-360-create-event');
    expect(problems).toEqual([]);
  });
});

describe('the paid lobby (spec section 4): the details the guidance points to, and Create Event as its main action', () => {
  const LANGS = {
    en: { locale: 'en-US', first: firstEn.lobby, create: createEn.createEvent, products: commerceEn.products, date: 'June 12, 2027' },
    ro: { locale: 'ro-RO', first: firstRo.lobby, create: createRo.createEvent, products: commerceRo.products, date: '12 iunie 2027' },
  } as const;
  for (const lang of ['en', 'ro'] as const) {
    for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 664 }]) {
      it(`${lang} at ${viewport.width}×${viewport.height}: "Use the details below…" has the order's details below it, then Create Event, the one main action, on the first screen`, async () => {
        const { locale, first, create, products, date } = LANGS[lang];
        const page = await phones.open({ locale, viewport });
        await paidLobby(page);
        const guidance = page.getByText(first.welcomeBack(REMEMBERED.eventType), { exact: true });
        await guidance.waitFor();

        // Below the guidance: the lobby data of the paid order (event, date, organizer, package, add-ons).
        const terms = page.getByRole('term');
        await expect.poll(() => terms.allTextContents()).toEqual([create.paidEvent, create.paidDate, create.paidOrganizer, create.paidPackage, create.paidAddOns]);
        expect(await page.getByRole('definition').allTextContents()).toEqual([
          REMEMBERED.eventTitle,
          date,
          REMEMBERED.organizerName,
          `${products.sizes.large} (${products.eventTypes.personal.toLowerCase()})`,
          REMEMBERED.addOns.map((id) => products.addOns[id].name).join(', '),
        ]);
        const top = async (l: ReturnType<Page['getByRole']>) => (await l.boundingBox())!.y;
        const bottom = async (l: ReturnType<Page['getByRole']>) => {
          const box = (await l.boundingBox())!;
          return box.y + box.height;
        };
        expect(await top(terms.first())).toBeGreaterThanOrEqual(await bottom(guidance));

        // Then the main action, Create Event: the only one drawn as main, the first action under the details.
        const createEvent = page.getByRole('button', { name: first.createTitle });
        const joinEvent = page.getByRole('button', { name: first.joinTitle });
        expect((await actionLooks(page, '.lobby .stack')).main).toEqual([first.createTitle]);
        expect(await top(createEvent)).toBeGreaterThanOrEqual(await bottom(page.getByRole('definition').last()));
        expect(await top(createEvent)).toBeLessThan(await top(joinEvent));
        // A buyer who just paid sees their main action without scrolling (phone-first): the whole button inside
        // the viewport, the page at its top, with the longest texts (a long event title, Romanian).
        expect(await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollTop)).toBe(0);
        const action = (await createEvent.boundingBox())!;
        expect(action.y, 'Create Event starts on the first screen').toBeGreaterThanOrEqual(0);
        expect(Math.ceil(action.y + action.height), 'Create Event ends on the first screen').toBeLessThanOrEqual(viewport.height);
        expect(await layoutProblems(page, `paid lobby ${lang} ${viewport.width}×${viewport.height}`)).toEqual([]);
        await screenshot(page, `paid-lobby-${lang}-${viewport.width}x${viewport.height}`);

        // It leads to the form, filled from the same details.
        await createEvent.click();
        await page.getByRole('heading', { level: 1, name: create.title }).waitFor();
        expect(await page.getByLabel(create.organizerName).inputValue()).toBe(REMEMBERED.organizerName);
      });
    }
  }
});

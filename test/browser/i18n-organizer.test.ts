import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_TOKEN_HEADER } from '../../shared/orders/order-token.js';
import { quote } from '../../shared/pricing/index.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';
import { screenshot, usePhones } from '../support/browser.js';
import { readInbox } from '../support/inbox.js';
import { seriousAxeFindings, smallTouchTargets } from '../support/page-helpers.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/**
 * Issue #20 for the organizer portal: a phone in Romanian (ro-RO, 360×640) signs in with the e-mail, part of
 * the event name and the code e-mailed to it, then reads the dashboard's four tabs and the event's view —
 * Romanian texts, none of the English ones, no sideways scroll, axe clean, touch targets of 44 px; the
 * switch turns the portal English and back, `<html lang>` following. Then the same dashboard on a laptop.
 * The package and its event are made over the API (their screens are other areas' tests).
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
const LOCALE = 'ro-RO';
const EMAIL = 'ioana.marin@example.com';
const TITLE = 'Nunta Ioanei și a lui Radu';

/** The English texts of the organizer screens (catalogue web/src/i18n/catalogues/organizer/en.ts) a Romanian reader must not meet. */
const ENGLISH = {
  signIn: ['Organizer Dashboard', 'Access your events and orders.', 'Email', 'Event Name', 'Use the email address from your purchase.', 'Partial event name matches work.', 'Access Dashboard', 'Only for organizers who bought an event package.', 'Back to Main'],
  code: ['6-digit code', 'The code is valid for 10 minutes.', 'Send a new code', 'Use another e-mail or event', 'If this e-mail bought a package', 'we sent a code to', 'Wrong code'],
  dashboard: ['Signed in as', 'Back', 'Overview', 'Events', 'Orders', 'Add-ons', 'Total Events', 'Total Orders', 'Total Spent', 'Completed Events', 'Recent Events', 'participants', 'photos', 'spent', 'Waiting', 'Active', 'Completed', 'Code', 'No events yet'],
  events: ['Create New Event', 'Created', 'Participants', 'Photos', 'View Event', 'Manage on this phone', 'This phone can manage this event', 'Open on this phone'],
  orders: ['Unlinked Orders', 'Paid packages not yet linked', 'Link to event', 'Event for', 'Orders for', 'Payment Pending', 'Processing', 'pre event', 'Other purchases'],
  addons: ['Keep the gallery open longer', 'Gallery open until', 'Gallery extension', 'days'],
  event: ['Event Admin', 'Gallery open until', 'This phone can manage the event', 'Enter Event', 'Organizer Dashboard', 'Participants', 'Photos', 'Code'],
};

/**
 * English left on the page: a short text as the whole text of an element, a sentence anywhere in the page's
 * text, and any of them as an accessible name (aria-label) or a document title.
 */
const englishLeft = (page: Page, texts: readonly string[]): Promise<string[]> =>
  page.evaluate((list) => {
    const elements = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.offsetParent !== null || el.getClientRects().length > 0);
    const own = new Set(elements.map((el) => (el.innerText ?? '').trim()));
    const words = document.body.innerText;
    const labels = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '');
    return list.filter((text) => {
      const wordRe = new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
      return own.has(text) || wordRe.test(words) || labels.some((l) => wordRe.test(l)) || document.title === text;
    });
  }, texts);

async function layoutProblems(page: Page, screen: string): Promise<string[]> {
  const problems = await seriousAxeFindings(page, screen);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${screen}: scrolls sideways by ${overflow}px`);
  for (const small of await smallTouchTargets(page)) problems.push(`${screen}: small target ${small}`);
  return problems;
}

async function checkScreen(page: Page, screen: string, english: readonly string[]): Promise<string[]> {
  const left = await englishLeft(page, english);
  return [...left.map((text) => `${screen}: English left: "${text}"`), ...(await layoutProblems(page, screen))];
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

const inAMonth = (): string => new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);

/** A paid personal medium package (as /pricing orders it, paid on the emulator's hosted page) and an event made on "this phone". */
async function paidPackageAndEvent(): Promise<{ order: CreateOrderResponse['order']; created: CreateEventResponse }> {
  const geo = await api<{ country: string; geoToken: string }>('/api/geo');
  const q = quote({ kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: [] }, geo.country);
  const { order, accessToken } = await api<CreateOrderResponse>('/api/orders', {
    method: 'POST',
    body: {
      orderType: 'pre_event',
      productType: 'raw_archive',
      eventTitle: TITLE,
      eventDate: inAMonth(),
      productDetails: { eventType: 'personal', eventSize: 'medium', selectedAddOns: [] },
      customerInfo: { name: 'Ioana Marin', email: EMAIL },
      subtotalAmount: q.subtotal,
      shippingCost: q.shipping,
      totalAmount: q.total,
      currency: q.currency,
      countryCode: geo.country,
      metadata: { eventName: TITLE, eventDate: inAMonth(), organizerName: 'Ioana Marin' },
      geoToken: geo.geoToken,
      locale: 'ro',
    },
  });
  const checkout = await api<CheckoutResponse>(`/api/orders/${order.id}/checkout`, { method: 'POST', body: {}, orderToken: accessToken });
  const act = await fetch(`${urls.stripe}/_test/sessions/${checkout.sessionId}/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'pay' }),
  });
  expect(act.status).toBe(200);
  await expect
    .poll(async () => (await api<{ paid: boolean }>(`/api/orders/${order.id}/payment-confirmation`, { method: 'POST', body: {}, orderToken: accessToken })).paid, { timeout: 15_000 })
    .toBe(true);
  const created = await api<CreateEventResponse>('/api/events', { method: 'POST', body: { title: TITLE, organizerName: 'Ioana Marin' } });
  return { order, created };
}

/** The sign-in code e-mailed after `seen` mails: the one whose subject ends in it (in either language: "…: 123456"). */
async function codeFromInbox(seen: number): Promise<{ code: string; subject: string }> {
  let found: { code: string; subject: string } | null = null;
  await expect
    .poll(
      async () => {
        const mail = (await readInbox(urls.ses, EMAIL)).slice(seen).findLast((m) => /:\s*\d{6}$/.test(m.subject));
        const m = mail ? /(\d{6})$/.exec(mail.subject) : null;
        found = m?.[1] && mail ? { code: m[1], subject: mail.subject } : null;
        return found !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The signed-in session, for the laptop. */
let session: { token: string; info: string } | null = null;

describe('the organizer portal in Romanian', () => {
  it('ro-RO 360×640: sign-in with the e-mailed code, the dashboard’s tabs, linking the package, the event’s view — all Romanian; the switch turns it English and back', async () => {
    const { order, created } = await paidPackageAndEvent();
    const { event } = created;
    const problems: string[] = [];
    const page = await phones.open({ locale: LOCALE, viewport: { width: 360, height: 640 } });
    // This phone created the event (its creator credential, kept as the create-event flow keeps it).
    await page.addInitScript(
      ({ key, value }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      { key: `candid:creator:${event.code}`, value: JSON.stringify({ ...created, organizerName: 'Ioana Marin', savedAt: new Date().toISOString() }) },
    );

    // The sign-in, in the browser's language.
    await page.goto('/organizer');
    await page.getByRole('heading', { level: 1, name: 'Panoul organizatorului' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
    expect(await page.getByRole('button', { name: 'Română' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('link', { name: 'Înapoi la pagina principală' }).getAttribute('href')).toBe('/');
    problems.push(...(await checkScreen(page, 'sign-in', ENGLISH.signIn)));
    await screenshot(page, 'i18n-organizer-01-sign-in');

    const seen = (await readInbox(urls.ses, EMAIL)).length;
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Numele evenimentului').fill('ioanei');
    const codeRequest = page.waitForRequest((r) => r.url().endsWith('/api/organizer/auth/code') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Intră în panou' }).click();
    // The e-mail is written in the language of the sign-in: the request says which.
    expect((await codeRequest).postDataJSON()).toEqual({ email: EMAIL, eventName: 'ioanei', locale: 'ro' });

    // The code step: the server's answer in Romanian; the code from the e-mail, itself Romanian.
    const codeField = page.getByLabel('Codul de 6 cifre');
    await codeField.waitFor();
    await page.getByRole('status').filter({ hasText: `Dacă de pe acest e-mail s-a cumpărat un pachet, am trimis un cod la ${EMAIL}.` }).waitFor();
    await page.getByRole('button', { name: /^Trimite un cod nou \(\d+ s\)$/ }).waitFor();
    problems.push(...(await checkScreen(page, 'code step', [...ENGLISH.signIn.filter((t) => t !== 'Organizer Dashboard' && t !== 'Back to Main'), ...ENGLISH.code])));
    await screenshot(page, 'i18n-organizer-02-code');
    const mailed = await codeFromInbox(seen);

    await codeField.fill(mailed.code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Intră în panou' }).click();
    await page.getByRole('alert').filter({ hasText: 'Cod greșit. Verifică e-mailul și încearcă din nou.' }).waitFor();
    problems.push(...(await checkScreen(page, 'wrong code', ENGLISH.code)));
    await codeField.fill(mailed.code);
    await page.getByRole('button', { name: 'Intră în panou' }).click();

    // Overview: the package is not linked yet.
    await page.getByText(`Conectat ca ${EMAIL}`).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Sumar', 'Evenimente', 'Comenzi', 'Extra']);
    // The four Romanian labels fit their row at 360 px: none clipped, none sticking out.
    const tabsOut = await page.getByRole('tablist').evaluate((list) => {
      const row = list.getBoundingClientRect();
      return [...list.children]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return box.left < row.left - 0.5 || box.right > row.right + 0.5 || tab.scrollWidth > tab.clientWidth + 1;
        })
        .map((tab) => `${tab.textContent}: ${tab.scrollWidth} in ${tab.clientWidth}`);
    });
    expect(tabsOut).toEqual([]);
    await page.getByText('Total cheltuit', { exact: true }).waitFor();
    expect(await page.getByText('Total cheltuit', { exact: true }).locator('..').locator('dd').textContent()).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\sRON$/);
    problems.push(...(await checkScreen(page, 'overview (no event)', ENGLISH.dashboard)));
    await screenshot(page, 'i18n-organizer-03-overview');

    // Orders: the unlinked package, linked here to the event this phone created.
    await page.getByRole('tab', { name: 'Comenzi' }).click();
    await page.getByRole('heading', { name: 'Comenzi nelegate' }).waitFor();
    expect(await page.getByLabel(`Evenimentul pentru ${order.orderNumber}`).inputValue()).toBe(event.code);
    problems.push(...(await checkScreen(page, 'orders (unlinked)', [...ENGLISH.dashboard, ...ENGLISH.orders])));
    await screenshot(page, 'i18n-organizer-04-unlinked');
    await page.getByRole('button', { name: 'Leagă de eveniment' }).click();
    const grouped = page.getByRole('list', { name: `Comenzi pentru ${TITLE}` });
    await grouped.waitFor();
    expect(await grouped.textContent()).toContain(order.orderNumber);
    expect(await grouped.textContent()).toContain('înainte de eveniment');
    problems.push(...(await checkScreen(page, 'orders (linked)', [...ENGLISH.dashboard, ...ENGLISH.orders])));
    await screenshot(page, 'i18n-organizer-05-orders');

    // Overview again: the event, counts in Romanian.
    await page.getByRole('tab', { name: 'Sumar' }).click();
    const recent = page.getByRole('list', { name: 'Cele mai recente evenimente' });
    await recent.waitFor();
    expect(await recent.textContent()).toMatch(/În așteptare · Cod [A-Z0-9]{6}/);
    expect(await recent.textContent()).toMatch(/0 participanți · 0 fotografii · [\d.,]+\sRON cheltuiți/);
    problems.push(...(await checkScreen(page, 'overview', ENGLISH.dashboard)));

    // Add-ons: the extensions, priced.
    await page.getByRole('tab', { name: 'Extra' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Prelungește galeria cu 30 de zile · / }).count()).toBe(1);
    await page.getByRole('button', { name: /^Prelungește galeria cu 7 zile · / }).waitFor();
    problems.push(...(await checkScreen(page, 'add-ons', [...ENGLISH.dashboard, ...ENGLISH.addons])));
    await screenshot(page, 'i18n-organizer-06-addons');

    // Events: the card.
    await page.getByRole('tab', { name: 'Evenimente' }).click();
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();
    expect(await card.locator('dl').textContent()).toMatch(new RegExp(`^Cod${event.code}Creat.+Participanți0Fotografii0Comenzi1Total cheltuit`));
    expect(await card.getByRole('link', { name: /^Vezi evenimentul/ }).getAttribute('href')).toBe(`/event/${event.code}`);
    problems.push(...(await checkScreen(page, 'events', [...ENGLISH.dashboard, ...ENGLISH.events])));
    await screenshot(page, 'i18n-organizer-07-events');
    session = await page.evaluate(() => ({ token: localStorage.getItem('aln_organizer_token') ?? '', info: localStorage.getItem('aln_organizer_info') ?? '' }));

    // The switch: English, then Romanian again; <html lang> follows, the choice is kept on the device.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Events' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByText(`Signed in as ${EMAIL}`).waitFor();
    // The English finder finds English where there is some (so its empty answers above mean something).
    expect(await englishLeft(page, ['Signed in as', 'Overview', 'Events', 'Total Spent', 'View Event', 'Your events'])).toEqual(['Signed in as', 'Overview', 'Events', 'Total Spent', 'View Event', 'Your events']);
    expect(await page.evaluate(() => localStorage.getItem('candid:lang'))).toBe('en');
    await page.getByRole('button', { name: 'Română' }).click();
    await page.getByRole('tab', { name: 'Evenimente' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');

    // The event's view, opened on this phone.
    await card.getByRole('link', { name: /^Deschide pe acest telefon/ }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Intră în eveniment' }).waitFor();
    expect(await page.locator('.organizer-facts').textContent()).toMatch(/^Participanți0Fotografii0Galeria este deschisă până la\d/);
    problems.push(...(await checkScreen(page, 'event view', ENGLISH.event)));
    await screenshot(page, 'i18n-organizer-08-event');

    expect(problems).toEqual([]);
  });

  it('ro-RO laptop 1280×800: the dashboard’s tabs in Romanian, no English, axe clean', async () => {
    expect(session).not.toBeNull();
    const context = phones.track(await phones.browser.newContext({ baseURL: urls.site, locale: LOCALE, viewport: { width: 1280, height: 800 } }));
    const page = await context.newPage();
    await page.goto('/organizer');
    await page.evaluate((s) => {
      localStorage.setItem('aln_organizer_token', s.token);
      localStorage.setItem('aln_organizer_info', s.info);
    }, session!);
    await page.goto('/organizer/dashboard');
    await page.getByText(`Conectat ca ${EMAIL}`).waitFor();
    const problems: string[] = [];
    const tabs: [string, readonly string[]][] = [
      ['Sumar', ENGLISH.dashboard],
      ['Evenimente', [...ENGLISH.dashboard, ...ENGLISH.events]],
      ['Comenzi', [...ENGLISH.dashboard, ...ENGLISH.orders]],
      ['Extra', [...ENGLISH.dashboard, ...ENGLISH.addons]],
    ];
    for (const [tab, english] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      const left = await englishLeft(page, english);
      problems.push(...left.map((text) => `laptop ${tab}: English left: "${text}"`), ...(await seriousAxeFindings(page, `laptop ${tab}`)));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`laptop ${tab}: scrolls sideways by ${overflow}px`);
      await screenshot(page, `i18n-organizer-laptop-${tab.toLowerCase()}`);
    }
    expect(problems).toEqual([]);
  });
});

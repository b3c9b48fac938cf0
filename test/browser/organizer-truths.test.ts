import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import { eventViewSchema } from '../../shared/schemas/events.js';
import type { OrderResponse } from '../../shared/schemas/orders.js';
import { screenshot, usePhones } from '../support/browser.js';
import { readInbox } from '../support/inbox.js';
import { layoutProblems } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { payThroughEmulator } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/**
 * Issue #29 item 4, "the organizer portal says what happened", on a phone (390×844), a short phone (360×640)
 * and a laptop (1440×900), in English and Romanian: the code step says one thing ("If this e-mail bought a
 * package, we sent a code to …"); the order number links to the order page (its full view, by the view key
 * the dashboard got from the server) and names the product; a gallery extension bought from the portal ends
 * on a page with the new date and a way back to the portal, which shows the same date; "Manage on this
 * phone" → "Enter Event" opens the event; an invalid or expired session shows "Authentication required"
 * with the sign-in form.
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
const api = siteApi(urls.site);

type Lang = 'en' | 'ro';
interface Config {
  name: string;
  lang: Lang;
  viewport: { width: number; height: number };
  laptop?: boolean;
}

/** The words each check reads, in each language (the catalogues' texts, written out: a test of the translation too). */
const WORDS = {
  en: {
    email: 'Email',
    eventName: 'Event Name',
    access: 'Access Dashboard',
    code: '6-digit code',
    codeSent: (email: string) => `If this e-mail bought a package, we sent a code to ${email}.`,
    contradiction: /on its way|We sent it to/,
    signedInAs: (email: string) => `Signed in as ${email}`,
    tabs: { events: 'Events', orders: 'Orders', addons: 'Add-ons' },
    ordersFor: (title: string) => `Orders for ${title}`,
    packageName: /^Event package · Medium \(personal\)$/,
    extensionName: 'Gallery extension (7 days)',
    extend7: /^Gallery extension \+7 days/,
    openUntil: 'Gallery open until ',
    extendedTitle: 'Gallery extended',
    extendedLead: (title: string, date: string) => `The gallery of ${title} now stays open until ${date}.`,
    archiveNote: 'Your archive is being prepared',
    goToGallery: 'Go to Gallery',
    backToPortal: 'Back to the organizer portal',
    manage: 'Manage on this phone',
    openOnPhone: /^Open on this phone/,
    yourName: 'Your Name',
    enter: 'Enter Event',
    eventCreated: 'Event Created!',
    authRequired: 'Authentication required',
    signInLink: 'Organizer sign-in',
    continueHere: 'Continue on this device',
  },
  ro: {
    email: 'E-mail',
    eventName: 'Numele evenimentului',
    access: 'Intră în panou',
    code: 'Codul de 6 cifre',
    codeSent: (email: string) => `Dacă de pe acest e-mail s-a cumpărat un pachet, am trimis un cod la ${email}.`,
    contradiction: /pe drum|L-am trimis/,
    signedInAs: (email: string) => `Conectat ca ${email}`,
    tabs: { events: 'Evenimente', orders: 'Comenzi', addons: 'Extra' },
    ordersFor: (title: string) => `Comenzi pentru ${title}`,
    packageName: /^Pachet pentru eveniment · Mediu \(personal\)$/,
    extensionName: 'Galerie prelungită (7 zile)',
    extend7: /^Prelungește galeria cu 7 zile/,
    openUntil: 'Galeria este deschisă până la ',
    extendedTitle: 'Galerie prelungită',
    extendedLead: (title: string, date: string) => `Galeria evenimentului ${title} rămâne deschisă până la ${date}.`,
    archiveNote: 'Arhiva ta se pregătește',
    goToGallery: 'Mergi la galerie',
    backToPortal: 'Înapoi la panoul organizatorului',
    manage: 'Gestionează de pe acest telefon',
    openOnPhone: /^Deschide pe acest telefon/,
    yourName: 'Numele tău',
    enter: 'Intră în eveniment',
    eventCreated: 'Eveniment creat!',
    authRequired: 'Autentificare necesară',
    signInLink: 'Conectare organizator',
    continueHere: 'Continuă pe acest dispozitiv',
  },
} as const;

const CONFIGS: Config[] = [
  { name: 'en 390×844', lang: 'en', viewport: { width: 390, height: 844 } },
  { name: 'ro 360×640', lang: 'ro', viewport: { width: 360, height: 640 } },
  { name: 'ro 1440×900', lang: 'ro', viewport: { width: 1440, height: 900 }, laptop: true },
  { name: 'en 360×640', lang: 'en', viewport: { width: 360, height: 640 } },
];

const openDevice = async (config: Config): Promise<BrowserContext> => {
  const locale = config.lang === 'ro' ? 'ro-RO' : 'en-US';
  if (config.laptop) return phones.track(await phones.browser.newContext({ baseURL: urls.site, locale, viewport: config.viewport }));
  return phones.context({ locale, viewport: config.viewport });
};

/** A paid, linked personal medium package and its event, made over the API (their screens are other tests'). */
async function paidEvent(tag: string): Promise<{ email: string; title: string; code: string; orderNumber: string }> {
  const email = `truths.${tag}.${Date.now()}@example.com`;
  const title = `Truths ${tag} party`;
  const order = await api.createPackageOrder({ eventType: 'personal', eventSize: 'medium', addOns: [] }, { name: 'Ana Pop', email });
  await payThroughEmulator(urls, { id: order.order.id, accessToken: order.accessToken });
  await expect.poll(async () => (await api.http<OrderResponse>('GET', `/api/orders/${order.order.id}`, { orderToken: order.accessToken })).order.status).toBe('processing');
  const created = await api.http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Ana' } });
  await api.http('POST', '/api/link-order', { token: created.creatorToken, orderToken: order.accessToken, body: { orderId: order.order.id, eventId: created.event.id, customerEmail: email } });
  return { email, title, code: created.event.code, orderNumber: order.order.orderNumber };
}

/** The sign-in code e-mailed to `email` after `seen` mails (the subject ends in it, in either language). */
async function codeFromInbox(email: string, seen: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await readInbox(urls.ses, email)).slice(seen).findLast((m) => /:\s*\d{6}$/.test(m.subject));
      code = mail ? (/(\d{6})$/.exec(mail.subject)?.[1] ?? '') : '';
      return code !== '';
    })
    .toBe(true);
  return code;
}

const galleryExpiry = async (code: string): Promise<string> => eventViewSchema.parse(await api.http('GET', `/api/events/${code}`)).galleryExpiresAt;

describe.each(CONFIGS)('the organizer portal says what happened ($name)', (config) => {
  it('sign-in sentence, order links naming the product, the extension’s new date and way back, Enter Event opens the event, an invalid session asks to sign in', async () => {
    const w = WORDS[config.lang];
    const shot = config.name.replace(/[ ×]/g, '-');
    const { email, title, code, orderNumber } = await paidEvent(shot);
    const problems: string[] = [];
    const device = await openDevice(config);
    const page = await device.newPage();

    // 1. The code step says one thing, in one sentence.
    await page.goto('/organizer');
    const seen = (await readInbox(urls.ses, email)).length;
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.eventName).fill(title.slice(7, 14));
    await page.getByRole('button', { name: w.access }).click();
    await page.getByLabel(w.code).waitFor();
    const sent = page.getByRole('status').filter({ hasText: email });
    expect((await sent.textContent())?.trim()).toBe(w.codeSent(email));
    expect(await page.locator('main').textContent()).not.toMatch(w.contradiction);
    problems.push(...(await layoutProblems(page, `${config.name} code step`)));
    await screenshot(page, `organizer-truths-${shot}-1-code`);
    await page.getByLabel(w.code).fill(await codeFromInbox(email, seen));
    await page.getByRole('button', { name: w.access }).click();
    await page.getByText(w.signedInAs(email)).waitFor();

    // 3. The order number is a link to its order page, with the product named next to it.
    await page.getByRole('tab', { name: w.tabs.orders }).click();
    const orders = page.getByRole('list', { name: w.ordersFor(title) });
    await orders.waitFor();
    const orderLink = orders.getByRole('link', { name: orderNumber });
    const href = (await orderLink.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/order/${orderNumber}\\?v=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect((await orders.getByTestId('organizer-order-product').first().textContent())?.trim()).toMatch(w.packageName);
    problems.push(...(await layoutProblems(page, `${config.name} orders`)));
    await screenshot(page, `organizer-truths-${shot}-2-orders`);
    await orderLink.click();
    await page.waitForURL((url) => url.pathname === `/order/${orderNumber}`);
    // The full view (the key the server issued for this order): the buyer's e-mail unmasked, the key gone from the address bar.
    await page.getByText(email, { exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.goBack();
    await page.getByText(w.signedInAs(email)).waitFor();

    // 4. A gallery extension: paid on the hosted page, then the new date and the way back to the portal.
    const before = await galleryExpiry(code);
    await page.getByRole('tab', { name: w.tabs.addons }).click();
    const addOn = page.getByRole('article', { name: new RegExp(title) });
    const shownBefore = (await addOn.getByText(w.openUntil).textContent())?.trim() ?? '';
    await addOn.getByRole('button', { name: w.extend7 }).click();
    await page.waitForURL((url) => url.origin === new URL(urls.stripe).origin);
    await page.getByRole('button', { name: /^Pay [\d.]+ [A-Z]{3}$/ }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await page.getByRole('heading', { level: 1, name: w.extendedTitle }).waitFor();
    // The page names the new end as soon as the extension is applied (by this page's check or the webhook).
    const opening = w.extendedLead(title, '').slice(0, -1);
    await expect.poll(async () => (await page.getByTestId('gallery-extended').textContent())?.startsWith(opening)).toBe(true);
    const after = await galleryExpiry(code);
    expect(Date.parse(after) - Date.parse(before)).toBe(7 * 24 * 3600_000);
    const lead = (await page.getByTestId('gallery-extended').textContent())?.trim() ?? '';
    const date = lead.slice(w.extendedLead(title, '').length - 1, -1);
    expect(lead).toBe(w.extendedLead(title, date));
    expect(shownBefore).not.toContain(date);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toContain(w.archiveNote);
    expect(await page.getByRole('link', { name: w.goToGallery }).count()).toBe(0);
    expect(await page.getByTestId('order-product').textContent()).toBe(w.extensionName);
    problems.push(...(await layoutProblems(page, `${config.name} extension paid`)));
    await screenshot(page, `organizer-truths-${shot}-3-extended`);
    await page.getByRole('link', { name: w.backToPortal }).click();
    await page.getByText(w.signedInAs(email)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/organizer/dashboard');
    await page.getByRole('tab', { name: w.tabs.addons }).click();
    expect((await page.getByRole('article', { name: new RegExp(title) }).getByText(w.openUntil).textContent())?.trim()).toBe(`${w.openUntil}${date}`);
    // The extension is an order of the event too, named for what it is.
    await page.getByRole('tab', { name: w.tabs.orders }).click();
    await expect.poll(() => page.getByRole('list', { name: w.ordersFor(title) }).getByTestId('organizer-order-product').allTextContents()).toContain(w.extensionName);

    // 5. Manage on this phone → Open on this phone → Enter Event: the event itself, not "Event Created!".
    await page.getByRole('tab', { name: w.tabs.events }).click();
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: w.manage }).click();
    await card.getByRole('link', { name: w.openOnPhone }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByLabel(w.yourName).fill('Ana');
    problems.push(...(await layoutProblems(page, `${config.name} event view`)));
    await screenshot(page, `organizer-truths-${shot}-4-enter`);
    await page.getByRole('button', { name: w.enter }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // A laptop first meets the app's "made for phones" notice (as any guest would), then the event.
    if (config.laptop) await page.getByRole('button', { name: w.continueHere }).click();
    await page.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await page.getByRole('heading', { name: w.eventCreated }).count()).toBe(0);
    await screenshot(page, `organizer-truths-${shot}-5-event`);

    // 2. A session the server no longer accepts: "Authentication required" with the sign-in form, on the dashboard's address and the event's view.
    await page.evaluate(() => localStorage.setItem('aln_organizer_token', `${localStorage.getItem('aln_organizer_token') ?? ''}x`));
    await page.goto('/organizer/dashboard');
    await page.getByRole('alert').filter({ hasText: w.authRequired }).waitFor();
    await page.getByLabel(w.email, { exact: true }).waitFor();
    await page.getByRole('button', { name: w.access }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('aln_organizer_token'))).toBeNull();
    problems.push(...(await layoutProblems(page, `${config.name} session refused`)));
    await screenshot(page, `organizer-truths-${shot}-6-auth-required`);

    expect(problems).toEqual([]);
  });
});

describe('an expired organizer session (8 hours on)', () => {
  it.each(CONFIGS.slice(0, 2))('$name: the dashboard’s address and the event’s view say "Authentication required" and offer the sign-in', async (config) => {
    const w = WORDS[config.lang];
    const shot = `expired-${config.name.replace(/[ ×]/g, '-')}`;
    const { email, title, code } = await paidEvent(shot);
    const device = await openDevice(config);
    const page = await device.newPage();
    await page.goto('/organizer');
    const seen = (await readInbox(urls.ses, email)).length;
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.eventName).fill(title);
    await page.getByRole('button', { name: w.access }).click();
    await page.getByLabel(w.code).fill(await codeFromInbox(email, seen));
    await page.getByRole('button', { name: w.access }).click();
    await page.getByText(w.signedInAs(email)).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('aln_organizer_token'));
    const problems: string[] = [];

    await api.http('POST', '/__test__/clock', { body: { offsetMs: 8 * 3600_000 + 60_000 } });
    try {
      // The event's view first (the session is still on the phone): Manage on this phone is refused.
      await page.goto(`/event/${code}`);
      await page.getByRole('button', { name: w.manage }).click();
      await page.getByRole('alert').filter({ hasText: w.authRequired }).waitFor();
      await page.getByRole('link', { name: w.signInLink }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('aln_organizer_token'))).toBeNull();
      problems.push(...(await layoutProblems(page, `${config.name} event view, session expired`)));
      await screenshot(page, `organizer-truths-${shot}-event`);

      // The dashboard's address with the expired token: the notice and the form, not a dead end.
      await page.evaluate((t) => localStorage.setItem('aln_organizer_token', t ?? ''), token);
      await page.goto('/organizer/dashboard');
      await page.getByRole('alert').filter({ hasText: w.authRequired }).waitFor();
      await page.getByLabel(w.email, { exact: true }).fill(email);
      // Typing starts a new sign-in: the notice has done its job.
      await expect.poll(() => page.getByRole('alert').count()).toBe(0);
      problems.push(...(await layoutProblems(page, `${config.name} dashboard, session expired`)));
      await screenshot(page, `organizer-truths-${shot}-dashboard`);
    } finally {
      await api.http('POST', '/__test__/clock', { body: { offsetMs: 0 } });
    }
    expect(problems).toEqual([]);
  });
});

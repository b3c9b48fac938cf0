import { describe, expect, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { OrderResponse } from '../../shared/schemas/orders.js';
import type { OrganizerSignInResponse } from '../../shared/schemas/organizer.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { personNameKey } from '../../shared/rules/code-and-name.js';
import { screenshot, usePhones } from '../support/browser.js';
import { readInbox } from '../support/inbox.js';
import { expectAccessible } from '../support/page-helpers.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';
import { siteApi } from '../support/site-api.js';
import { payThroughEmulator } from '../support/staff-browser.js';
import createEn from '../../web/src/i18n/catalogues/create/en.js';
import createRo from '../../web/src/i18n/catalogues/create/ro.js';
import eventEn from '../../web/src/i18n/catalogues/event/en.js';
import eventRo from '../../web/src/i18n/catalogues/event/ro.js';
import firstEn from '../../web/src/i18n/catalogues/first/en.js';
import firstRo from '../../web/src/i18n/catalogues/first/ro.js';

/*
 * "Sign out other phones" (the organizer portal) seen from the phone that was signed out while it still shows its
 * Event Created screen: Enter Event goes through the join call, which refuses the old creator credential (401
 * CREATOR_SIGNED_OUT). The form says why, in the phone's language — never the server's English in Romanian. The
 * lobby's join form says the same when the phone joins again under the name it had entered with (its saved proof
 * of that name carries the old creator rights).
 */
const { urls } = ownStack();
const phones = usePhones(urls.site);
const { http: api, createPackageOrder } = siteApi(urls.site);

const LANGS = {
  en: { locale: 'en-US', first: firstEn, create: createEn, signedOut: eventEn.errors.CREATOR_SIGNED_OUT },
  ro: { locale: 'ro-RO', first: firstRo, create: createRo, signedOut: eventRo.errors.CREATOR_SIGNED_OUT },
} as const;

let seq = 0;

/**
 * What the organizer does elsewhere, over the API: a package paid for with `email` and linked to the event with the
 * phone's creator credential (so the event is the organizer's), the e-mailed sign-in code, then "Sign out other
 * phones" on the event.
 */
async function signOutOtherPhones(code: string, creatorToken: string, eventId: string, title: string): Promise<void> {
  const email = `signed-out-${Date.now()}-${++seq}@example.com`;
  const order = await createPackageOrder({ eventType: 'personal', eventSize: 'medium', addOns: [] }, { name: 'Ana Pop', email });
  await payThroughEmulator(urls, { id: order.order.id, accessToken: order.accessToken });
  const status = async () => (await api<OrderResponse>('GET', `/api/orders/${order.order.id}`, { orderToken: order.accessToken })).order.status;
  await expect.poll(status, { timeout: 15_000 }).toBe('processing');
  await api('POST', '/api/link-order', { token: creatorToken, orderToken: order.accessToken, body: { orderId: order.order.id, eventId, customerEmail: email } });

  await api('POST', '/api/organizer/auth/code', { body: { email, eventName: title } });
  let signInCode = '';
  await expect
    .poll(
      async () => {
        const mail = (await readInbox(urls.ses, email)).findLast((m) => /:\s*\d{6}$/.test(m.subject));
        signInCode = /(\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
        return signInCode !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const { token } = await api<OrganizerSignInResponse>('POST', '/api/organizer/auth/login', { body: { email, code: signInCode } });
  await api<CreateEventResponse>('POST', `/api/organizer/events/${code}/manage`, { token, body: { signOutOtherPhones: true } });
}

describe('a phone signed out of managing its event, on its Event Created screen', () => {
  for (const [lang, viewport] of [
    ['ro', { width: 360, height: 640 }],
    ['en', { width: 360, height: 640 }],
    ['ro', { width: 390, height: 664 }],
  ] as const) {
    it(`${lang} at ${viewport.width}×${viewport.height}: Enter Event says the organizer signed out other phones, in the phone's language`, async () => {
      const { locale, first, create, signedOut } = LANGS[lang];
      const page = await phones.open({ locale, viewport });
      const title = `Lost Phone Party ${lang} ${viewport.width}`;

      // The phone creates the event and stays on Event Created.
      await page.goto('/');
      await page.getByRole('button', { name: first.lobby.createTitle }).click();
      await page.getByLabel(create.createEvent.eventTitle).fill(title);
      await page.getByLabel(create.createEvent.organizerName).fill('Ana');
      await page.getByRole('button', { name: create.createEvent.submit }).click();
      await page.getByRole('heading', { name: create.eventCreated.title }).waitFor();
      const code = (await page.locator('.created__code').textContent())?.trim() ?? '';
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      const creator = await page.evaluate((c) => JSON.parse(localStorage.getItem(`candid:creator:${c}`) ?? '{}') as { creatorToken?: string; event?: { id?: string } }, code);
      expect(creator.creatorToken).toBeTruthy();

      // Meanwhile the organizer, signed in on another phone, signs the other phones out.
      await signOutOtherPhones(code, creator.creatorToken!, creator.event!.id!, title);

      // The signed-out phone presses Enter Event: the form tells why, in its language.
      const form = page.getByRole('form', { name: create.eventCreated.enterTitle });
      await form.getByRole('button', { name: create.eventCreated.enterEvent }).click();
      const alert = form.getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(signedOut);
      if (lang === 'ro') expect(await page.getByText(eventEn.errors.CREATOR_SIGNED_OUT).count(), 'English left in Romanian').toBe(0);
      // Still on Event Created, nothing sideways, axe clean.
      await page.getByRole('heading', { name: create.eventCreated.title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page, `signed-out Enter Event ${lang} ${viewport.width}×${viewport.height}`);
      await screenshot(page, `creator-signed-out-enter-${lang}-${viewport.width}x${viewport.height}`);
    });
  }
});

describe("a phone signed out of managing its event, joining again from the lobby under the name it entered with", () => {
  it("ro at 360×640: the lobby's join form says the organizer signed out other phones, in Romanian", async () => {
    const { locale, first, signedOut } = LANGS.ro;
    const title = 'Lost Phone Lobby';
    const created = await api<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Ana' } });
    const code = created.event.code;
    // The phone entered as the organizer (creator rights in its session token), then was signed out.
    const entered = await api<SessionResponse>('POST', `/api/events/${code}/join`, { token: created.creatorToken, body: { name: 'Ana' } });
    await signOutOtherPhones(code, created.creatorToken, created.event.id, title);

    // Its session was dropped when the server refused it; the proof of the name it joined as stays on the phone.
    const context = await phones.context({ locale, viewport: { width: 360, height: 640 } });
    await context.addInitScript(
      ({ key, value }) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage.
        }
      },
      { key: `candid:names:${code}`, value: JSON.stringify({ [personNameKey('Ana')]: entered.token }) },
    );
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: first.lobby.joinTitle }).click();
    await page.getByLabel(first.join.codeLabel).fill(code);
    await page.getByLabel(first.join.nameLabel).fill('Ana');
    await page.getByRole('button', { name: first.join.submit }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(signedOut);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'signed-out lobby join ro 360×640');
    await screenshot(page, 'creator-signed-out-lobby-join-ro-360x640');
  });
});

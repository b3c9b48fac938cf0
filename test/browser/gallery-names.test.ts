import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../../shared/constants.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { usePhones } from '../support/browser.js';
import { drawCards } from '../support/drawn-cards.js';
import { holdSession } from '../support/page-helpers.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 29.5: a gallery card on a phone shows the guest's whole name, or cuts it with an ellipsis and shows it
 * whole while the card has focus or after a long press (the long press on the page's own clock, not the wall's).
 */
const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);

const LONG_NAME = 'Alexandrina Constantinescu-Ionescu'.slice(0, NAME_MAX_LENGTH);
let code = '';
let guest: SessionResponse;
/** A guest with a name of ordinary length, for the card's meta line. */
let gus: SessionResponse;
beforeAll(async () => {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Names', organizerName: 'Ana' } });
  code = created.event.code;
  guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: LONG_NAME } });
  await http('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  gus = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gus Popescu' } });
  const [card, other] = await drawCards(phones.browser, [{ label: 'Name', hue: 200 }, { label: 'Gus', hue: 20 }]);
  await uploadPhoto(code, guest.token, card!);
  await uploadPhoto(code, gus.token, other!);
});

/** The card's name as shown: its text, and whether all of it is visible (no ellipsis). */
const shownName = (page: Page) =>
  page.locator('.card-photo__name').first().evaluate((el) => ({ text: el.textContent, whole: el.scrollWidth <= el.clientWidth, title: el.getAttribute('title') }));

describe.each([
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])('gallery card names at $width×$height', (viewport) => {
  it('a long name ends in an ellipsis, and shows whole on focus and after a long press', async () => {
    const page = await phones.open({ viewport });
    await page.clock.install();
    await holdSession(page.context(), guest);
    await page.goto(`/gallery?event=${code}&user=${encodeURIComponent(guest.participant.name)}`);
    await page.locator('.card-photo__name').first().waitFor();
    expect(await shownName(page)).toEqual({ text: LONG_NAME, whole: false, title: LONG_NAME });

    await page.getByRole('button', { name: new RegExp(`Download .*${LONG_NAME.slice(0, 10)}`) }).first().focus();
    expect((await shownName(page)).whole).toBe(true);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect((await shownName(page)).whole).toBe(false);

    const box = (await page.locator('.card-photo__name').first().boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(600);
    await page.mouse.up();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(async () => (await shownName(page)).whole).toBe(true);
  });
});

describe.each([
  { locale: 'en-US', width: 360, height: 640 },
  { locale: 'ro-RO', width: 360, height: 640 },
  { locale: 'ro-RO', width: 390, height: 664 },
])('a card of the guest\'s own photo ($locale, $width×$height)', ({ locale, ...viewport }) => {
  it('shows an ordinary name and the day and time whole, and its two buttons (manage, download) inside the card', async () => {
    const page = await phones.open({ viewport, locale });
    await holdSession(page.context(), gus);
    await page.goto(`/gallery?event=${code}&user=${encodeURIComponent(gus.participant.name)}`);
    const card = page.locator('.card-photo').first();
    await card.locator('.card-photo__manage').waitFor();
    const shown = await card.evaluate((el) => {
      const whole = (sel: string) => {
        const part = el.querySelector(sel) as HTMLElement;
        return { text: part.textContent, whole: part.scrollWidth <= part.clientWidth };
      };
      const box = el.getBoundingClientRect();
      const buttons = [...el.querySelectorAll('.card-photo__meta button')].map((b) => b.getBoundingClientRect());
      return { name: whole('.card-photo__name'), time: whole('.card-photo__time'), buttonsInside: buttons.length === 2 && buttons.every((b) => b.left >= box.left - 0.5 && b.right <= box.right + 0.5) };
    });
    expect(shown.name).toEqual({ text: 'Gus Popescu', whole: true });
    expect(shown.time.whole, `the day and time "${shown.time.text}"`).toBe(true);
    expect(shown.buttonsInside).toBe(true);
  });
});

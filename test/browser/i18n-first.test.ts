import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import { usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible, smallTouchTargets } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 20 on the guest's first screens (the `first` area): a Romanian phone (locale ro-RO) gets the lobby,
 * its join mode and an event link's direct join in Romanian, with no English left, no sideways scroll at
 * 360 px and 390 px, axe clean and 44 px targets; the language switch changes the language, `<html lang>`
 * follows and the choice outlives a reload.
 */

const { urls } = ownStack();
const { http } = siteApi(urls.site);
const phones = usePhones(urls.site);

const createEvent = (title: string, organizerName: string) =>
  http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName, eventType: 'wedding' } });

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 664 },
] as const;

const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: join(SHOTS, `i18n-first-${name}-${size?.width ?? 0}.png`), scale: 'css' });
}

/** English texts of these screens that must not show on a Romanian phone. */
const ENGLISH = [
  'Join Event',
  'Create Event',
  'View Pricing Plans',
  'Private event platform',
  'Private Events',
  'Easy Sharing',
  'Live Voting',
  'Create your event for free.',
  'Event Code',
  'Your Name',
  'Back',
  'Details',
  'Max Participants',
  'Photos per Person',
  'Back to Main Page',
  'Event code detected! Enter your name to join.',
  'Please enter an event code.',
];

async function expectNoEnglish(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const english of ENGLISH) expect(text.split('\n').map((line) => line.trim()), english).not.toContain(english);
  expect(text).not.toMatch(/Join Event|Create your event|Enter the 6-character|Enter a 6-character/);
}

async function expectFits(page: Page, screen: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${screen}: no sideways scroll`).toBe(true);
  expect(await smallTouchTargets(page), `${screen}: touch targets`).toEqual([]);
  await expectAccessible(page, screen);
}

describe.each(SIZES)('a Romanian phone at $width×$height', (viewport) => {
  it('the lobby in Romanian: heading, actions, guidance, the switch on Română, main actions above the fold', async () => {
    const page = await phones.open({ locale: 'ro-RO', viewport });
    await page.goto('/');
    const join = page.getByRole('button', { name: 'Alătură-te evenimentului' });
    await expect.poll(() => join.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
    await expect.poll(() => page.getByRole('button', { name: 'Creează eveniment' }).isVisible()).toBe(true);
    expect(await page.getByText('Platformă pentru evenimente private').isVisible()).toBe(true);
    expect(await page.getByText(/Galeria rămâne disponibilă 5 zile/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Română' }).getAttribute('aria-pressed')).toBe('true');
    // The switch and both main actions are visible on the first screen, without scrolling.
    for (const control of [page.getByRole('button', { name: 'English' }), join, page.getByRole('button', { name: 'Creează eveniment' })]) {
      const box = await control.boundingBox();
      expect(box && box.y + box.height <= viewport.height, 'above the fold').toBe(true);
    }
    await expectNoEnglish(page);
    await expectFits(page, 'lobby ro');
    await shot(page, 'lobby');
  });

  it('join mode in Romanian, its form rules in Romanian', async () => {
    const page = await phones.open({ locale: 'ro-RO', viewport });
    await page.goto('/');
    await page.getByRole('button', { name: 'Alătură-te evenimentului' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Alătură-te evenimentului' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Alătură-te evenimentului · Candid');
    // A code of spaces counts as empty (the button waits for both fields to hold something).
    await page.getByLabel('Codul evenimentului').fill('   ');
    await page.getByLabel('Numele tău').fill('Ana');
    await page.getByRole('button', { name: 'Alătură-te evenimentului' }).click();
    await expect.poll(() => page.getByText('Introdu codul evenimentului.').isVisible()).toBe(true);
    await page.getByLabel('Codul evenimentului').fill('ZZ');
    await page.getByRole('button', { name: 'Alătură-te evenimentului' }).click();
    await expect.poll(() => page.getByText('Codul evenimentului trebuie să aibă 6 caractere.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Înapoi' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'English' }).isVisible()).toBe(true);
    await expectNoEnglish(page);
    await expectFits(page, 'join mode ro');
    await shot(page, 'join-mode');
  });

  it('an event link (?code=) opens the direct join in Romanian', async () => {
    const { event } = await createEvent('Nunta Anei', 'Olga');
    const page = await phones.open({ locale: 'ro-RO', viewport });
    await page.goto(`/?code=${event.code}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Alătură-te evenimentului' }).isVisible()).toBe(true);
    expect(await page.getByText('Codul evenimentului a fost detectat! Introdu-ți numele ca să intri.').isVisible()).toBe(true);
    expect(await page.getByText('Detectat', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Detalii' }).isVisible()).toBe(true);
    expect(await page.getByText('Nuntă', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('În așteptare', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Înapoi la pagina principală' }).isVisible()).toBe(true);
    await expectNoEnglish(page);
    await expectFits(page, 'direct join ro');
    await shot(page, 'direct-join');
    await page.getByLabel('Numele tău').fill('Ana');
    await page.getByRole('button', { name: 'Alătură-te evenimentului' }).click();
    // Joined: the event's own screens take over (their texts are another area's).
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Alătură-te evenimentului' }).count(), { timeout: 15_000 }).toBe(0);
  });
});

describe('the language switch', () => {
  it('switches to English and back, <html lang> follows, and the choice outlives a reload', async () => {
    const page = await phones.open({ locale: 'ro-RO', viewport: { width: 360, height: 640 } });
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Alătură-te evenimentului' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Join Event' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Join Event' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('button', { name: 'Alătură-te evenimentului' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Română' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Alătură-te evenimentului' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Alătură-te evenimentului' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
  });

  it('an English phone may choose Romanian; the secondary pages’ top bar (SiteHeader) has the switch too', async () => {
    const page = await phones.open({ locale: 'en-US', viewport: { width: 360, height: 640 } });
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Română' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
    expect(await page.getByRole('link', { name: 'Înapoi la început' }).isVisible()).toBe(true);
    await expectFits(page, 'not found ro');
  });
});

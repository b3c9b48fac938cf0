import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import { screenshot, usePhones } from '../support/browser.js';
import { seriousAxeFindings } from '../support/page-helpers.js';
import { LAPTOP, signInStaff } from '../support/staff-browser.js';
import { siteApi } from '../support/site-api.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 20 for the staff portal: a browser whose language is Romanian (ro-RO) signs in and reads the login, the
 * dashboard's header and each of its five tabs in Romanian, with none of the English texts left, no sideways
 * scroll on a phone, and axe clean; the language switch in the header turns it to English and back, and
 * <html lang> follows.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const { http } = siteApi(urls.site);

const RO_SIGN_IN = { email: 'E-mail', password: 'Parolă', signIn: 'Autentificare' };

/** Each tab by its Romanian name, a Romanian text it shows, and English texts of the tab that must be gone. */
const TABS = [
  { tab: 'Prezentare', shows: 'Acțiuni rapide', english: ['Total events', 'Total orders', 'Total revenue', 'Quick actions', 'Manage orders', 'View events', 'View analytics', 'Recent activity', 'this month', 'storage'] },
  { tab: 'Evenimente', shows: 'Caută evenimente', english: ['Active events', 'Search events', 'Filter events', 'No events yet.', 'Copy Link', 'Max participants', 'Waiting', 'Wedding'] },
  { tab: 'Comenzi', shows: 'Reîmprospătează', english: ['Loading orders…', 'No Orders Found', 'No orders have been placed yet.', 'Mark Complete', 'Previous', 'Next'] },
  { tab: 'Fotografii', shows: 'Pachete de fotografii', english: ['Photo packages', 'Statistics', 'Sort by', 'Total storage', 'View Photos', 'Download All', 'Archive'] },
  { tab: 'Analize', shows: 'Exportă raportul', english: ['Total revenue', 'Period revenue', 'Daily average', 'Growth', 'Customers', 'Export Report', 'Revenue Forecast', '30 days', '1 year', 'compared with'] },
] as const;

/** The shell's English (header, tabs, buttons) that no Romanian screen may show. */
const SHELL_ENGLISH = ['Welcome', 'Signed in as', 'Logout', 'Overview', 'Events', 'Orders', 'Photos', 'Analytics', 'Refresh', 'Try again', 'Loading…'];

/** English words or phrases found in the page's text, as whole words. */
const englishLeft = async (page: Page, texts: readonly string[]): Promise<string[]> => {
  const body = await page.evaluate(() => document.body.innerText);
  return texts.filter((text) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(body));
};
/**
 * English texts shown as a whole piece of the page (a line or a table cell). The tabs list other tests' events
 * and orders (their titles are data, in any language): a word inside a title must not count as English left.
 */
const englishPieces = async (page: Page, texts: readonly string[]): Promise<string[]> => {
  const pieces = new Set((await page.evaluate(() => document.body.innerText)).split(/[\n\t]/).map((piece) => piece.trim()));
  return texts.filter((text) => pieces.has(text));
};
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the staff portal in Romanian (issue 20)', () => {
  for (const [name, overrides] of [
    ['1280×800', LAPTOP],
    ['390×664', { viewport: { width: 390, height: 664 } }],
  ] as const) {
    it(`${name}: login, header and every tab in Romanian, no English left, no sideways scroll, axe clean`, async () => {
      await http<CreateEventResponse>('POST', '/api/events', { body: { title: `Nunta Ioana ${name}`, organizerName: 'Olga' } });
      const page = await phones.open({ ...overrides, locale: 'ro-RO' });
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: 'Autentificare personal' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
      expect(await englishLeft(page, ['Staff Sign-in', 'Sign In', 'Password', 'Only authorized', 'Need access'])).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(false);
      expect(await seriousAxeFindings(page, `staff login ro ${name}`)).toEqual([]);

      await signInStaff(page, staff, RO_SIGN_IN);
      await page.getByRole('heading', { name: /^Bun venit, / }).waitFor();
      await page.getByRole('button', { name: 'Deconectare' }).waitFor();
      for (const { tab, shows, english } of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByText(shows, { exact: true }).first().waitFor();
        // Loaded: the tab's own loading line has gone.
        await expect.poll(() => page.evaluate(() => /Se încarcă/.test(document.querySelector('[role=tabpanel]')?.textContent ?? ''))).toBe(false);
        expect(await englishPieces(page, [...SHELL_ENGLISH, ...english]), tab).toEqual([]);
        expect(await sidewaysScroll(page), tab).toBe(false);
        expect(await seriousAxeFindings(page, `staff ${tab} ro ${name}`)).toEqual([]);
        await screenshot(page, `i18n-staff-${tab}-${name.replace('×', 'x')}`);
      }
      // Overview figures in Romanian: RON after the figure, "active" counts in Romanian.
      await page.getByRole('tab', { name: 'Prezentare' }).click();
      await page.getByText('Total evenimente', { exact: true }).waitFor();
      expect(await page.locator('.stat-card__note').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/ active$/), expect.stringMatching(/RON luna aceasta$/)]));
    });
  }

  it('the switch in the header turns the dashboard to English and back; <html lang> follows and the choice is remembered', async () => {
    const page = await phones.open({ locale: 'ro-RO', viewport: { width: 390, height: 664 } });
    await signInStaff(page, staff, RO_SIGN_IN);
    await page.getByRole('tab', { name: 'Prezentare' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Română' }).click();
    await page.getByRole('tab', { name: 'Prezentare' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
  });
});

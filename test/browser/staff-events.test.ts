import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { staffScreenTexts } from '../../shared/staff-messages.js';
import { screenshot, usePhones } from '../support/browser.js';
import { holdSession, seriousAxeFindings } from '../support/page-helpers.js';
import { LAPTOP, signInStaff } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 17 item 3 on a laptop and a phone: the local stack's staff account signs in, opens the Events tab,
 * finds a running event by its code, views it (photo grid, Polaroid/RAW toggle, enlarge), ends it after the
 * spec's confirmation, and the event's guest then sees the awards ceremony. Axe finds nothing serious.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);


/** A running event with one guest who took one photo. */
const seedRunningEvent = async (title: string) => {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Olga' } });
  const code = created.event.code;
  const guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gina' } });
  await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  await uploadPhoto(code, guest.token);
  return { code, guest };
};

const signIn = (page: Page) => signInStaff(page, staff);

describe('staff events tab', () => {
  for (const [name, overrides] of [
    ['1280×800', LAPTOP],
    ['390×844', {}],
  ] as const) {
    it(`${name}: search by code → View (grid, Polaroid/RAW, enlarge) → End → the guest sees the awards`, async () => {
      const title = `Staff tab ${name}`;
      const { code, guest } = await seedRunningEvent(title);
      const page = await phones.open(overrides);
      await signIn(page);
      await page.getByRole('tab', { name: 'Events' }).click();
      await page.getByText('Total events').waitFor();

      await page.getByLabel('Search events').fill(code.toLowerCase());
      const view = page.getByRole('button', { name: `View ${title} (${code})` });
      await view.waitFor();
      // The table (laptop) or the card (phone) that shows: its status pill.
      // (The unfiltered list shows first; the debounced search then narrows it to this event.)
      const statusPill = page.locator('.status-pill:visible');
      await expect.poll(() => statusPill.allTextContents()).toEqual(['Active']);
      expect(await seriousAxeFindings(page, `staff events ${name}`)).toEqual([]);
      await screenshot(page, `staff-events-${name.replace('×', 'x')}`);
      expect(await page.locator(name === '1280×800' ? '.staff-events__table' : '.staff-events__cards').isVisible()).toBe(true);

      await view.click();
      const modal = page.getByRole('dialog', { name: title });
      await modal.waitFor();
      await modal.getByRole('list', { name: 'Polaroid photos' }).getByRole('listitem').first().waitFor();
      expect(await modal.getByRole('button', { name: 'Polaroid (1)' }).getAttribute('aria-pressed')).toBe('true');
      expect(await modal.getByRole('row', { name: /Gina/ }).textContent()).toContain('Active');
      await modal.getByRole('button', { name: 'RAW (1)' }).click();
      const rawGrid = modal.getByRole('list', { name: 'RAW photos' });
      await rawGrid.waitFor();
      // The grid shows the RAW file's presigned URL (the seeded RAW is a stand-in, not a decodable picture).
      expect(await rawGrid.locator('img').first().getAttribute('src')).toMatch(/raw/);
      expect(await seriousAxeFindings(page, `staff event details ${name}`)).toEqual([]);
      await screenshot(page, `staff-event-details-${name.replace('×', 'x')}`);

      await rawGrid.getByRole('button', { name: 'Enlarge photo by Gina' }).click();
      const big = page.getByRole('dialog', { name: 'RAW by Gina' });
      await big.waitFor();
      await page.keyboard.press('Escape');
      await big.waitFor({ state: 'hidden' });
      // Escape closes the details next, and focus returns to View.
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
      expect(await view.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.getByRole('button', { name: `End ${title} (${code})` }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText(staffScreenTexts.endEventConfirm).waitFor();
      await confirm.getByRole('button', { name: 'End Event' }).click();
      await page.getByRole('status').filter({ hasText: staffScreenTexts.eventEnded }).waitFor();
      expect(await statusPill.allTextContents()).toEqual(['Completed']);
      expect(await page.getByRole('button', { name: `End ${title} (${code})` }).count()).toBe(0);

      // The event's guest now sees the awards ceremony.
      const guestContext = await phones.context();
      await holdSession(guestContext, guest);
      const guestPage = await guestContext.newPage();
      await guestPage.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Gina', view: 'awards' }).toString()}`);
      await guestPage.getByRole('heading', { level: 1, name: 'AWARDS CEREMONY' }).waitFor();
    });
  }
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { screenshot, usePhones } from '../support/browser.js';
import { seriousAxeFindings } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 17 item 5: the staff Photos tab on a laptop and a phone. Two ended events with photos (seeded over
 * the API): the packages sort by the spec's rules, Archive moves one to the archive (the local stack runs
 * the photo-package job), Delete asks for the typed event code and refuses a wrong one. Axe finds nothing
 * serious on the tab or its dialogs.
 */

const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const api = siteApi(urls.site);

const LAPTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
const RUN = Date.now().toString(36).slice(-4);

/** An ended event with `n` photos. */
const endedEvent = async (title: string, n: number) => {
  const created = await api.http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Ana' } });
  const code = created.event.code;
  const guest = await api.http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Ana Pop' } });
  for (let i = 0; i < n; i++) await api.uploadPhoto(code, guest.token);
  await api.http('POST', `/api/events/${code}/end`, { token: created.creatorToken });
  return { code, title };
};

let big: { code: string; title: string };
let small: { code: string; title: string };
let phoneBig: { code: string; title: string };
let phoneSmall: { code: string; title: string };
beforeAll(async () => {
  [big, small, phoneBig, phoneSmall] = await Promise.all([
    endedEvent(`Zeta ${RUN} wedding`, 2),
    endedEvent(`Alpha ${RUN} party`, 1),
    endedEvent(`Yankee ${RUN} gala`, 2),
    endedEvent(`Bravo ${RUN} brunch`, 1),
  ]);
}, 60_000);

const openPhotosTab = async (page: Page) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('tab', { name: 'Photos' }).click();
  await page.getByRole('heading', { name: 'Photo packages' }).waitFor();
  await page.getByRole('heading', { name: big.title }).waitFor();
};

/** The package titles in screen order, only those of this run. */
const order = async (page: Page, titles: string[]): Promise<string[]> =>
  (await page.locator('.photo-package__title').allTextContents()).filter((t) => titles.includes(t));

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Answers once every background job the stack was asked to run (asynchronous invokes) has finished. */
const settleBackgroundJobs = async () => {
  const res = await fetch(`${urls.site}/__test__/invocations/settle`, { method: 'POST' });
  expect(res.status, 'the background jobs finished').toBe(200);
};

const sortChecks = async (page: Page, a: { title: string }, b: { title: string }) => {
  const titles = [a.title, b.title];
  // Default: photos, most first (a has 2, b has 1).
  expect(await page.getByRole('button', { name: /Sort by Photos, descending/ }).getAttribute('aria-pressed')).toBe('true');
  expect(await order(page, titles)).toEqual([a.title, b.title]);
  // Name starts ascending (b's title sorts first), clicking it again flips.
  await page.getByRole('button', { name: 'Sort by Name' }).click();
  await page.getByRole('button', { name: 'Sort by Name, ascending' }).waitFor();
  expect(await order(page, titles)).toEqual([b.title, a.title]);
  await page.getByRole('button', { name: 'Sort by Name, ascending' }).click();
  await page.getByRole('button', { name: 'Sort by Name, descending' }).waitFor();
  expect(await order(page, titles)).toEqual([a.title, b.title]);
  // Another key starts descending: date, newest first.
  await page.getByRole('button', { name: 'Sort by Date' }).click();
  await page.getByRole('button', { name: 'Sort by Date, descending' }).waitFor();
};

describe('staff Photos tab', () => {
  it('1280×800: sort, statistics, archive with confirmation, delete with the typed code', async () => {
    const page = await phones.open(LAPTOP);
    await openPhotosTab(page);
    await sortChecks(page, big, small);
    await page.getByRole('heading', { name: 'Statistics' }).waitFor();
    expect(await seriousAxeFindings(page, 'photos tab 1280')).toEqual([]);
    await screenshot(page, 'staff-photos-1280x800');

    // Archive: confirmation, then the package shows Archived and offers Restore once the job finished.
    await card(page, big.title).getByRole('button', { name: `Archive ${big.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive this photo package?' });
    await dialog.waitFor();
    expect(await seriousAxeFindings(page, 'archive dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('status').filter({ hasText: big.title }).waitFor();
    // The move goes on in the photo-package job (an asynchronous invoke): once the stack says its background
    // jobs have finished, one Refresh shows the package as it now is.
    await settleBackgroundJobs();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => card(page, big.title).getByRole('button', { name: `Restore ${big.title}` }).isEnabled()).toBe(true);
    expect(await card(page, big.title).getByText('Archived', { exact: true }).count()).toBe(1);

    // Delete: a wrong typed code is refused in the dialog, the right one deletes the package's photos.
    await card(page, small.title).getByRole('button', { name: `Delete ${small.title}` }).click();
    const del = page.getByRole('dialog', { name: 'Delete this photo package?' });
    await del.waitFor();
    await del.getByLabel(`Type the event code ${small.code} to confirm`).fill('WRONG1');
    await del.getByRole('button', { name: 'Delete package' }).click();
    await del.getByRole('alert').filter({ hasText: `Type the event code ${small.code} exactly` }).waitFor();
    expect(await seriousAxeFindings(page, 'delete dialog')).toEqual([]);
    await screenshot(page, 'staff-photos-delete-dialog-1280x800');
    await del.getByLabel(`Type the event code ${small.code} to confirm`).fill(small.code);
    await del.getByRole('button', { name: 'Delete package' }).click();
    await page.getByRole('status').filter({ hasText: `The photos of ${small.title} were deleted.` }).waitFor();
    await card(page, small.title).getByText('The photos of this package were deleted.').waitFor();
  });

  it('390×844: the same sort rules, the photo grid, and the delete dialog fit a phone', async () => {
    const page = await phones.open();
    await page.goto('/admin/login');
    await openPhotosTabFor(page, phoneBig.title);
    await sortChecks(page, phoneBig, phoneSmall);
    await card(page, phoneBig.title).getByRole('button', { name: `View photos of ${phoneBig.title}` }).click();
    await page.getByRole('list', { name: `Photos of ${phoneBig.title}` }).getByRole('img').first().waitFor();
    expect(await page.getByRole('list', { name: `Photos of ${phoneBig.title}` }).getByRole('listitem').count()).toBe(2);
    expect(await seriousAxeFindings(page, 'photos tab 390')).toEqual([]);
    await screenshot(page, 'staff-photos-390x844');
    await card(page, phoneSmall.title).getByRole('button', { name: `Delete ${phoneSmall.title}` }).click();
    const del = page.getByRole('dialog', { name: 'Delete this photo package?' });
    await del.waitFor();
    expect(await seriousAxeFindings(page, 'delete dialog 390')).toEqual([]);
    // The page does not scroll sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await del.getByRole('button', { name: 'Cancel' }).click();
    await del.waitFor({ state: 'hidden' });
  });
});

async function openPhotosTabFor(page: Page, title: string) {
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('tab', { name: 'Photos' }).click();
  await page.getByRole('heading', { name: title }).waitFor();
}

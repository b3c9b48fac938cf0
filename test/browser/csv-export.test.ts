import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import { screenshot, usePhones } from '../support/browser.js';
import { holdSession, layoutProblems, takeAndKeep } from '../support/page-helpers.js';
import { LAPTOP, signInStaff } from '../support/staff-browser.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/**
 * Issue #28 item 2 (CSV export), the filter column and the staff download: a guest takes a photo with the
 * camera's B&W filter → staff open the event (a free one: staff need no add-on) in the Events tab's detail
 * and download its CSV → the photo's row names the filter "B&W". On a laptop and on phones; axe finds
 * nothing serious and nothing scrolls sideways.
 */
const { urls } = ownStack();
const staff = inject('staffAccount');
const phones = usePhones(urls.site);
const { http: api } = siteApi(urls.site);

/** A running free event; a guest's phone picks the B&W quick filter, takes a photo and keeps it. */
async function photoWithFilter(title: string): Promise<{ code: string; photoId: string }> {
  const created = await api<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Olga' } });
  const code = created.event.code;
  await api('POST', `/api/events/${code}/start`, { token: created.creatorToken, body: {} });
  const session = await api<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gina' } });
  const context = await phones.context();
  await holdSession(context, session);
  const guest = await context.newPage();
  await guest.goto('/');
  const bw = guest.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'B&W' });
  await bw.click();
  expect(await bw.getAttribute('aria-pressed')).toBe('true');
  await takeAndKeep(guest);
  const page = await api<GalleryPage>('GET', `/api/events/${code}/photos`, { token: session.token });
  expect(page.photos).toHaveLength(1);
  await context.close();
  return { code, photoId: page.photos[0]!.id };
}

describe('the event CSV for staff, with the filter a photo was taken with', () => {
  for (const [name, overrides] of [
    ['1280×800', LAPTOP],
    ['390×844', { viewport: { width: 390, height: 844 } }],
    ['360×640', { viewport: { width: 360, height: 640 } }],
  ] as const) {
    it(`${name}: a B&W photo → staff event detail → Download CSV → its row says B&W`, async () => {
      const problems: string[] = [];
      const title = `CSV ${name}`;
      const { code, photoId } = await photoWithFilter(title);

      const page = await phones.open(overrides);
      await signInStaff(page, staff);
      await page.getByRole('tab', { name: 'Events' }).click();
      await page.getByLabel('Search events').fill(code);
      const view = page.getByRole('button', { name: `View ${title} (${code})` });
      await view.waitFor();
      await view.click();
      const modal = page.getByRole('dialog', { name: title });
      await modal.getByRole('list', { name: 'Polaroid photos' }).getByRole('listitem').first().waitFor();

      const button = modal.getByRole('button', { name: 'Download CSV' });
      await button.scrollIntoViewIfNeeded();
      const downloading = page.waitForEvent('download');
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${title}-${code}.csv`);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = bytes.toString('utf8').slice(1).split('\r\n');
      const header = rows[0]!.split(',');
      const row = rows.find((r) => r.startsWith(`${photoId},`))?.split(',');
      expect(row, rows.join('\n')).toBeDefined();
      expect(row![header.indexOf('Guest')]).toBe('Gina');
      expect(row![header.indexOf('Filter')]).toBe('B&W');
      expect(row![header.indexOf('Hidden')]).toBe('no');
      await modal.getByText(`Downloaded ${title}-${code}.csv.`).waitFor();
      expect(await button.isEnabled()).toBe(true);
      problems.push(...(await layoutProblems(page, `staff event detail after the CSV ${name}`)));
      await screenshot(page, `staff-event-csv-${name.replace('×', 'x')}`);
      expect(problems).toEqual([]);
    });
  }
});

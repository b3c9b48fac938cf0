import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible } from '../support/page-helpers.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue #20 on the create area and the event home, camera and admin screens: a phone reading Romanian
 * (locale ro-RO) creates an event, enters it, takes a photo and opens the admin screen, all in Romanian
 * (plurals included), with none of the screens' English left, no sideways scroll at 360 px, axe clean; the
 * admin header's language switch turns the page to English and <html lang> follows.
 */

const { urls } = ownStack();
const phones = usePhones(urls.site);

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 664 },
] as const;

/** The English texts of each screen (this area's catalogue), none of which may be left on the Romanian page. */
const ENGLISH = {
  create: [
    'Create Event',
    'Set up your private event and get a code to share with your guests.',
    'Event Title',
    'Your Name (Organizer)',
    'Event Type',
    'Event Duration',
    'Max Guests',
    'Photos/Person',
    'Description',
    'Back',
    'Wedding',
    'Birthday',
    '30 minutes',
    '1 hour',
    '3 days',
    '(default 50)',
    "Guests may also add photos from their phone's library",
    'Organizer name must be at least 2 characters.',
  ],
  created: [
    'Event Created!',
    'Share the code, the link or the QR code with your guests.',
    'Event Code',
    'Copy Code',
    'Generate QR Code',
    'Copy Event Link',
    'Duration',
    '1 day',
    'Enter your event',
    'Enter Event',
  ],
  camera: [
    'Gallery',
    'Admin',
    'Event Starting Soon',
    'Event Live',
    'You’re in as',
    'Switch user',
    'Leave event',
    'photos left',
    'Warm',
    'Cool',
    'Faded',
    'Test End Event',
    'Photo uploaded! It is in the gallery now.',
  ],
  review: ['Your Polaroid', 'Retake', 'Keep Photo'],
  admin: [
    'Event Admin',
    'Active Participants',
    'Status',
    'Waiting',
    'Max Participants',
    'Reveal photos after the end',
    'Start Event',
    'End Event',
    'Participants',
    'Refresh',
    'Live Wall',
    'Open live wall',
    'Revoke wall link',
    '(You)',
    'Joined',
    '1 photo',
  ],
};

/** The English texts found on the page as words (not inside a Romanian word: "Admin" in "Administrare"). */
const englishLeft = (page: Page, texts: readonly string[]): Promise<string[]> =>
  page.evaluate((list) => {
    const body = document.body.innerText;
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return list.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(body));
  }, texts);

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function checkScreen(page: Page, name: string, english: readonly string[]): Promise<void> {
  expect(await englishLeft(page, english), `${name}: English left`).toEqual([]);
  expect(await noSidewaysScroll(page), `${name}: sideways scroll`).toBe(true);
  await expectAccessible(page, name);
}

describe('Create Event, Event Created, the event home, the camera and the admin screen in Romanian', () => {
  for (const size of SIZES) {
    it(`${size.width}×${size.height}: in Romanian, no English left, no sideways scroll, axe clean; the switch turns it to English`, async () => {
      const page = await (await phones.context({ viewport: size, locale: 'ro-RO' })).newPage();
      await page.goto('/');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');

      // Create Event: the form in Romanian, a validation error in Romanian.
      await page.locator('button[aria-labelledby="lobby-create-title"]').click();
      await page.getByRole('heading', { name: 'Creează eveniment' }).waitFor();
      await page.getByLabel('Titlul evenimentului').fill('Nunta Anei');
      await page.getByLabel('Numele tău (organizator)').fill('A');
      await page.getByLabel('Tipul evenimentului').selectOption({ label: 'Nuntă' });
      await page.getByLabel('Durata evenimentului').selectOption({ label: '1 zi' });
      await page.getByLabel('Fotografii de persoană').fill('21');
      await page.getByRole('button', { name: 'Creează evenimentul' }).click();
      await page.getByText('Numele organizatorului trebuie să aibă cel puțin 2 caractere.').waitFor();
      await screenshot(page, `i18n-ro-create-${size.width}`);
      await checkScreen(page, 'create', ENGLISH.create);

      await page.getByLabel('Numele tău (organizator)').fill('Ana');
      await page.getByRole('button', { name: 'Creează evenimentul' }).click();

      // Event Created.
      await page.getByRole('heading', { name: 'Eveniment creat!' }).waitFor();
      await page.getByText('Codul evenimentului', { exact: true }).waitFor();
      expect(await page.getByText('Nuntă', { exact: true }).count()).toBe(1);
      expect(await page.getByText('1 zi', { exact: true }).count()).toBe(1);
      await screenshot(page, `i18n-ro-created-${size.width}`);
      await checkScreen(page, 'event created', ENGLISH.created);

      // Join (the creator enters under the organizer name) and the camera.
      await page.getByRole('button', { name: 'Intră în eveniment' }).click();
      const shutter = page.getByRole('button', { name: 'Fă o fotografie' });
      await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
      const badge = page.getByTestId('photos-left');
      expect(await badge.textContent()).toBe('Mai ai 21 de fotografii');
      await page.getByText('Evenimentul începe curând').waitFor();
      await screenshot(page, `i18n-ro-camera-${size.width}`);
      await checkScreen(page, 'camera', ENGLISH.camera);

      await shutter.click();
      await page.getByRole('heading', { name: 'Polaroidul tău' }).waitFor();
      await checkScreen(page, 'review', ENGLISH.review);
      await page.getByRole('button', { name: 'Păstrează fotografia' }).click();
      await page.getByText('Fotografie încărcată!', { exact: false }).waitFor({ timeout: 20_000 });
      await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('Mai ai 20 de fotografii');
      expect(await englishLeft(page, ENGLISH.camera)).toEqual([]);

      // The admin screen.
      await page.getByRole('link', { name: 'Administrare' }).click();
      await page.getByRole('heading', { name: 'Nunta Anei' }).waitFor();
      await page.getByText('Participanți activi', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Pornește evenimentul' }).waitFor();
      await page.getByText('1 fotografie', { exact: false }).first().waitFor();
      await screenshot(page, `i18n-ro-admin-${size.width}`);
      await checkScreen(page, 'admin', ENGLISH.admin);

      // The header's language switch: English, and <html lang> follows.
      await page.locator('.admin__header').getByRole('button', { name: 'English' }).click();
      await page.getByText('Active Participants', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByRole('button', { name: 'Start Event' }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  }
});

import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { eventViewSchema } from '../../shared/schemas/events.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { ownStack } from '../support/own-stack.js';

const { urls } = ownStack();
const phones = usePhones(urls.site);
let context: BrowserContext;

beforeAll(async () => {
  context = await phones.context();
});

describe('create an event on a phone', () => {
  it('validates, creates through the local stack and shows the new code', async () => {
    const page = await context.newPage();
    await page.goto('/');
    const create = page.getByRole('button', { name: 'Create Event' });
    await create.waitFor();
    await screenshot(page, '01-lobby');
    await create.click();

    await page.getByLabel('Event Title').fill('Ana & Ion');
    await page.getByLabel('Your Name (Organizer)').fill('A');
    await page.getByLabel('Max Guests').fill('');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect.poll(() => page.getByText(messages.ORGANIZER_TOO_SHORT).count()).toBeGreaterThan(0);

    await page.getByLabel('Your Name (Organizer)').fill('Ana');
    await screenshot(page, '02-create-event');
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.getByRole('heading', { name: 'Event Created!' }).waitFor();
    const code = (await page.locator('.created__code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await screenshot(page, '03-event-created');

    // The screen shows what the server stored, including the spec's fallback for an empty Max Guests.
    const res = await fetch(`${urls.site}/api/events/${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    const stored = eventViewSchema.parse(await res.json());
    expect(stored).toMatchObject({ code, title: 'Ana & Ion', maxParticipants: 50, maxPhotosPerUser: 10, status: 'waiting' });
    await expect.poll(() => page.getByText('Max Guests').locator('..').textContent()).toContain('50');

    // The QR code of the event link renders (qrcode is loaded lazily).
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await page.getByRole('img', { name: /QR code of the event link/ }).waitFor();
  });
});

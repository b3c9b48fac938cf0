import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { createEventResponseSchema } from '../../shared/schemas/events.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible, markPage, stillMarked } from '../support/page-helpers.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 3 on three phones (three browser contexts = three devices, each with its own storage) against the
 * local stack: the organizer creates and enters an event, guests join by the event link and by the code,
 * and starting, kicking and ending reach the other phones through the realtime socket, with no reload.
 */

const { urls } = ownStack();
const phones = usePhones(urls.site);

/** Text frames this page received over the event socket (to prove updates came by realtime). */
function recordSocketFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  return frames;
}

/** The URLs of the sockets this page opened (they carry a one-minute connect ticket, never the token). */
function recordSocketUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('websocket', (ws) => urls.push(ws.url()));
  return urls;
}

/** A mark in the page's memory: still there later means the page was never reloaded. */

const status = (page: Page, label: string) => page.locator('.home__status', { hasText: label });

describe('events and participants on phones', () => {
  it('create and enter, join by link and by code, then start, kick and end arrive live', async () => {
    // The organizer creates the event and enters it with the creator credential.
    const organizer = await phones.open();
    await organizer.goto('/');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByLabel('Event Title').fill('Garden Party');
    await organizer.getByLabel('Your Name (Organizer)').fill('Olga');
    await organizer.getByRole('button', { name: 'Create Event' }).click();
    await organizer.getByRole('heading', { name: 'Event Created!' }).waitFor();
    const code = (await organizer.locator('.created__code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await organizer.getByRole('button', { name: 'Enter Event' }).click();
    await status(organizer, 'Event Starting Soon').waitFor();
    await organizer.getByRole('link', { name: 'Admin' }).waitFor();
    expect(await organizer.getByRole('button', { name: 'Test End Event' }).count()).toBe(1);

    // Guest 1 opens the event link: Validating Event → the Join form; the code leaves the address bar.
    const guest1 = await phones.open();
    const guest1Frames = recordSocketFrames(guest1);
    await guest1.goto(`/?code=${code.toLowerCase()}`);
    await guest1.getByRole('heading', { level: 1, name: 'Join Event' }).waitFor();
    await guest1.getByRole('heading', { name: 'Garden Party' }).waitFor();
    expect(new URL(guest1.url()).searchParams.has('code')).toBe(false);
    await expect.poll(() => guest1.getByText('Max Participants').locator('..').textContent()).toContain('50');
    await screenshot(guest1, '10-direct-join');
    await expectAccessible(guest1, 'direct join');
    await guest1.getByLabel('Your Name').fill('Gus');
    await guest1.getByRole('button', { name: 'Join Event' }).click();
    await status(guest1, 'Event Starting Soon').waitFor();
    expect(await guest1.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await guest1.getByRole('button', { name: 'Test End Event' }).count()).toBe(0);
    // Photos are allowed before the start (the server takes them); the fake camera comes up shortly.
    await expect.poll(() => guest1.getByRole('button', { name: 'Take photo' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await guest1.getByRole('link', { name: 'Gallery' }).getAttribute('href')).toBe(`/gallery?event=${code}&user=Gus`);
    await screenshot(guest1, '11-camera-state-guest');
    await expectAccessible(guest1, 'camera state');

    // The same phone opens the link again: with one saved user of the event it continues as Gus (Select User
    // is for several, spec); Switch user offers the choice.
    await guest1.goto(`/?code=${code}`);
    await status(guest1, 'Event Starting Soon').waitFor();
    await guest1.getByRole('button', { name: 'Switch user' }).click();
    await guest1.getByRole('heading', { name: 'Select User' }).waitFor();
    await guest1.getByText(/Last used/).waitFor();
    await screenshot(guest1, '12-select-user');
    await expectAccessible(guest1, 'select user');
    await guest1.getByRole('button', { name: /^Gus/ }).click();
    await status(guest1, 'Event Starting Soon').waitFor();

    // Guest 2 types the code in lower case in the lobby.
    const guest2 = await phones.open();
    const guest2Frames = recordSocketFrames(guest2);
    const guest2Sockets = recordSocketUrls(guest2);
    await guest2.goto('/');
    await guest2.getByRole('button', { name: 'Join Event' }).click();
    await guest2.getByLabel('Event Code').fill(code.toLowerCase());
    await guest2.getByLabel('Your Name').fill('Hana');
    expect(await guest2.getByLabel('Event Code').inputValue()).toBe(code);
    await screenshot(guest2, '13-lobby-join');
    await guest2.getByRole('button', { name: 'Join Event' }).click();
    await status(guest2, 'Event Starting Soon').waitFor();

    // The organizer's admin screen lists everyone.
    await organizer.getByRole('link', { name: 'Admin' }).click();
    await organizer.getByRole('heading', { level: 1, name: 'Garden Party' }).waitFor();
    await organizer.getByRole('button', { name: 'Kick Hana' }).waitFor();
    await organizer.getByRole('button', { name: 'Kick Gus' }).waitFor();
    expect(await organizer.getByRole('button', { name: 'Kick Olga' }).count()).toBe(0);
    const olga = organizer.getByRole('listitem').filter({ hasText: 'Olga' });
    expect(await olga.textContent()).toContain('(You)');
    expect(await olga.textContent()).toContain('(Creator)');
    await expect.poll(() => organizer.getByText('Active Participants').locator('..').textContent()).toContain('3');
    await screenshot(organizer, '14-admin');
    await expectAccessible(organizer, 'admin');

    // Start: the modal, then both guests see the event go live with no reload.
    await markPage(guest1);
    await markPage(guest2);
    await organizer.getByRole('button', { name: 'Start Event' }).click();
    const startDialog = organizer.getByRole('dialog', { name: 'Start Event Countdown?' });
    await startDialog.waitFor();
    expect(await startDialog.textContent()).toContain('8 hours');
    await screenshot(organizer, '15-start-modal');
    await expectAccessible(organizer, 'start modal');
    await startDialog.getByRole('button', { name: 'Start Event' }).click();
    await organizer.locator('.status-pill', { hasText: 'Active' }).waitFor();
    expect(await organizer.getByRole('button', { name: 'Start Event' }).count()).toBe(0);

    for (const guest of [guest1, guest2]) {
      await status(guest, 'Event Live').waitFor();
      await guest.getByRole('status').filter({ hasText: 'Event Started!' }).waitFor();
      expect(await stillMarked(guest)).toBe(true);
    }
    await screenshot(guest1, '16-event-live-toast');
    for (const frames of [guest1Frames, guest2Frames]) {
      expect(frames.some((f) => f.includes('"event-updated"') && f.includes('"countdown"'))).toBe(true);
    }

    // Dialogs are modal: focus moves inside, Escape closes without acting.
    await organizer.getByRole('button', { name: 'Kick Gus' }).click();
    await organizer.getByRole('dialog').waitFor();
    expect(await organizer.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await organizer.keyboard.press('Escape');
    await organizer.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await organizer.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Kick Gus');
    expect(await organizer.getByRole('button', { name: 'Kick Gus' }).count()).toBe(1);

    // Kick guest 2: their phone leaves to the lobby with the message; the list shows them removed.
    await organizer.getByRole('button', { name: 'Kick Hana' }).click();
    const kickDialog = organizer.getByRole('dialog');
    expect(await kickDialog.textContent()).toContain('Are you sure you want to kick Hana from the event?');
    await kickDialog.getByRole('button', { name: 'Kick' }).click();
    await guest2.getByRole('alert').filter({ hasText: messages.KICKED }).waitFor();
    await guest2.getByRole('button', { name: 'Create Event' }).waitFor();
    expect(await stillMarked(guest2)).toBe(true);
    expect(guest2Frames.some((f) => f.includes('"participant-kicked"'))).toBe(true);
    expect(guest2Sockets.length).toBeGreaterThan(0);
    for (const url of guest2Sockets) expect(Object.keys(Object.fromEntries(new URL(url).searchParams)).sort()).toEqual(['event', 'ticket']);
    await organizer.getByRole('listitem').filter({ hasText: 'Hana' }).getByText('Removed').waitFor();
    expect(await organizer.getByRole('button', { name: 'Kick Hana' }).count()).toBe(0);
    // Guest 2's device forgot the session: a reload stays in the lobby.
    await guest2.reload();
    await guest2.getByRole('button', { name: 'Create Event' }).waitFor();

    // End: guest 1 is taken to the awards ceremony without reloading (spec: participants go to awards).
    await organizer.getByRole('button', { name: 'End Event' }).click();
    const endDialog = organizer.getByRole('dialog');
    expect(await endDialog.textContent()).toContain(
      'Are you sure you want to end this event? This action cannot be undone.',
    );
    await endDialog.getByRole('button', { name: 'End Event' }).click();
    await guest1.getByRole('heading', { name: 'AWARDS CEREMONY' }).waitFor();
    expect(guest1.url()).toContain('view=awards');
    expect(await stillMarked(guest1)).toBe(true);

    // The organizer goes to the expired (purchase) view (spec); from the gallery, back to the event: ended.
    await organizer.getByRole('heading', { name: 'Purchase Options' }).waitFor();
    expect(organizer.url()).toContain('view=expired');
    await organizer.getByRole('button', { name: 'Back to Gallery' }).click();
    await organizer.getByRole('link', { name: /Back to Event/ }).click();
    await status(organizer, 'Event Ended').waitFor();
    expect(await organizer.getByRole('button', { name: 'Test End Event' }).count()).toBe(0);
  });

  it('a full event refuses one more guest with the spec message', async () => {
    const created = await fetch(`${urls.site}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Tiny Dinner', organizerName: 'Olga', maxParticipants: 5 }),
    });
    expect(created.status).toBe(201);
    const { event } = createEventResponseSchema.parse(await created.json());
    for (const name of ['Ben', 'Cai', 'Dev', 'Eli']) {
      const joined = await fetch(`${urls.site}/api/events/${event.code}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      expect(joined.status).toBe(200);
    }

    // Ann takes the fifth seat on this phone, then leaves the event screen (her name stays hers).
    const page = await phones.open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Join Event' }).click();
    await page.getByLabel('Event Code').fill(event.code);
    await page.getByLabel('Your Name').fill('Ann');
    await page.getByRole('button', { name: 'Join Event' }).click();
    await status(page, 'Event Starting Soon').waitFor();
    await page.getByRole('button', { name: 'Leave event' }).click();
    await page.getByRole('dialog', { name: 'Leave event?' }).getByRole('button', { name: 'Leave event' }).click();
    await page.getByRole('button', { name: 'Join Event' }).click();
    await page.getByLabel('Event Code').fill(event.code);
    await page.getByLabel('Your Name').fill('Fay');
    await page.getByRole('button', { name: 'Join Event' }).click();
    await page.getByRole('alert').filter({ hasText: 'This event is full. No more participants can join.' }).waitFor();
    expect(await page.locator('.home__status').count()).toBe(0);

    // A guest who already joined may still continue under the same name on her phone (the spec's rejoin).
    await page.getByLabel('Your Name').fill('Ann');
    await page.getByRole('button', { name: 'Join Event' }).click();
    await status(page, 'Event Starting Soon').waitFor();
  });
});

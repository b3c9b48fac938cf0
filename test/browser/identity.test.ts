import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { ParticipantList } from '../../shared/schemas/participants.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 11, items 9 and 10 on phones (each browser context is one device with its own storage and device
 * id) against the local stack: a name belongs to the phone that took it, and a kicked guest's phone stays
 * out of the event under any new name.
 */

const { urls } = ownStack();
const { http } = siteApi(urls.site);
const phones = usePhones(urls.site);

const status = (page: Page, label: string) => page.locator('.home__status', { hasText: label });

/** Opens the event link and joins under `name` with the direct-join form. */
async function joinByLink(page: Page, code: string, name: string): Promise<void> {
  await page.goto(`/?code=${code}`);
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Join Event' }).click();
}

describe('identity on phones', () => {
  it('a second phone typing "Gina" is asked for another name; Gina\'s own phone is still Gina after leaving', async () => {
    const { event } = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Garden Party', organizerName: 'Olga' } });
    const code = event.code;

    const ginasPhone = await phones.open();
    await joinByLink(ginasPhone, code, 'Gina');
    await status(ginasPhone, 'Event Starting Soon').waitFor();

    const otherPhone = await phones.open();
    await joinByLink(otherPhone, code, 'gina');
    await otherPhone.getByText(messages.NAME_TAKEN).waitFor();
    await screenshot(otherPhone, '40-name-taken');
    expect(await status(otherPhone, 'Event Starting Soon').count()).toBe(0);
    await otherPhone.getByLabel('Your Name').fill('Gina M.');
    await otherPhone.getByRole('button', { name: 'Join Event' }).click();
    await status(otherPhone, 'Event Starting Soon').waitFor();

    // The organizer's name is the organizer's, not a guest's.
    const thirdPhone = await phones.open();
    await joinByLink(thirdPhone, code, 'Olga');
    await thirdPhone.getByText(messages.NAME_TAKEN).waitFor();

    // Gina leaves on her phone and comes back by the lobby under her name: she is still Gina.
    await ginasPhone.getByRole('button', { name: 'Leave event' }).click();
    await ginasPhone.getByRole('dialog', { name: 'Leave event?' }).getByRole('button', { name: 'Leave event' }).click();
    await ginasPhone.getByRole('button', { name: 'Join Event' }).click();
    await ginasPhone.getByLabel('Event Code').fill(code);
    await ginasPhone.getByLabel('Your Name').fill('GINA');
    await ginasPhone.getByRole('button', { name: 'Join Event' }).click();
    await status(ginasPhone, 'Event Starting Soon').waitFor();

    const { participantCount } = await http<{ participantCount: number }>('GET', `/api/events/${code}`);
    expect(participantCount).toBe(2);
  });

  it('a kicked guest trying a new name on the same phone is refused; another phone may use that name', async () => {
    const { event, creatorToken } = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Office Party', organizerName: 'Olga' } });
    const code = event.code;

    const kevinsPhone = await phones.open();
    await joinByLink(kevinsPhone, code, 'Kevin');
    await status(kevinsPhone, 'Event Starting Soon').waitFor();

    // The organizer removes Kevin (the admin screen's Kick is covered by events.test.ts).
    await http<unknown>('POST', `/api/events/${code}/join`, { token: creatorToken, body: { name: 'Olga' } });
    const { participants } = await http<ParticipantList>('GET', `/api/events/${code}/participants`, { token: creatorToken });
    const kevin = participants.find((p) => p.name === 'Kevin');
    expect(kevin).toBeDefined();
    await http<unknown>('POST', `/api/events/${code}/participants/${kevin!.id}/kick`, { token: creatorToken });
    // The removal reaches his phone (which forgets the session) before he opens the link again: with the
    // session still saved, the link would continue as Kevin (one saved user) rather than show the form.
    await kevinsPhone.getByText(messages.KICKED).waitFor();

    // Same phone, a new name: still out.
    await joinByLink(kevinsPhone, code, 'Kev B.');
    await kevinsPhone.getByText(messages.KICKED).waitFor();
    await screenshot(kevinsPhone, '41-kicked-new-name');
    expect(await status(kevinsPhone, 'Event Starting Soon').count()).toBe(0);

    const anotherPhone = await phones.open();
    await joinByLink(anotherPhone, code, 'Kev B.');
    await status(anotherPhone, 'Event Starting Soon').waitFor();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible, holdSession } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 19 items 2 and 3 on phones (390×844 and 360×640): the creator hides a photo from the lightbox and it
 * leaves another guest's open gallery live (the 'photo-removed' message, no reload); a guest deletes their
 * own photo; with reveal after the end a guest sees only their own photos until the end, then everyone's.
 * The events are seeded through the HTTP API; the phones hold their sessions as the app stores them.
 */

const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const devices = usePhones(urls.site);

const SMALL = { viewport: { width: 360, height: 640 } };

async function phoneOf(joined: SessionResponse, options: { creator?: boolean; small?: boolean } = {}): Promise<Page> {
  const context = await devices.context(options.small ? SMALL : undefined);
  await holdSession(context, joined, { creator: options.creator ?? false });
  return context.newPage();
}

const allPhotosPath = (code: string, user: string) => `/gallery?${new URLSearchParams({ event: code, user, tab: 'all' }).toString()}`;
const gridPhotos = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem');

async function seedEvent(title: string, body: Record<string, unknown> = {}) {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title, organizerName: 'Olga', ...body } });
  const code = created.event.code;
  const join = (name: string, token?: string) => http<SessionResponse>('POST', `/api/events/${code}/join`, { token, body: { name } });
  const olga = await join('Olga', created.creatorToken);
  const [gus, hana] = [await join('Gus'), await join('Hana')] as [SessionResponse, SessionResponse];
  await http('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  return { code, creatorToken: created.creatorToken, olga, gus, hana };
}

describe('moderation on phones', () => {
  it('the creator hides a photo: it leaves another guest\'s open gallery live; a guest deletes their own', async () => {
    const { code, olga, gus, hana } = await seedEvent('Moderated Party');
    await uploadPhoto(code, gus.token);
    await uploadPhoto(code, hana.token);
    const hanaOwn = await uploadPhoto(code, hana.token);

    // Gus watches All Photos on a small phone.
    const watcher = await phoneOf(gus, { small: true });
    await watcher.goto(allPhotosPath(code, 'Gus'));
    await expect.poll(() => gridPhotos(watcher).count(), { timeout: 15_000 }).toBe(3);

    // The creator opens Hana's newest photo from its card's Manage button and hides it.
    const creator = await phoneOf(olga, { creator: true });
    await creator.goto(allPhotosPath(code, 'Olga'));
    await expect.poll(() => gridPhotos(creator).count(), { timeout: 15_000 }).toBe(3);
    await creator.getByRole('button', { name: 'Manage photo by Hana' }).first().click();
    const lightbox = creator.getByRole('dialog');
    await lightbox.getByRole('heading', { name: 'Manage photo' }).waitFor();
    await screenshot(creator, '190-moderation-choose');
    await expectAccessible(creator, 'moderation');
    await lightbox.getByRole('button', { name: 'Hide', exact: true }).click();
    await lightbox.getByRole('heading', { name: 'Hide this photo?' }).waitFor();
    const removedAt = Date.now();
    await lightbox.getByRole('button', { name: 'Hide photo' }).click();
    await lightbox.waitFor({ state: 'hidden' });
    await expect.poll(() => gridPhotos(creator).count()).toBe(2);

    // Live on Gus's phone, no reload.
    await expect.poll(() => gridPhotos(watcher).count()).toBe(2);
    console.log(`[moderation] hidden photo left another phone's gallery in ${Date.now() - removedAt} ms`);
    expect(await watcher.getByTestId('photo-count').textContent()).toBe('2 photos');
    await expectAccessible(watcher, 'gallery after a photo was hidden');

    // Hana deletes her own remaining photo (no Hide for a guest), confirming first.
    const hanaPhone = await phoneOf(hana);
    await hanaPhone.goto(allPhotosPath(code, 'Hana'));
    await expect.poll(() => gridPhotos(hanaPhone).count(), { timeout: 15_000 }).toBe(2);
    expect(await hanaPhone.getByRole('button', { name: 'Manage photo by Gus' }).count()).toBe(0);
    await hanaPhone.getByRole('button', { name: 'Manage photo by Hana' }).click();
    const hanaBox = hanaPhone.getByRole('dialog');
    expect(await hanaBox.getByRole('button', { name: 'Hide', exact: true }).count()).toBe(0);
    await hanaBox.getByRole('button', { name: 'Delete', exact: true }).click();
    await hanaBox.getByRole('heading', { name: 'Delete this photo?' }).waitFor();
    await screenshot(hanaPhone, '191-moderation-delete-own');
    await expectAccessible(hanaPhone, 'delete own photo');
    await hanaBox.getByRole('button', { name: 'Delete photo' }).click();
    await hanaBox.waitFor({ state: 'hidden' });
    await expect.poll(() => gridPhotos(hanaPhone).count()).toBe(1);
    await expect.poll(() => gridPhotos(watcher).count()).toBe(1);
    const left = await http<{ photos: { id: string }[] }>('GET', `/api/events/${code}/photos?limit=50`, { token: gus.token });
    expect(left.photos.map((p) => p.id)).not.toContain(hanaOwn.id);
  });

  it('reveal after the end: a guest sees only their own photos until the end, then everyone\'s', async () => {
    const { code, creatorToken, gus, hana } = await seedEvent('Disposable Camera', { revealAfterEnd: true });
    const own = await uploadPhoto(code, gus.token);
    await uploadPhoto(code, hana.token);
    await uploadPhoto(code, hana.token);

    const phone = await phoneOf(gus, { small: true });
    await phone.goto(allPhotosPath(code, 'Gus'));
    await phone.getByText("Everyone's photos are revealed when the event ends", { exact: false }).waitFor();
    await expect.poll(() => gridPhotos(phone).count(), { timeout: 15_000 }).toBe(1);
    expect(await phone.getByRole('button', { name: 'Start Voting' }).isDisabled()).toBe(true);
    await phone.getByText('Voting opens when the event ends and every photo is revealed, for one hour.').waitFor();
    await screenshot(phone, '192-reveal-before-end');
    await expectAccessible(phone, 'reveal before the end');

    // The organizer ends the event: the phone shows everyone's photos, and voting is open.
    await http('POST', `/api/events/${code}/end`, { token: creatorToken });
    await expect.poll(() => gridPhotos(phone).count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => phone.getByRole('button', { name: 'Start Voting' }).isEnabled()).toBe(true);
    expect(await phone.getByText("Everyone's photos are revealed when the event ends", { exact: false }).count()).toBe(0);
    // Guests are told how long voting lasts: until the end + one hour, as the awards screen says too.
    await phone.getByText(/^Voting is open until \d{1,2}:\d{2}( [AP]M)?\. The awards follow\.$/).waitFor();
    await screenshot(phone, '193-reveal-after-end');
    await expectAccessible(phone, 'reveal after the end');
    expect(own.id).toBeTruthy();
  });
});

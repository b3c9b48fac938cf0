import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChallengesView } from '../../shared/schemas/challenges.js';
import type { CreateEventResponse } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import type { WallLinkResponse } from '../../shared/schemas/wall.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible, holdSession, markPage, stillMarked } from '../support/page-helpers.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue #33 screens, part B, against the full local stack: two phones (390×844 and 360×640) on the gallery's
 * Challenges view; a photo gets a prompt through the API and the other phone's view and the taker's progress
 * update live (no reload); the view in Romanian; the live wall captions the newest photo with its challenge;
 * End → the awards ceremony's Challenges chapter with the winning photo and the champion.
 */

const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const phones = usePhones(urls.site);

const moveServerClock = (offsetMs: number) => http<{ offsetMs: number }>('POST', '/__test__/clock', { body: { offsetMs } });
afterAll(async () => {
  await moveServerClock(0);
});

const challengesOf = (code: string, user: string) => `/gallery?${new URLSearchParams({ event: code, user, tab: 'challenges' }).toString()}`;
const progress = (page: Page) => page.getByTestId('challenge-progress');
const section = (page: Page, promptId: string) => page.locator(`.challenge[data-prompt-id="${promptId}"]`);
/** No sideways scroll at the phone's width. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('photo challenges in the gallery, on the wall and at the awards (issue #33)', () => {
  it('two phones follow the Challenges view live; the wall captions the challenge; the awards end with the Challenges chapter and the champion', async () => {
    const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Challenge Party', organizerName: 'Olga' } });
    const code = created.event.code;
    const creator = created.creatorToken;
    const join = (name: string, token?: string) => http<SessionResponse>('POST', `/api/events/${code}/join`, { token, body: { name } });
    const olga = await join('Olga', creator);
    const gus = await join('Gus');
    const hana = await join('Hana');
    await http('POST', `/api/events/${code}/start`, { token: creator });
    // Three prompts, one typed.
    const card = await http<ChallengesView>('PUT', `/api/events/${code}/challenges`, {
      token: creator,
      body: { enabled: true, prompts: [{ builtinId: 'toast' }, { builtinId: 'first-dance' }, { text: 'Grandma on the dance floor' }] },
    });
    const [toast, dance, grandma] = card.prompts.map((p) => p.id) as [string, string, string];
    const shootFor = async (token: string, promptId: string) => {
      const photo = await uploadPhoto(code, token);
      await http('PUT', `/api/events/${code}/photos/${photo.id}/challenge`, { token, body: { promptId } });
      return photo;
    };
    const hanasToast = await shootFor(hana.token, toast);
    const gusGrandma = await shootFor(gus.token, grandma);

    // Gus at 390×844, Hana on a short phone (360×640); reduced motion, so nothing animates under axe.
    const gusPhone = await phones.open({ reducedMotion: 'reduce' });
    await holdSession(gusPhone.context(), gus);
    const hanaPhone = await phones.open({ viewport: { width: 360, height: 640 }, reducedMotion: 'reduce' });
    await holdSession(hanaPhone.context(), hana);
    await gusPhone.goto(challengesOf(code, 'Gus'));
    await hanaPhone.goto(challengesOf(code, 'Hana'));

    // Each sees their own progress, every prompt with its count and photos, newest first.
    for (const page of [gusPhone, hanaPhone]) {
      await page.getByRole('tab', { name: 'Challenges', selected: true }).waitFor();
      await progress(page).filter({ hasText: '1 of 3 challenges' }).waitFor();
      await section(page, toast).getByRole('heading', { name: 'A toast being raised' }).waitFor();
      await section(page, toast).locator(`[data-photo-id="${hanasToast.id}"] img`).waitFor();
      await section(page, grandma).locator(`[data-photo-id="${gusGrandma.id}"] img`).waitFor();
      await section(page, dance).getByText('No photos for this challenge yet').waitFor();
      expect(await section(page, dance).getByTestId('challenge-count').textContent()).toBe('0 photos');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    }
    // Done marks: Gus did the typed prompt, Hana the toast.
    await section(gusPhone, grandma).locator('.challenge__done').waitFor();
    expect(await section(gusPhone, toast).locator('.challenge__done').count()).toBe(0);
    await section(hanaPhone, toast).locator('.challenge__done').waitFor();
    await expectAccessible(gusPhone, 'challenges view (390×844)');
    await expectAccessible(hanaPhone, 'challenges view (360×640)');
    await screenshot(hanaPhone, 'challenges-gallery-360');

    // Gus shoots for the first dance: his progress and Hana's view follow live (no reload).
    await markPage(gusPhone);
    await markPage(hanaPhone);
    const gusDance = await shootFor(gus.token, dance);
    await progress(gusPhone).filter({ hasText: '2 of 3 challenges' }).waitFor();
    await section(gusPhone, dance).locator('.challenge__done').waitFor();
    await section(hanaPhone, dance).locator(`[data-photo-id="${gusDance.id}"] img`).waitFor();
    await section(hanaPhone, dance).getByTestId('challenge-count').filter({ hasText: '1 photo' }).waitFor();
    expect(await progress(hanaPhone).textContent()).toBe('1 of 3 challenges');
    // A prompt changed on a photo already taken: Hana's toast moves to the typed prompt, live.
    await http('PUT', `/api/events/${code}/photos/${hanasToast.id}/challenge`, { token: hana.token, body: { promptId: grandma } });
    await section(gusPhone, grandma).locator(`[data-photo-id="${hanasToast.id}"] img`).waitFor();
    await section(gusPhone, toast).getByText('No photos for this challenge yet').waitFor();
    expect(await stillMarked(gusPhone)).toBe(true);
    expect(await stillMarked(hanaPhone)).toBe(true);

    // The select shows one prompt.
    await hanaPhone.getByLabel('Show challenge').selectOption(dance);
    await expect.poll(() => hanaPhone.locator('.challenge').count()).toBe(1);
    await section(hanaPhone, dance).locator(`[data-photo-id="${gusDance.id}"]`).waitFor();

    // Romanian (the gallery's language switch): the view, a built-in prompt and the progress in Romanian.
    await hanaPhone.getByLabel('Show challenge').selectOption('');
    await hanaPhone.getByRole('button', { name: 'Română' }).click();
    await hanaPhone.getByRole('tab', { name: 'Provocări', selected: true }).waitFor();
    await progress(hanaPhone).filter({ hasText: '1 din 3 provocări' }).waitFor();
    await section(hanaPhone, dance).getByRole('heading', { name: 'Primul dans' }).waitFor();
    await section(hanaPhone, toast).getByText('Încă nu sunt fotografii pentru această provocare').waitFor();
    await hanaPhone.getByLabel('Arată provocarea').waitFor();
    const text = await hanaPhone.evaluate(() => document.body.innerText);
    for (const english of ['of 3 challenges', 'No photos for this challenge', 'Show challenge', 'The first dance']) expect(text).not.toContain(english);
    expect(await sideways(hanaPhone)).toBeLessThanOrEqual(0);
    await expectAccessible(hanaPhone, 'challenges view (Romanian)');
    await screenshot(hanaPhone, 'challenges-gallery-ro');

    // The live wall: the newest photo (Gus's first dance) carries its challenge under his name.
    const link = await http<WallLinkResponse>('POST', `/api/events/${code}/wall`, { token: creator });
    const wall = await phones.track(await phones.browser.newContext({ baseURL: urls.site, viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' })).newPage();
    await wall.goto(`/wall?event=${code}#k=${link.token}`);
    const caption = wall.locator(`.wall__photo[data-photo-id="${gusDance.id}"] figcaption`);
    await caption.locator('.wall__photo-challenge').waitFor();
    expect(await caption.textContent()).toBe('GusChallenge: The first dance');
    await expectAccessible(wall, 'wall (challenge caption)');
    // A prompt set on a photo already on the wall: its caption follows live (Olga's: the champion stays Gus).
    const olgaToast = await uploadPhoto(code, olga.token);
    await wall.locator(`.wall__photo[data-photo-id="${olgaToast.id}"]`).waitFor();
    await http('PUT', `/api/events/${code}/photos/${olgaToast.id}/challenge`, { token: olga.token, body: { promptId: toast } });
    await wall.locator(`.wall__photo[data-photo-id="${olgaToast.id}"] .wall__photo-challenge`).filter({ hasText: 'Challenge: A toast being raised' }).waitFor();

    // A vote on a photo, counted once the observation time has passed (the server's test clock, not a wait).
    const ballot = await http<BallotResponse>('POST', `/api/events/${code}/ballot`, { token: olga.token, body: {} });
    if (ballot.kind !== 'photo') throw new Error(`no ballot photo: ${ballot.kind}`);
    await moveServerClock(10_000);
    await http('POST', `/api/events/${code}/votes`, { token: olga.token, body: { photoId: ballot.photo.id, category: 'most_candid' } });
    const votedPrompt = ballot.photo.id === gusDance.id ? dance : ballot.photo.id === olgaToast.id ? toast : grandma;
    const votedTitles = { [dance]: ['The first dance', 'Primul dans'], [toast]: ['A toast being raised', 'Un toast ridicat'], [grandma]: ['Grandma on the dance floor', 'Grandma on the dance floor'] }[votedPrompt]!;

    // End: both phones move to the awards; after the ten categories, the Challenges chapter and the champion.
    await http('POST', `/api/events/${code}/end`, { token: creator });
    for (const [page, chapterName, champion, votedTitle] of [
      [gusPhone, 'Challenges', 'Challenge champion', votedTitles[0]],
      [hanaPhone, 'Provocări', 'Campionul provocărilor', votedTitles[1]],
    ] as const) {
      const chapter = page.getByTestId('challenges-chapter');
      await chapter.getByRole('heading', { level: 2, name: chapterName }).waitFor();
      const championCard = page.getByTestId('challenge-champion');
      await championCard.getByRole('heading', { level: 3, name: champion }).waitFor();
      // Gus completed two prompts, Hana and Olga one each (Hana's toast became the typed prompt): Gus alone is champion.
      expect(await championCard.locator('.award__champion-name').allTextContents()).toEqual(['Gus']);
      const voted = chapter.locator(`.award[data-prompt-id="${votedPrompt}"]`);
      await voted.getByRole('heading', { level: 3, name: votedTitle }).waitFor();
      await voted.locator('.award__badge--winner').waitFor();
      expect(await voted.locator('.award__uploader').textContent()).toBe(ballot.photo.uploaderName);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    }
    expect(await hanaPhone.getByTestId('challenge-champion').textContent()).toContain('2 din 3 provocări');
    await expectAccessible(gusPhone, 'awards with the Challenges chapter');
    await expectAccessible(hanaPhone, 'awards with the Challenges chapter (Romanian, 360×640)');
    await hanaPhone.getByTestId('challenge-champion').scrollIntoViewIfNeeded();
    await screenshot(hanaPhone, 'challenges-awards-ro');
  });
});

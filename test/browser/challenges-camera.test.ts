import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChallengesView } from '../../shared/schemas/challenges.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import type { WallLinkResponse } from '../../shared/schemas/wall.js';
import { screenshot, usePhones } from '../support/browser.js';
import { expectAccessible, holdSession, markPage, stillMarked } from '../support/page-helpers.js';
import { deviceQueue } from '../support/device-queue.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue #33 part A on phones against the local stack: the organizer picks three challenges on the admin screen
 * (two from the built-in list, one typed); a guest opens the camera's challenge card in one tap (the shutter
 * stays visible and usable), picks a prompt, shoots and keeps: the photo carries it; a second photo kept
 * offline with another prompt waits on the device with it and arrives with it once back online; the card's
 * progress says 1, then 2 of 3. Meanwhile another guest's phone on the gallery's Challenges view follows
 * live; the wall captions the newest photo with its challenge; the end brings the awards' Challenges chapter
 * with the champion: the issue's journey, whole. Once at 390×844 in English, once at 360×640 in Romanian.
 */
const { urls } = ownStack();
const { http } = siteApi(urls.site);
const phones = usePhones(urls.site);

const TEXTS = {
  en: {
    admin: { section: 'Photo challenges', on: 'Challenges on', ceremony: 'Ceremony moments', reception: 'Reception details', typed: 'Your own challenge', add: 'Add', list: 'Your challenges' },
    prompts: { kiss: 'The first kiss', cake: 'The cake before it is cut' },
    typed: 'The best dancer',
    card: { title: 'Photo challenges', progress: (n: number) => `${n} of 3 challenges`, picked: (p: string) => `Challenge: ${p}`, done: 'done' },
    lightbox: { challenge: 'Challenge', saved: 'Saved' },
    keep: 'Keep Photo',
  },
  ro: {
    admin: { section: 'Provocări foto', on: 'Provocări active', ceremony: 'Momente din ceremonie', reception: 'Detalii de la petrecere', typed: 'Provocarea ta', add: 'Adaugă', list: 'Provocările tale' },
    prompts: { kiss: 'Primul sărut', cake: 'Tortul înainte de a fi tăiat' },
    typed: 'Cel mai bun dansator',
    card: { title: 'Provocări foto', progress: (n: number) => `${n} din 3 provocări`, picked: (p: string) => `Provocare: ${p}`, done: 'făcută' },
    lightbox: { challenge: 'Provocare', saved: 'Salvat' },
    keep: 'Păstrează fotografia',
  },
} as const;

async function runningEvent(): Promise<{ code: string; creatorToken: string; organizer: SessionResponse; guest: SessionResponse; other: SessionResponse }> {
  const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Ana & Dan', organizerName: 'Ana', maxPhotosPerUser: 5 } });
  const code = created.event.code;
  const organizer = await http<SessionResponse>('POST', `/api/events/${code}/join`, { token: created.creatorToken, body: { name: 'Ana' } });
  const guest = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Gus' } });
  const other = await http<SessionResponse>('POST', `/api/events/${code}/join`, { body: { name: 'Hana' } });
  await http<EventView>('POST', `/api/events/${code}/start`, { token: created.creatorToken });
  return { code, creatorToken: created.creatorToken, organizer, guest, other };
}

async function phone(session: SessionResponse, viewport: { width: number; height: number }, locale: string, creator = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phones.context({ viewport, locale });
  await holdSession(context, session, { creator });
  return { context, page: await context.newPage() };
}

/** The prompt texts on the organizer's list, in order. */
const listed = (page: Page, name: string) =>
  page
    .getByRole('list', { name: new RegExp(name) })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.firstElementChild?.firstChild?.textContent ?? ''));

/** Whether the element is inside the viewport and is what a tap at its centre reaches (nothing covers it). */
const tappable = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return 'missing';
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return `outside the screen (${JSON.stringify(box)})`;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && (hit === el || el.contains(hit)) ? 'ok' : `covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`;
  }, selector);

/** The photo queue on the device (IndexedDB), each photo's prompt. */
const queuedPrompts = async (page: Page) => (await deviceQueue(page)).map((r) => r.promptId);

async function shootAndKeep(page: Page, keep: string): Promise<void> {
  await page.locator('button.shutter:not([disabled])').click();
  await page.getByRole('button', { name: keep }).click();
}

describe.each([
  { label: '390×844 in English', viewport: { width: 390, height: 844 }, locale: 'en-US', lang: 'en' as const },
  { label: '360×640 in Romanian', viewport: { width: 360, height: 640 }, locale: 'ro-RO', lang: 'ro' as const },
])('photo challenges on the admin screen and the camera, $label', ({ viewport, locale, lang }) => {
  it('three prompts picked (one typed) → a guest shoots for one, then offline for another → both carry their prompts; another phone’s Challenges view follows live; the wall captions it; the end names the champion', async () => {
    const t = TEXTS[lang];
    const tag = `${viewport.width}-${lang}`;
    const { code, creatorToken, organizer: organizerSession, guest: guestSession, other: otherSession } = await runningEvent();

    // The organizer turns challenges on and picks two built-in prompts and types a third.
    const { page: admin } = await phone(organizerSession, viewport, locale, true);
    await admin.goto(`/event-admin?event=${code}`);
    await admin.getByRole('heading', { name: t.admin.section }).waitFor();
    await admin.getByRole('checkbox', { name: t.admin.on }).check();
    await admin.getByText(t.admin.ceremony).click();
    await admin.getByRole('checkbox', { name: t.prompts.kiss }).check();
    await admin.getByRole('list', { name: new RegExp(t.admin.list) }).getByText(t.prompts.kiss).waitFor();
    await admin.getByText(t.admin.reception).click();
    await admin.getByRole('checkbox', { name: t.prompts.cake }).check();
    await admin.getByRole('list', { name: new RegExp(t.admin.list) }).getByText(t.prompts.cake).waitFor();
    await admin.getByLabel(t.admin.typed).fill(t.typed);
    await admin.getByRole('button', { name: t.admin.add, exact: true }).click();
    await admin.getByRole('list', { name: new RegExp(t.admin.list) }).getByText(t.typed).waitFor();
    expect(await listed(admin, t.admin.list)).toEqual([t.prompts.kiss, t.prompts.cake, t.typed]);
    await expectAccessible(admin, `admin challenges ${tag}`);
    await admin.getByRole('heading', { name: t.admin.section }).scrollIntoViewIfNeeded();
    await screenshot(admin, `challenges-01-admin-${tag}`);

    const card = await http<ChallengesView>('GET', `/api/events/${code}/challenges`, { token: guestSession.token });
    expect(card.enabled).toBe(true);
    expect(card.prompts.map((p) => p.builtinId ?? p.text)).toEqual(['first-kiss', 'cake-before', t.typed]);
    const typedId = card.prompts[2]!.id;

    // Hana's phone follows the gallery's Challenges view (no reload from here on).
    const { page: hana } = await phone(otherSession, viewport, locale);
    await hana.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Hana', tab: 'challenges' }).toString()}`);
    const count = (promptId: string) => hana.locator(`.challenge[data-prompt-id="${promptId}"]`).getByTestId('challenge-count');
    await count(typedId).waitFor();
    await markPage(hana);

    // The guest's camera: the card's button is on the screen and one tap opens it; the shutter stays usable.
    const { context, page: guest } = await phone(guestSession, viewport, locale);
    await guest.goto('/');
    const toggle = guest.getByTestId('challenge-toggle');
    await toggle.filter({ hasText: t.card.progress(0) }).waitFor();
    expect(await tappable(guest, '[data-testid="challenge-toggle"]')).toBe('ok');
    await toggle.click();
    const sheet = guest.getByRole('region', { name: t.card.title });
    await sheet.waitFor();
    await guest.locator('button.shutter:not([disabled])').waitFor();
    expect(await tappable(guest, 'button.shutter')).toBe('ok');
    await expectAccessible(guest, `camera with the challenge card open ${tag}`);
    await screenshot(guest, `challenges-02-card-${tag}`);

    // Picked before shooting: the kept photo carries the prompt.
    await sheet.getByRole('button', { name: t.prompts.kiss }).click();
    await toggle.filter({ hasText: t.card.picked(t.prompts.kiss) }).waitFor();
    await shootAndKeep(guest, t.keep);
    await toggle.filter({ hasText: t.card.progress(1) }).waitFor();
    // Keep took the prompt with the photo: the next photo starts without one.
    expect(await toggle.textContent()).not.toContain(t.prompts.kiss);
    const first = await http<GalleryPage>('GET', `/api/events/${code}/photos?mine=true`, { token: guestSession.token });
    expect(first.photos.map((p) => p.promptId)).toEqual(['first-kiss']);
    // On Hana's phone, live: the first kiss has its photo.
    await count('first-kiss').filter({ hasText: /^1 / }).waitFor();

    // Offline: the second photo waits on the device with its prompt, and arrives with it once online.
    await context.setOffline(true);
    await toggle.click();
    await sheet.getByRole('button', { name: t.typed }).click();
    await shootAndKeep(guest, t.keep);
    await guest.getByTestId('upload-waiting').waitFor();
    expect(await queuedPrompts(guest)).toEqual([typedId]);
    await context.setOffline(false);
    await guest.getByTestId('upload-waiting').waitFor({ state: 'detached' });
    await toggle.filter({ hasText: t.card.progress(2) }).waitFor();
    const both = await http<GalleryPage>('GET', `/api/events/${code}/photos?mine=true`, { token: guestSession.token });
    expect(both.photos.map((p) => p.promptId)).toEqual([typedId, 'first-kiss']);
    await count(typedId).filter({ hasText: /^1 / }).waitFor();
    expect(await stillMarked(hana)).toBe(true);

    // The card marks both prompts done.
    await toggle.click();
    await sheet.waitFor();
    expect(await sheet.getByText(t.card.done).count()).toBe(2);
    await guest.getByTestId('challenge-progress').filter({ hasText: t.card.progress(2) }).waitFor();
    await expectAccessible(guest, `camera with two challenges done ${tag}`);
    await screenshot(guest, `challenges-03-done-${tag}`);

    // Any of his photos, not only the last: in the gallery's lightbox Gus moves his first photo from the
    // first kiss to the cake; Hana's view follows live.
    await guest.goto(`/gallery?${new URLSearchParams({ event: code, user: 'Gus', tab: 'mine' }).toString()}`);
    await guest.locator('.card-photo__open').nth(1).click();
    const lightbox = guest.getByRole('dialog');
    const challenge = lightbox.getByLabel(t.lightbox.challenge, { exact: true });
    await expect.poll(() => challenge.inputValue()).toBe('first-kiss');
    await expectAccessible(guest, `lightbox with the photo's challenge ${tag}`);
    await challenge.selectOption('cake-before');
    await lightbox.getByRole('status').filter({ hasText: t.lightbox.saved }).waitFor();
    const moved = await http<GalleryPage>('GET', `/api/events/${code}/photos?mine=true`, { token: guestSession.token });
    expect(moved.photos.map((p) => p.promptId)).toEqual([typedId, 'cake-before']);
    await count('cake-before').filter({ hasText: /^1 / }).waitFor();
    await count('first-kiss').filter({ hasText: /^0 / }).waitFor();
    await screenshot(guest, `challenges-04-lightbox-${tag}`);

    // The live wall captions the newest photo (the offline one) with its challenge.
    const link = await http<WallLinkResponse>('POST', `/api/events/${code}/wall`, { token: creatorToken });
    const wall = await phones.track(await phones.browser.newContext({ baseURL: urls.site, viewport: { width: 1920, height: 1080 }, locale })).newPage();
    await wall.goto(`/wall?event=${code}#k=${link.token}`);
    await wall.locator(`.wall__photo[data-photo-id="${both.photos[0]!.id}"] .wall__photo-challenge`).filter({ hasText: t.typed }).waitFor();

    // The end: Hana's phone goes to the awards, whose Challenges chapter names Gus the champion (2 of 3).
    await http<EventView>('POST', `/api/events/${code}/end`, { token: creatorToken });
    const champion = hana.getByTestId('challenge-champion');
    await champion.waitFor();
    expect(await champion.locator('.award__champion-name').allTextContents()).toEqual(['Gus']);
    expect(await champion.textContent()).toContain(t.card.progress(2));
    await expectAccessible(hana, `awards with the champion ${tag}`);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VOTE_NEXT_PHOTO_DELAY_MS } from '../../shared/voting.js';
import { messages } from '../../shared/messages.js';
import type { CreateEventResponse, EventView } from '../../shared/schemas/events.js';
import type { SessionResponse } from '../../shared/schemas/participants.js';
import { screenshot, usePhones } from '../support/browser.js';
import '../support/provided-context.js';
import { expectAccessible, holdSession } from '../support/page-helpers.js';
import { drawCards, type Card } from '../support/drawn-cards.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';
import { holdPageClock, holdPageClockAtRequest, letPageClockRun, runPageClock } from '../support/page-clock.js';

/*
 * Issue 5 on phones: three guests vote at the same time during a running event (each waits out the 3-second
 * observation on every photo), the organizer ends the event through the API, and every guest sees the
 * awards ceremony with the right winners, ties and counts. The event is seeded through the HTTP API; each
 * phone gets its device session in localStorage exactly as web/src/model/session stores it.
 * The phones open the gallery's view modes: /gallery?event=CODE&user=NAME&view=voting|awards.
 */

const { urls } = ownStack();
const { http, uploadPhoto } = siteApi(urls.site);
const devices = usePhones(urls.site);

// ---------------------------------------------------------------------------------------------------------
// Seeding through the HTTP API.

// ---------------------------------------------------------------------------------------------------------
// Phones.

async function phoneOf(joined: SessionResponse): Promise<Page> {
  const context = await devices.context();
  await holdSession(context, joined);
  return context.newPage();
}

const galleryPath = (code: string, user: string) => `/gallery?${new URLSearchParams({ event: code, user }).toString()}`;
const viewPath = (code: string, user: string, view: 'voting' | 'awards') =>
  `/gallery?${new URLSearchParams({ event: code, user, view }).toString()}`;

// ---------------------------------------------------------------------------------------------------------
// Voting on a phone.

/** Which award each voter gives to whose photo (photos are told apart by their uploader). */
type Plan = Record<string, string>;

const votesOn = async (page: Page, label: string): Promise<number> => {
  const text = (await page.getByRole('button', { name: new RegExp(`^${label}`) }).textContent()) ?? '';
  return Number(/(\d+) votes?/.exec(text)?.[1] ?? 0);
};

/**
 * Votes on every photo the ballot hands out, as planned, until All Caught Up!. The page's clock is held when
 * this starts (the caller holds it before the first ballot is asked for), so each photo is looked at while
 * its 3 s observation cannot run out, however slow the machine.
 */
async function voteThrough(page: Page, plan: Plan, options: { shots?: boolean; skipFirst?: boolean } = {}): Promise<string[]> {
  const seen: string[] = [];
  let last: string | null = null;
  const nextPhotoOrDone = (previous: string | null) =>
    page.waitForFunction((prev) => {
      const done = [...document.querySelectorAll('h2')].some((h) => h.textContent === 'All Caught Up!');
      const src = document.querySelector('.vote__image')?.getAttribute('src');
      return done || (src !== undefined && src !== null && src !== prev);
    }, previous);

  if (options.skipFirst) {
    await nextPhotoOrDone(null);
    last = await page.locator('.vote__image').getAttribute('src');
    // S skips (keyboard), to another photo.
    await page.keyboard.press('s');
  }

  for (;;) {
    await nextPhotoOrDone(last);
    if (await page.getByRole('heading', { name: 'All Caught Up!' }).isVisible()) break;
    const uploader = (await page.locator('.vote__uploader').textContent()) ?? '';
    const label = plan[uploader];
    expect(label, `a plan for ${uploader}'s photo`).toBeTruthy();
    const button = page.getByRole('button', { name: new RegExp(`^${label}`) });

    // The observation: locked at first, counting down from 3 (the page's clock is held here).
    expect(await button.isDisabled()).toBe(true);
    await page.getByText('Take a look… voting opens in 3').waitFor();
    // Nothing sticks out sideways, at 360 px too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (options.shots && seen.length === 0) {
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.vote__image');
        return img !== null && img.complete && img.naturalWidth > 0;
      }, undefined, { polling: 100 });
      await screenshot(page, '20-voting-observation');
    }
    // Open after about 3 s of the page's time (counted to the server's votableAt), never at once.
    const released = Date.now();
    await letPageClockRun(page);
    // axe schedules its work on timers: it looks once the clock runs (locked or open by then).
    if (options.shots && seen.length === 0) await expectAccessible(page, 'voting');
    await expect.poll(() => button.isEnabled(), { interval: 100 }).toBe(true);
    expect(Date.now() - released).toBeGreaterThan(1000);

    // Held again for the vote, so the next photo (1.5 s after it) arrives on a held clock too.
    await holdPageClock(page);
    const before = await votesOn(page, label as string);
    await button.click();
    await page.locator('.vote__hint', { hasText: `Voted ${label as string}! Next photo coming up` }).waitFor();
    expect(await votesOn(page, label as string)).toBe(before + 1);
    if (options.shots && seen.length === 0) await screenshot(page, '21-voting-voted');
    seen.push(uploader);
    last = await page.locator('.vote__image').getAttribute('src');
    await runPageClock(page, VOTE_NEXT_PHOTO_DELAY_MS);
  }
  await letPageClockRun(page);
  if (options.shots) {
    await screenshot(page, '22-voting-all-caught-up');
    await expectAccessible(page, 'all caught up');
  }
  return seen;
}

async function waitForImages(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  await page.evaluate(() => window.scrollTo(0, 0));
}

const categoryCard = (page: Page, label: string) => page.getByRole('listitem', { name: label, exact: true });
const entries = (page: Page, label: string) =>
  categoryCard(page, label)
    .locator('.award__entry')
    .evaluateAll((items) =>
      items.map((item) => ({
        badge: item.querySelector('.award__badge')?.textContent,
        uploader: item.querySelector('.award__uploader')?.textContent,
        votes: item.querySelector('.award__votes')?.textContent,
      })),
    );

describe('voting and awards on phones', () => {
  it('three guests vote during the event; after the end they see the awards ceremony', async () => {
    // The event: organizer Olga (with the creator credential), guests Gus, Hana and Ivy; started.
    const created = await http<CreateEventResponse>('POST', '/api/events', { body: { title: 'Garden Party', organizerName: 'Olga' } });
    const code = created.event.code;
    const creator = created.creatorToken;
    const join = (name: string, token?: string) => http<SessionResponse>('POST', `/api/events/${code}/join`, { token, body: { name } });
    const olga = await join('Olga', creator);
    expect(olga.participant.isCreator).toBe(true);
    const [gus, hana, ivy] = [await join('Gus'), await join('Hana'), await join('Ivy')] as [SessionResponse, SessionResponse, SessionResponse];
    const started = await http<EventView>('POST', `/api/events/${code}/start`, { token: creator });
    expect(started.eventState).toBe('countdown');

    // Three photos, oldest first: Olga's, Gus's, Hana's.
    const cards = await drawCards(devices.browser, [
      { label: 'Olga', hue: 20 },
      { label: 'Gus', hue: 160 },
      { label: 'Hana', hue: 270 },
    ]);
    const photos = [];
    for (const [who, card] of [[olga, cards[0]], [gus, cards[1]], [hana, cards[2]]] as const) photos.push(await uploadPhoto(code, who.token, card as Card));
    expect(photos.map((p) => p.uploaderName)).toEqual(['Olga', 'Gus', 'Hana']);

    /*
     * Nobody is offered their own photo. The plan gives: Most Creative — Olga 2, Hana 2 (a tie: both are
     * WINNER!, Olga's earlier photo listed first); Funniest Moment — Gus 2; Most Romantic — Olga 1;
     * the other seven categories have no votes.
     */
    const plans: [SessionResponse, Plan][] = [
      [gus, { Olga: 'Most Creative', Hana: 'Most Creative' }],
      [hana, { Olga: 'Most Creative', Gus: 'Funniest Moment' }],
      [ivy, { Olga: 'Most Romantic', Gus: 'Funniest Moment', Hana: 'Most Creative' }],
    ];
    const phones = await Promise.all(plans.map(([who]) => phoneOf(who)));
    // Ivy's phone is a small one: 360 px wide.
    await phones[2]!.setViewportSize({ width: 360, height: 740 });

    // Gus starts from the gallery's Start Voting button; Hana and Ivy open the voting view's address. Each
    // page's clock is held before its first ballot is asked for (voteThrough).
    const firstBallot = /\/ballot$/;
    await phones[0]!.goto(galleryPath(code, 'Gus'));
    await holdPageClockAtRequest(phones[0]!, firstBallot, () => phones[0]!.getByRole('button', { name: 'Start Voting' }).click());
    await phones[0]!.getByRole('heading', { level: 1, name: 'Vote' }).waitFor();
    expect(new URL(phones[0]!.url()).searchParams.get('view')).toBe('voting');
    await Promise.all(
      phones.slice(1).map((page, i) => holdPageClockAtRequest(page, firstBallot, () => page.goto(viewPath(code, plans[i + 1]![0].participant.name, 'voting')))),
    );

    // All three vote at the same time, each on every photo; Ivy skips her first photo with the S key.
    const seen = await Promise.all(phones.map((page, i) => voteThrough(page, plans[i]![1], { shots: i === 0, skipFirst: i === 2 })));
    // Each saw every photo but their own.
    expect(seen.map((list) => [...list].sort())).toEqual([['Hana', 'Olga'], ['Gus', 'Olga'], ['Gus', 'Hana', 'Olga']]);

    for (const [i, page] of phones.entries()) {
      // The spec's All Caught Up! text, and each device's voted list holds the photos of the others.
      await page.getByText(messages.ALL_VOTED).waitFor();
      const who = plans[i]![0];
      const record = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], `candid:voted:${code}:${who.participant.id}`);
      expect([...record].sort()).toEqual(photos.filter((p) => p.uploaderId !== who.participant.id).map((p) => p.id).sort());
    }

    // Back in the gallery, every photo but his own has Gus's vote: the button reads All Photos Voted and is disabled.
    await phones[0]!.getByRole('button', { name: 'Back to Gallery' }).click();
    await phones[0]!.getByRole('heading', { level: 1, name: 'Event Gallery' }).waitFor();
    await phones[0]!.getByRole('tab', { name: 'All Photos' }).click();
    const allVoted = phones[0]!.getByRole('button', { name: 'All Photos Voted' });
    await allVoted.waitFor();
    expect(await allVoted.isDisabled()).toBe(true);

    // A new photo arrives: Hana's Check for New Photos hands it out.
    const late = await uploadPhoto(code, ivy.token, (await drawCards(devices.browser, [{ label: 'Ivy', hue: 210 }]))[0] as Card);
    await phones[1]!.getByRole('button', { name: 'Check for New Photos' }).click();
    await phones[1]!.locator('.vote__uploader', { hasText: 'Ivy' }).waitFor();
    expect(late.uploaderName).toBe('Ivy');

    // The organizer ends the event (creator credential). Voting is closed from now on.
    const ended = await http<EventView>('POST', `/api/events/${code}/end`, { token: creator });
    expect(ended.status).toBe('completed');
    await phones[0]!.goto(viewPath(code, 'Gus', 'voting'));
    await phones[0]!.getByRole('heading', { name: 'Voting is closed' }).waitFor();
    await phones[0]!.getByText(messages.VOTING_CLOSED).waitFor();

    // Every guest sees the awards ceremony with the same winners.
    for (const [i, page] of phones.entries()) {
      await page.goto(viewPath(code, plans[i]![0].participant.name, 'awards'));
      await page.getByRole('heading', { level: 1, name: 'AWARDS CEREMONY' }).waitFor();
      await categoryCard(page, 'Most Creative').waitFor();

      expect(await entries(page, 'Most Creative')).toEqual([
        { badge: 'WINNER!', uploader: 'Olga', votes: '2 votes' },
        { badge: 'WINNER!', uploader: 'Hana', votes: '2 votes' },
      ]);
      expect(await entries(page, 'Funniest Moment')).toEqual([{ badge: 'WINNER!', uploader: 'Gus', votes: '2 votes' }]);
      expect(await entries(page, 'Most Romantic')).toEqual([{ badge: 'WINNER!', uploader: 'Olga', votes: '1 vote' }]);
      for (const label of ['Most Emotional', 'Silliest Picture', 'Best Couple Shot', 'Most Candid', 'Most Artistic', 'Best Dance Move', 'Best Group Photo']) {
        expect(await categoryCard(page, label).textContent()).toContain('No votes yet!');
      }
      await page.getByRole('button', { name: 'View Full Gallery' }).waitFor();
    }

    const awards = phones[1]!;
    await waitForImages(awards);
    // The reveal has played (it is finite; reduced motion skips it).
    await awards.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity));
    await screenshot(awards, '23-awards-ceremony');
    await expectAccessible(awards, 'awards');
    await awards.getByRole('button', { name: 'View Full Gallery' }).click();
    await awards.getByRole('heading', { level: 1, name: 'Event Gallery' }).waitFor();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOTE_NEXT_PHOTO_DELAY_MS } from '#shared/voting.js';
import { AWARD_CATEGORIES } from '#shared/award-categories.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { errorResponse, eventView, fakeApi, jsonResponse } from '../../testing/fixtures';
import { resetShadowForTests } from '../../storage/deviceStorage';
import { readVotedPhotos, replaceVotedPhotos } from '../../model/voting/votedRecord';
import VotingView from './VotingView';
import roCatalogue from '../../i18n/catalogues/gallery/ro';
import { inRomanian } from '../../testing/inRomanian';

const ro = roCatalogue;

const NOW = new Date('2025-06-01T12:00:00.000Z').getTime();
const RUNNING = eventView({ status: 'active', eventState: 'countdown' });

const photo = (id: string, overrides: Partial<PhotoView> = {}): PhotoView => ({
  id,
  uploaderId: 'p-ana',
  uploaderName: 'Ana',
  uploadedAt: '2025-06-01T11:00:00.000Z',
  fileName: `${id}.jpg`,
  size: 60_000,
  width: 1080,
  height: 1080,
  thumbnailUrl: `https://photos.test/${id}/thumbnail.jpg`,
  url: `https://photos.test/${id}/polaroid.jpg`,
  downloadUrl: `https://photos.test/${id}/raw.jpg`,
  votes: {},
  ...overrides,
});

/** A ballot handing out `p`, votable 3 s from the (fake) now. */
const ballotOf = (p: PhotoView) => () => jsonResponse(200, { kind: 'photo', photo: p, votableAt: new Date(Date.now() + 3000).toISOString() });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The voting endpoints of event ABC123; ballots are answered in turn (the last one repeats). */
function stubApi({ ballots, vote, mine }: { ballots: Route[]; vote?: Route; mine?: Route }) {
  let next = 0;
  const api = fakeApi({
    'POST /api/events/ABC123/ballot': (init) => (ballots[Math.min(next++, ballots.length - 1)] as Route)(init),
    'POST /api/events/ABC123/votes': vote ?? ((init) => jsonResponse(201, { ...JSON.parse(String(init?.body)), votedAt: new Date().toISOString() })),
    'GET /api/events/ABC123/votes/mine': mine ?? (() => jsonResponse(200, { votes: [] })),
  });
  vi.stubGlobal('fetch', api);
  return api;
}

const callsTo = (api: ReturnType<typeof fakeApi>, key: string) =>
  api.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
const ballotBodies = (api: ReturnType<typeof fakeApi>) =>
  callsTo(api, 'POST /api/events/ABC123/ballot').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const voteBodies = (api: ReturnType<typeof fakeApi>) =>
  callsTo(api, 'POST /api/events/ABC123/votes').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** Lets answered fetches land (and, with ms, time pass). */
const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderVoting(event: EventView = RUNNING) {
  const onExit = vi.fn();
  const view = render(<VotingView code="ABC123" token="tok-gus" participantId="p-gus" event={event} onExit={onExit} />);
  return { onExit, rerender: (e: EventView) => view.rerender(<VotingView code="ABC123" token="tok-gus" participantId="p-gus" event={e} onExit={onExit} />) };
}

const award = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const awardButtons = () => AWARD_CATEGORIES.map((c) => award(c.label));
const status = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  resetShadowForTests();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('voting: the observation countdown', () => {
  it('shows the photo with 10 award buttons, disabled and counting 3…2…1 until votableAt', async () => {
    const api = stubApi({ ballots: [ballotOf(photo('ph1', { uploaderName: 'Hana' }))] });
    renderVoting();
    await advance();

    expect(screen.getByRole('img', { name: 'Photo by Hana' }).getAttribute('src')).toBe('https://photos.test/ph1/polaroid.jpg');
    const buttons = awardButtons();
    expect(buttons).toHaveLength(10);
    for (const c of AWARD_CATEGORIES) expect(award(c.label).textContent).toContain(c.emoji);
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText(/voting opens in 3/)).toBeTruthy();
    // Announced once, politely — not every second.
    expect(status()).toContain('Voting opens in 3 seconds.');

    await advance(1000);
    expect(screen.getByText(/voting opens in 2/)).toBeTruthy();
    await advance(1000);
    expect(screen.getByText(/voting opens in 1/)).toBeTruthy();
    fireEvent.click(award('Most Candid'));
    await advance(999);
    expect(awardButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(voteBodies(api)).toEqual([]);

    await advance(1);
    expect(awardButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    expect(status()).toContain('Voting is open.');
  });
});

describe('voting: a vote', () => {
  it('blocks every vote while saving, counts it, marks the photo voted, and shows the next photo 1.5 s later', async () => {
    const saved = deferred<Response>();
    const first = photo('ph1', { votes: { most_emotional: 2 } });
    const api = stubApi({ ballots: [ballotOf(first), ballotOf(photo('ph2', { uploaderName: 'Ivy' }))], vote: () => saved.promise });
    renderVoting();
    await advance();
    await advance(3000);

    fireEvent.click(award('Most Emotional'));
    fireEvent.click(award('Most Emotional'));
    fireEvent.click(award('Best Dance Move'));
    await advance();
    expect(voteBodies(api)).toEqual([{ photoId: 'ph1', category: 'most_emotional' }]);
    expect(awardButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect((screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Saving your vote…', { selector: '.vote__hint' })).toBeTruthy();

    saved.resolve(jsonResponse(201, { photoId: 'ph1', category: 'most_emotional', votedAt: new Date().toISOString() }));
    await advance();
    expect(award('Most Emotional').textContent).toContain('3');
    expect(award('Most Emotional').textContent).toContain('3 votes');
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual(['ph1']);
    expect(status()).toContain('Vote saved: Most Emotional.');
    expect(awardButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);

    await advance(VOTE_NEXT_PHOTO_DELAY_MS - 1);
    expect(ballotBodies(api)).toHaveLength(1);
    await advance(1);
    expect(ballotBodies(api)).toEqual([{}, {}]);
    expect(screen.getByRole('img', { name: 'Photo by Ivy' })).toBeTruthy();
    expect(awardButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(voteBodies(api)).toHaveLength(1);
  });

  it('a duplicate vote shows the spec\'s alert and leaves the photo on screen', async () => {
    stubApi({ ballots: [ballotOf(photo('ph1'))], vote: () => errorResponse(409, 'ALREADY_VOTED', messages.ALREADY_VOTED) });
    renderVoting();
    await advance(3000);
    fireEvent.click(award('Most Romantic'));
    await advance();

    expect(screen.getByRole('alert').textContent).toContain('You have already voted on this photo in this category!');
    expect(awardButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual(['ph1']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a vote on one\'s own photo refused by the server shows its message (issue 11.6)', async () => {
    stubApi({ ballots: [ballotOf(photo('ph1'))], vote: () => errorResponse(409, 'OWN_PHOTO', messages.OWN_PHOTO) });
    renderVoting();
    await advance(3000);
    fireEvent.click(award('Most Candid'));
    await advance();
    expect(screen.getByRole('alert').textContent).toContain(messages.OWN_PHOTO);
    expect(award('Most Candid').textContent).not.toMatch(/\d/);
  });

  it('the guest\'s own photo, if a ballot ever hands one out, cannot be voted on (issue 11.6)', async () => {
    const api = stubApi({ ballots: [ballotOf(photo('ph1', { uploaderId: 'p-gus', uploaderName: 'Gus' }))] });
    renderVoting();
    await advance(3000);
    expect(awardButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText(messages.OWN_PHOTO, { selector: '.vote__hint' })).toBeTruthy();
    fireEvent.click(award('Most Candid'));
    await advance();
    expect(voteBodies(api)).toEqual([]);
    expect((screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('other vote failures are silent and not counted', async () => {
    const api = stubApi({ ballots: [ballotOf(photo('ph1'))], vote: () => errorResponse(500, 'INTERNAL', messages.INTERNAL) });
    renderVoting();
    await advance(3000);
    fireEvent.click(award('Most Creative'));
    await advance();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(award('Most Creative').textContent).not.toMatch(/\d/);
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual([]);
    await advance(5000);
    expect(ballotBodies(api)).toHaveLength(1);
    expect(awardButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('a photo hidden or deleted meanwhile (PHOTO_NOT_FOUND) says so and offers no award on it any more; Skip brings the next', async () => {
    const api = stubApi({ ballots: [ballotOf(photo('ph1')), ballotOf(photo('ph2'))], vote: () => errorResponse(404, 'PHOTO_NOT_FOUND', messages.PHOTO_NOT_FOUND) });
    renderVoting();
    await advance(3000);
    fireEvent.click(award('Most Creative'));
    await advance();
    expect(screen.getByRole('alert').textContent).toContain(messages.PHOTO_NOT_FOUND);
    expect(screen.getByText(messages.PHOTO_NOT_FOUND, { selector: '.vote__hint' })).toBeTruthy();
    expect(awardButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(status()).not.toContain('Choose an award');
    fireEvent.click(award('Most Candid'));
    await advance();
    expect(voteBodies(api)).toHaveLength(1);
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await advance();
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://photos.test/ph2/polaroid.jpg');
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(3000);
    expect(awardButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('VOTING_CLOSED (the event ended meanwhile) says voting is closed', async () => {
    stubApi({ ballots: [ballotOf(photo('ph1'))], vote: () => errorResponse(409, 'VOTING_CLOSED', messages.VOTING_CLOSED) });
    renderVoting();
    await advance(3000);
    fireEvent.click(award('Most Creative'));
    await advance();
    expect(screen.getByRole('heading', { name: 'Voting is closed' })).toBeTruthy();
    expect(screen.getByText(messages.VOTING_CLOSED)).toBeTruthy();
  });
});

describe('voting: skip, back and the end screens', () => {
  it('Skip (and the S key) asks for another photo; Escape and Back leave', async () => {
    const api = stubApi({ ballots: [ballotOf(photo('ph1')), ballotOf(photo('ph2')), ballotOf(photo('ph3'))] });
    const { onExit } = renderVoting();
    await advance();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await advance();
    expect(screen.getByRole('img').getAttribute('src')).toContain('ph2');
    fireEvent.keyDown(window, { key: 's' });
    await advance();
    expect(ballotBodies(api)).toEqual([{}, { skip: 'ph1' }, { skip: 'ph2' }]);

    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(onExit).toHaveBeenCalledTimes(2);
  });

  it('All Caught Up! with the spec text; Check for New Photos asks again', async () => {
    const api = stubApi({ ballots: [() => jsonResponse(200, { kind: 'all-voted' }), ballotOf(photo('new'))] });
    renderVoting();
    await advance();
    expect(screen.getByRole('heading', { name: 'All Caught Up!' })).toBeTruthy();
    expect(screen.getByText(messages.ALL_VOTED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check for New Photos' }));
    await advance();
    expect(ballotBodies(api)).toHaveLength(2);
    expect(screen.getByRole('img').getAttribute('src')).toContain('new');
  });

  it('No more photos to vote on! when the event has no photos', async () => {
    stubApi({ ballots: [() => jsonResponse(200, { kind: 'no-photos' })] });
    renderVoting();
    await advance();
    expect(screen.getByRole('heading', { name: 'No more photos to vote on!' })).toBeTruthy();
  });

  it('before the start (and after the end) voting is closed and nothing is asked of the server', async () => {
    const api = stubApi({ ballots: [ballotOf(photo('ph1'))] });
    const { rerender } = renderVoting(eventView({ status: 'waiting', eventState: 'not_started' }));
    await advance();
    expect(screen.getByText(messages.VOTING_CLOSED)).toBeTruthy();
    expect(ballotBodies(api)).toEqual([]);

    rerender(RUNNING);
    await advance();
    expect(ballotBodies(api)).toHaveLength(1);
    rerender(eventView({ status: 'completed', eventState: 'ended' }));
    expect(screen.getByRole('heading', { name: 'Voting is closed' })).toBeTruthy();
  });

  it('reveal after the end: the ballot closes when the hour of voting is over, before any vote is refused', async () => {
    const api = stubApi({ ballots: [ballotOf(photo('ph1'))] });
    renderVoting(eventView({ status: 'completed', eventState: 'ended', revealAfterEnd: true, votingEndsAt: new Date(NOW + 60_000).toISOString() }));
    await advance(3000);
    expect(awardButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    await advance(60_000);
    expect(screen.getByRole('heading', { name: 'Voting is closed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Most Creative/ })).toBeNull();
    expect(voteBodies(api)).toEqual([]);
  });

  it('a removed guest is told so', async () => {
    stubApi({ ballots: [() => errorResponse(403, 'KICKED', messages.KICKED)] });
    renderVoting();
    await advance();
    expect(screen.getByRole('alert').textContent).toBe(messages.KICKED);
  });

  it('a ballot that fails offers Try Again', async () => {
    const api = stubApi({ ballots: [() => errorResponse(500, 'INTERNAL', messages.INTERNAL), ballotOf(photo('ph1'))] });
    renderVoting();
    await advance();
    expect(screen.getByRole('alert').textContent).toBe(messages.INTERNAL);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await advance();
    expect(ballotBodies(api)).toHaveLength(2);
    expect(screen.getByRole('img')).toBeTruthy();
  });
});

describe('voting: the device\'s voted list', () => {
  it('is re-synced from the server on open, keeping votes saved meanwhile', async () => {
    replaceVotedPhotos('ABC123', 'p-gus', ['stale']);
    const mine = deferred<Response>();
    const api = stubApi({ ballots: [ballotOf(photo('ph9'))], mine: () => mine.promise });
    renderVoting();
    await advance(3000);
    fireEvent.click(award('Most Candid'));
    await advance();
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual(['stale', 'ph9']);

    mine.resolve(jsonResponse(200, { votes: [{ photoId: 'ph1', category: 'most_candid' }, { photoId: 'ph2', category: 'most_creative' }] }));
    await advance();
    expect(callsTo(api, 'GET /api/events/ABC123/votes/mine')).toHaveLength(1);
    expect(callsTo(api, 'GET /api/events/ABC123/votes/mine')[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer tok-gus' });
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual(['ph1', 'ph2', 'ph9']);
  });
});

describe('voting in Romanian (issue 20)', () => {
  inRomanian();

  it('the ballot, its hints and the award names are Romanian; the already-voted notice is the Romanian catalogue\'s', async () => {
    stubApi({
      ballots: [ballotOf(photo('ph1', { uploaderName: 'Hana' }))],
      vote: (init) => (JSON.parse(String(init?.body)) as { category: string }).category === 'most_candid'
        ? errorResponse(409, 'ALREADY_VOTED', messages.ALREADY_VOTED)
        : jsonResponse(201, { ...JSON.parse(String(init?.body)), votedAt: new Date().toISOString() }),
    });
    renderVoting();
    await advance();
    expect(screen.getByRole('heading', { level: 1, name: 'Votează' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Fotografie de Hana' })).toBeTruthy();
    expect(screen.getByText('Uită-te bine… votul se deschide în 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sari peste' })).toBeTruthy();
    const names = AWARD_CATEGORIES.map((c) => screen.getByRole('button', { name: new RegExp(`^${ro.awards.categories[c.id]}`) }));
    expect(names).toHaveLength(10);
    // No English award name is left.
    for (const c of AWARD_CATEGORIES) expect(screen.queryByText(c.label)).toBeNull();

    await advance(3000);
    expect(screen.getByText('Ce premiu merită această fotografie?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Cea mai spontană/ }));
    await advance();
    expect(screen.getByRole('alert').textContent).toContain(ro.errors.ALREADY_VOTED);
    fireEvent.click(screen.getByRole('button', { name: 'Închide' }));

    fireEvent.click(screen.getByRole('button', { name: /^Cea mai romantică/ }));
    await advance();
    expect(screen.getByText('Ai votat Cea mai romantică! Urmează fotografia următoare…')).toBeTruthy();
    // The count, read with its Romanian noun: "1 vot".
    expect(screen.getByRole('button', { name: /^Cea mai romantică/ }).textContent).toContain('1 vot');
  });

  it('says voting is closed in Romanian before the event starts', () => {
    stubApi({ ballots: [ballotOf(photo('ph1'))] });
    renderVoting(eventView({ status: 'waiting', eventState: 'not_started' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Votul nu a început încă' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Înapoi la galerie' })).toBeTruthy();
  });
});

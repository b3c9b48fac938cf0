// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWARD_CATEGORIES } from '#shared/award-categories.js';
import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { Awards } from '#shared/schemas/votes.js';
import { errorResponse, eventView, fakeApi, jsonResponse } from '../../testing/fixtures';
import { awardResults } from '../../model/voting/awardResults';
import AwardsView from './AwardsView';
import ro from '../../i18n/catalogues/gallery/ro';
import { inRomanian } from '../../testing/inRomanian';

const ENDED = eventView({ status: 'completed', eventState: 'ended', title: 'Garden Party' });

const photo = (id: string, uploaderName: string, uploadedAt: string): PhotoView => ({
  id,
  uploaderId: `p-${uploaderName}`,
  uploaderName,
  uploadedAt,
  fileName: `${id}.jpg`,
  size: 60_000,
  width: 1080,
  height: 1080,
  thumbnailUrl: `https://photos.test/${id}/thumbnail.jpg`,
  url: `https://photos.test/${id}/polaroid.jpg`,
  downloadUrl: `https://photos.test/${id}/raw.jpg`,
  votes: {},
});

const EARLY = photo('ph-early', 'Ana', '2025-06-01T10:00:00.000Z');
const LATE = photo('ph-late', 'Ben', '2025-06-01T11:00:00.000Z');
const MID = photo('ph-mid', 'Cai', '2025-06-01T10:30:00.000Z');

/** Most Creative: a tie of three (sent out of order); Best Dance Move: one winner; the rest: no votes. */
const AWARDS: Awards = {
  categories: AWARD_CATEGORIES.map(({ id }) => {
    if (id === 'most_creative')
      return { category: id, maxVotes: 2, winners: [LATE, EARLY, MID].map((p) => ({ photo: p, voteCount: 2 })) };
    if (id === 'best_dance_move') return { category: id, maxVotes: 1, winners: [{ photo: LATE, voteCount: 1 }] };
    return { category: id, maxVotes: 0, winners: [] };
  }),
};

const NONE: Awards = { categories: AWARD_CATEGORIES.map(({ id }) => ({ category: id, maxVotes: 0, winners: [] })) };

function renderAwards(answer: () => Response | Promise<Response>, event: EventView = ENDED) {
  const api = fakeApi({ 'GET /api/events/ABC123/awards': answer });
  vi.stubGlobal('fetch', api);
  const onViewGallery = vi.fn();
  const view = render(<AwardsView code="ABC123" token="tok-gus" participantId="p-gus" event={event} onViewGallery={onViewGallery} />);
  return { api, onViewGallery, rerender: (e: EventView) => view.rerender(<AwardsView code="ABC123" token="tok-gus" participantId="p-gus" event={e} onViewGallery={onViewGallery} />) };
}

const card = (label: string) => screen.getByRole('listitem', { name: new RegExp(label) });
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('awards ceremony', () => {
  it('shows AWARDS CEREMONY and "Calculating winners..." while loading', async () => {
    let answer!: (r: Response) => void;
    const { api } = renderAwards(() => new Promise((r) => (answer = r)));
    expect(screen.getByRole('heading', { level: 1, name: 'AWARDS CEREMONY' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Calculating winners...');
    expect(api.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer tok-gus' });
    answer(jsonResponse(200, AWARDS));
    await settle();
    expect(screen.queryByText('Calculating winners...')).toBeNull();
  });

  it('lists every category in the spec\'s order; a tie is shown as a tie: the same badge for the same count, earliest first', async () => {
    renderAwards(() => jsonResponse(200, AWARDS));
    await settle();

    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(AWARD_CATEGORIES.map((c) => `${c.emoji}${c.label}`));

    const tie = within(card('Most Creative')).getAllByRole('listitem');
    expect(tie.map((e) => within(e).getByText(/WINNER!|Runner-up!/).textContent)).toEqual(['WINNER!', 'WINNER!', 'WINNER!']);
    expect(within(card('Most Creative')).getByText('A 3-way tie: 2 votes each')).toBeTruthy();
    expect(tie.map((e) => e.querySelector('.award__uploader')?.textContent)).toEqual(['Ana', 'Cai', 'Ben']);
    for (const e of tie) expect(e.textContent).toContain('2 votes');
    expect(within(tie[0]!).getByRole('img').getAttribute('src')).toBe('https://photos.test/ph-early/thumbnail.jpg');
    expect(within(tie[0]!).getByRole('link').getAttribute('href')).toBe('https://photos.test/ph-early/polaroid.jpg');
    expect(tie[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-06-01T10:00:00.000Z');

    const solo = within(card('Best Dance Move')).getAllByRole('listitem');
    expect(solo).toHaveLength(1);
    expect(solo[0]!.textContent).toContain('WINNER!');
    expect(solo[0]!.textContent).toContain('Ben');
    expect(solo[0]!.textContent).toContain('1 vote');
    expect(solo[0]!.textContent).not.toContain('1 votes');

    expect(within(card('Most Emotional')).getByText('No votes yet!')).toBeTruthy();
    expect(screen.getAllByText('No votes yet!')).toHaveLength(8);
  });

  it('with no votes at all: one "No votes yet!" empty state, and View Full Gallery', async () => {
    const { onViewGallery } = renderAwards(() => jsonResponse(200, NONE));
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'No votes yet!' })).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'View Full Gallery' }));
    expect(onViewGallery).toHaveBeenCalledOnce();
  });

  it('AWARDS_NOT_READY: a short message and back to the gallery; asked again when the event ends', async () => {
    let ready = false;
    const { api, onViewGallery, rerender } = renderAwards(
      () => (ready ? jsonResponse(200, AWARDS) : errorResponse(409, 'AWARDS_NOT_READY', messages.AWARDS_NOT_READY)),
      eventView({ status: 'active', eventState: 'countdown' }),
    );
    await settle();
    expect(screen.getByText(messages.AWARDS_NOT_READY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Gallery' }));
    expect(onViewGallery).toHaveBeenCalledOnce();

    ready = true;
    rerender(ENDED);
    await settle();
    expect(api).toHaveBeenCalledTimes(2);
    expect(card('Most Creative')).toBeTruthy();
  });

  it('reveal after the end: "voting is open until …" is asked again when that hour is over, and the winners show', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(Date.parse('2025-06-01T20:00:00.000Z'));
      let ready = false;
      const reveal = eventView({ status: 'completed', eventState: 'ended', revealAfterEnd: true, votingEndsAt: '2025-06-01T20:30:00.000Z' });
      const { api } = renderAwards(() => (ready ? jsonResponse(200, AWARDS) : errorResponse(409, 'AWARDS_NOT_READY', messages.AWARDS_NOT_READY)), reveal);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText(/^Voting is open until/)).toBeTruthy();
      expect(api).toHaveBeenCalledTimes(1);

      // The server opens the awards when the hour is over; nothing else about the event changes then.
      ready = true;
      await act(() => vi.advanceTimersByTimeAsync(29 * 60_000));
      expect(api).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
      expect(api).toHaveBeenCalledTimes(2);
      expect(screen.queryByText(/^Voting is open until/)).toBeNull();
      expect(card('Most Creative')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failure offers Try Again', async () => {
    let fail = true;
    renderAwards(() => (fail ? errorResponse(503, 'SERVICE_BUSY', messages.SERVICE_BUSY) : jsonResponse(200, AWARDS)));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(messages.SERVICE_BUSY);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle();
    expect(card('Best Dance Move')).toBeTruthy();
  });
});

describe('awardResults', () => {
  it('fills categories the server left out with "no votes", in AWARD_CATEGORIES order', () => {
    const results = awardResults({ categories: [{ category: 'best_dance_move', maxVotes: 1, winners: [{ photo: LATE, voteCount: 1 }] }] });
    expect(results.map((r) => r.id)).toEqual(AWARD_CATEGORIES.map((c) => c.id));
    expect(results.filter((r) => r.entries.length > 0).map((r) => r.id)).toEqual(['best_dance_move']);
  });

  it('breaks a tie on the same upload time by photo id', () => {
    const a = photo('A', 'Ana', '2025-06-01T10:00:00.000Z');
    const b = photo('B', 'Ben', '2025-06-01T10:00:00.000Z');
    const [first] = awardResults({ categories: [{ category: 'most_emotional', maxVotes: 1, winners: [{ photo: b, voteCount: 1 }, { photo: a, voteCount: 1 }] }] });
    expect(first?.entries.map((e) => [e.photo.id, e.badge])).toEqual([
      ['A', 'winner'],
      ['B', 'winner'],
    ]);
  });

  it('ranks by count, never by time: the same count is the same badge; a lower count is Runner-up! (issue 11.6)', () => {
    const early = photo('E', 'Eve', '2025-06-01T09:00:00.000Z');
    const [first] = awardResults({
      categories: [
        {
          category: 'most_emotional',
          maxVotes: 3,
          winners: [
            { photo: early, voteCount: 2 },
            { photo: LATE, voteCount: 3 },
            { photo: MID, voteCount: 3 },
            { photo: EARLY, voteCount: 1 },
          ],
        },
      ],
    });
    expect(first?.entries.map((e) => [e.photo.uploaderName, e.badge, e.voteCount])).toEqual([
      ['Cai', 'winner', 3],
      ['Ben', 'winner', 3],
      ['Eve', 'runner-up', 2],
    ]);
  });
});

describe('awards ceremony in Romanian (issue 20)', () => {
  inRomanian();

  it('names the categories, badges, ties and vote counts in Romanian, with Romanian dates', async () => {
    renderAwards(() => jsonResponse(200, AWARDS));
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'CEREMONIA DE PREMIERE' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(AWARD_CATEGORIES.map((c) => `${c.emoji}${ro.awards.categories[c.id]}`));
    expect(titles).toContain('🎨Cea mai creativă');

    const creative = card('Cea mai creativă');
    expect(within(creative).getByText('Egalitate între 3 fotografii: câte 2 voturi')).toBeTruthy();
    expect(within(creative).getAllByText('CÂȘTIGĂTOR!')).toHaveLength(3);
    expect(within(creative).getAllByText('2 voturi')).toHaveLength(3);
    // "1 iun. 2025" (Romanian months), not "Jun 1, 2025".
    expect(within(creative).getAllByRole('time')[0]?.textContent).toMatch(/^1 iun\. 2025/);
    expect(within(card('Cea mai tare mișcare de dans')).getByText('1 vot')).toBeTruthy();
    expect(within(card('Cea mai emoționantă')).getByText('Încă nu sunt voturi!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vezi toată galeria' })).toBeTruthy();
    for (const english of ['AWARDS CEREMONY', 'WINNER!', 'No votes yet!', 'View Full Gallery', 'Most Creative']) expect(screen.queryByText(english)).toBeNull();
  });

  it('says "Calculating winners..." and the empty state in Romanian', async () => {
    let answer!: (r: Response) => void;
    renderAwards(() => new Promise((r) => (answer = r)));
    expect(screen.getByRole('status').textContent).toBe('Calculăm câștigătorii...');
    answer(jsonResponse(200, NONE));
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Încă nu sunt voturi!' })).toBeTruthy();
  });

  it('counts votes and photos with the Romanian plural forms (1, 2, 20)', () => {
    expect([1, 2, 19, 20, 101].map(ro.awards.votes)).toEqual(['1 vot', '2 voturi', '19 voturi', '20 de voturi', '101 voturi']);
    expect([1, 2, 20].map(ro.gallery.photoCount)).toEqual(['1 fotografie', '2 fotografii', '20 de fotografii']);
    expect([1, 2, 20].map(ro.wall.photos)).toEqual(['1 fotografie', '2 fotografii', '20 de fotografii']);
  });
});

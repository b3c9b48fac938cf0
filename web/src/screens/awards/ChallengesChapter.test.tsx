// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWARD_CATEGORIES } from '#shared/award-categories.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import type { Awards } from '#shared/schemas/votes.js';
import { eventView, fakeApi, jsonResponse } from '../../testing/fixtures';
import { inRomanian } from '../../testing/inRomanian';
import AwardsView from './AwardsView';

const ENDED = eventView({ status: 'completed', eventState: 'ended', title: 'Garden Party' });

const photo = (id: string, uploaderName: string): PhotoView => ({
  id,
  uploaderId: `p-${uploaderName}`,
  uploaderName,
  uploadedAt: '2025-06-01T10:00:00.000Z',
  fileName: `${id}.jpg`,
  size: 60_000,
  width: 1080,
  height: 1080,
  thumbnailUrl: `https://photos.test/${id}/thumbnail.jpg`,
  url: `https://photos.test/${id}/polaroid.jpg`,
  downloadUrl: `https://photos.test/${id}/raw.jpg`,
  votes: {},
  promptId: 'toast',
});

const NO_VOTES = AWARD_CATEGORIES.map(({ id }) => ({ category: id, maxVotes: 0, winners: [] }));

/** A built-in prompt with a winner, a typed one whose photos got no vote; Ana completed both. */
const WITH_CHALLENGES: Awards = {
  categories: NO_VOTES,
  challenges: {
    prompts: [
      { id: 'toast', builtinId: 'toast', text: null, winner: { photo: photo('ph-toast', 'Ben'), voteCount: 3 } },
      { id: 'tq1', builtinId: null, text: 'Grandma on the dance floor', winner: null },
    ],
    champions: [{ participantId: 'p-ana', name: 'Ana', completed: 2 }],
    total: 2,
  },
};

function renderAwards(awards: Awards) {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/awards': () => jsonResponse(200, awards) }));
  render(<AwardsView code="ABC123" token="tok-gus" participantId="p-gus" event={ENDED} onViewGallery={() => {}} />);
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const chapter = () => screen.getByRole('region', { name: /Challenges|Provocări/ });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the awards ceremony\'s Challenges chapter (issue #33)', () => {
  it('comes after the ten categories: per prompt its winning photo or "No votes", then the champion', async () => {
    renderAwards(WITH_CHALLENGES);
    await settle();
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // The categories' "No votes yet!" empty state, then the chapter.
    expect(h2.at(-1)).toBe('🎯 Challenges');
    const cards = within(chapter()).getAllByRole('listitem', { name: /./ });
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['A toast being raised', 'Grandma on the dance floor', '🏅Challenge champion']);
    expect(within(cards[0]!).getByText('WINNER!')).toBeTruthy();
    expect(within(cards[0]!).getByText('Ben')).toBeTruthy();
    expect(within(cards[0]!).getByText('3 votes')).toBeTruthy();
    expect(within(cards[0]!).getByRole('img').getAttribute('src')).toBe('https://photos.test/ph-toast/thumbnail.jpg');
    expect(within(cards[1]!).getByText('No votes for this challenge')).toBeTruthy();
    expect(within(cards[2]!).getByText('Ana')).toBeTruthy();
    expect(within(cards[2]!).getByText('2 of 2 challenges')).toBeTruthy();
    // Revealed after the categories: the reveal order goes on from the tenth.
    expect(cards[0]!.style.getPropertyValue('--reveal-index')).toBe(String(AWARD_CATEGORIES.length));
  });

  it('a tie for champion is shared: every name, "champions", and the tie said', async () => {
    const tied: Awards = {
      ...WITH_CHALLENGES,
      challenges: { ...WITH_CHALLENGES.challenges!, champions: [{ participantId: 'p-ana', name: 'Ana', completed: 1 }, { participantId: 'p-ben', name: 'Ben', completed: 1 }] },
    };
    renderAwards(tied);
    await settle();
    const champion = screen.getByTestId('challenge-champion');
    expect(within(champion).getByRole('heading', { level: 3 }).textContent).toBe('🏅Challenge champions');
    expect(within(champion).getAllByText('1 of 2 challenges')).toHaveLength(2);
    expect(within(champion).getByText('A 2-way tie: the title is shared')).toBeTruthy();
  });

  it('nobody completed a challenge: no champion named; no chapter at all for an event without challenges', async () => {
    renderAwards({ ...WITH_CHALLENGES, challenges: { ...WITH_CHALLENGES.challenges!, champions: [] } });
    await settle();
    expect(within(screen.getByTestId('challenge-champion')).getByText('Nobody took on a challenge')).toBeTruthy();
    cleanup();
    renderAwards({ categories: NO_VOTES });
    await settle();
    expect(screen.queryByTestId('challenges-chapter')).toBeNull();
  });
});

describe('the Challenges chapter in Romanian', () => {
  inRomanian();

  it('says the chapter, a built-in prompt and the champion in Romanian (a typed prompt as typed)', async () => {
    renderAwards(WITH_CHALLENGES);
    await settle();
    const cards = within(chapter()).getAllByRole('listitem', { name: /./ });
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Un toast ridicat', 'Grandma on the dance floor', '🏅Campionul provocărilor']);
    expect(within(cards[1]!).getByText('Niciun vot pentru această provocare')).toBeTruthy();
    expect(within(cards[2]!).getByText('2 din 2 provocări')).toBeTruthy();
    for (const english of ['Challenge champion', 'No votes for this challenge', 'A toast being raised']) expect(screen.queryByText(english)).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengesView as Card } from '#shared/schemas/challenges.js';
import { errorResponse, fakeApi, jsonResponse, photoView } from '../../testing/fixtures';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { inRomanian } from '../../testing/inRomanian';
import { CHALLENGE_REFRESH_DEBOUNCE_MS } from '../../model/challenges/useChallengeCard';
import ChallengesView from './ChallengesView';

const ANA_TOAST = photoView({ id: '01J00000000000000000000001', uploaderName: 'Ana', promptId: 'toast' });
const BEN_TOAST = photoView({ id: '01J00000000000000000000002', uploaderName: 'Ben', uploaderId: 'p-ben', promptId: 'toast' });

const card = (over: Partial<Card> = {}): Card => ({
  enabled: true,
  prompts: [
    { id: 'toast', builtinId: 'toast', text: null, hidden: false, photoCount: 1 },
    { id: 'tq1', builtinId: null, text: 'Grandma dancing', hidden: false, photoCount: 0 },
    { id: 'gone', builtinId: 'rings', text: null, hidden: true, photoCount: 3 },
  ],
  done: ['toast'],
  countsOnly: false,
  closed: false,
  ...over,
});

const CARD = 'GET /api/events/ABC123/challenges';
const photosOf = (id: string) => `/api/events/ABC123/challenges/${id}/photos`;

function renderView(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api);
  render(<ChallengesView code="ABC123" token="tok-ana" />);
  return api;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const section = (name: string) => screen.getByRole('listitem', { name });
const calls = (api: ReturnType<typeof fakeApi>, prefix: string) => api.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith(prefix));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the gallery\'s Challenges view (issue #33)', () => {
  it('shows the progress, each visible prompt with its count, done mark and photos (newest first), or its empty state', async () => {
    const api = renderView({
      [CARD]: () => jsonResponse(200, card()),
      [`GET ${photosOf('toast')}?limit=6`]: () => jsonResponse(200, { photos: [ANA_TOAST], nextCursor: null }),
      [`GET ${photosOf('tq1')}?limit=6`]: () => jsonResponse(200, { photos: [], nextCursor: null }),
    });
    expect(screen.getByRole('status').textContent).toBe('Loading challenges…');
    await settle();
    await settle();
    expect(screen.getByTestId('challenge-progress').textContent).toBe('1 of 2 challenges');
    const toast = section('A toast being raised');
    expect(within(toast).getByText('Done')).toBeTruthy();
    expect(within(toast).getByTestId('challenge-count').textContent).toBe('1 photo');
    expect(within(toast).getByRole('img', { name: 'Photo by Ana' }).getAttribute('src')).toBe(ANA_TOAST.thumbnailUrl);
    const grandma = section('Grandma dancing');
    expect(within(grandma).getByText('No photos for this challenge yet')).toBeTruthy();
    expect(within(grandma).getByText('Not done yet')).toBeTruthy();
    // A hidden prompt is not on the guests' card (and its photos are not asked for).
    expect(screen.queryByText('The rings, up close')).toBeNull();
    expect(calls(api, photosOf('gone'))).toEqual([]);
  });

  it('the select shows one prompt, a page at a time', async () => {
    const api = renderView({
      [CARD]: () => jsonResponse(200, card()),
      [`GET ${photosOf('toast')}?limit=6`]: () => jsonResponse(200, { photos: [ANA_TOAST], nextCursor: null }),
      [`GET ${photosOf('tq1')}?limit=6`]: () => jsonResponse(200, { photos: [], nextCursor: null }),
      [`GET ${photosOf('toast')}`]: () => jsonResponse(200, { photos: [BEN_TOAST], nextCursor: 'c1' }),
      [`GET ${photosOf('toast')}?cursor=c1`]: () => jsonResponse(200, { photos: [ANA_TOAST], nextCursor: null }),
    });
    await settle();
    await settle();
    fireEvent.change(screen.getByLabelText('Show challenge'), { target: { value: 'toast' } });
    await settle();
    expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Photo by Ben' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Photo by Ben', 'Photo by Ana']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls(api, photosOf('toast'))).toEqual([`${photosOf('toast')}?limit=6`, photosOf('toast'), `${photosOf('toast')}?cursor=c1`]);
  });

  it('reveal after the end, before the end: the counts only, no photo asked for', async () => {
    const api = renderView({ [CARD]: () => jsonResponse(200, card({ countsOnly: true })) });
    await settle();
    expect(screen.getByText(/Photos for each challenge are revealed when the event ends/)).toBeTruthy();
    expect(within(section('A toast being raised')).getByTestId('challenge-count').textContent).toBe('1 photo');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(calls(api, '/api/events/ABC123/challenges/')).toEqual([]);
  });

  it('follows the socket: a photo given a prompt re-reads the card and the lists; a photo moved away leaves at once', async () => {
    let current = card();
    let toastPhotos = [ANA_TOAST];
    const api = renderView({
      [CARD]: () => jsonResponse(200, current),
      [`GET ${photosOf('toast')}?limit=6`]: () => jsonResponse(200, { photos: toastPhotos, nextCursor: null }),
      [`GET ${photosOf('tq1')}?limit=6`]: () => jsonResponse(200, { photos: [], nextCursor: null }),
    });
    await settle();
    await settle();
    const socket = FakeWebSocket.last();
    expect(socket.url).toContain('ticket=ticket-for-tok-ana');
    socket.open();
    await act(() => vi.advanceTimersByTimeAsync(CHALLENGE_REFRESH_DEBOUNCE_MS));
    const before = calls(api, '/api/events/ABC123/challenges').length;

    // Ben's photo gets the toast: the count, and Ben's photo on top.
    current = card({ prompts: [{ ...card().prompts[0]!, photoCount: 2 }, card().prompts[1]!] });
    toastPhotos = [BEN_TOAST, ANA_TOAST];
    await socket.receive({ messages: [{ type: 'photo-challenge', photoId: BEN_TOAST.id, uploaderId: 'p-ben', promptId: 'toast' }, { type: 'challenges-updated' }] });
    await act(() => vi.advanceTimersByTimeAsync(CHALLENGE_REFRESH_DEBOUNCE_MS));
    await settle();
    expect(within(section('A toast being raised')).getByTestId('challenge-count').textContent).toBe('2 photos');
    expect(within(section('A toast being raised')).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Photo by Ben', 'Photo by Ana']);
    // One burst, one re-read of the card and of each list.
    expect(calls(api, '/api/events/ABC123/challenges').length - before).toBe(3);

    // Ana's photo moves to the typed prompt: gone from the toast at once, whatever the list's merge keeps.
    await socket.receive({ messages: [{ type: 'photo-challenge', photoId: ANA_TOAST.id, uploaderId: 'p-ana', promptId: 'tq1' }] });
    await settle();
    expect(within(section('A toast being raised')).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Photo by Ben']);
  });

  it('a failed read says so and offers Try Again; challenges off say so', async () => {
    let fail = true;
    renderView({ [CARD]: () => (fail ? errorResponse(503, 'SERVICE_BUSY', 'busy') : jsonResponse(200, card({ enabled: false }))) });
    await settle();
    expect(within(screen.getByRole('alert')).getByText('Could not load the challenges')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle();
    expect(screen.getByText('There are no photo challenges at this event.')).toBeTruthy();
  });
});

describe('the Challenges view in Romanian', () => {
  inRomanian();

  it('says the progress, a built-in prompt and the empty state in Romanian', async () => {
    renderView({
      [CARD]: () => jsonResponse(200, card()),
      [`GET ${photosOf('toast')}?limit=6`]: () => jsonResponse(200, { photos: [ANA_TOAST], nextCursor: null }),
      [`GET ${photosOf('tq1')}?limit=6`]: () => jsonResponse(200, { photos: [], nextCursor: null }),
    });
    await settle();
    await settle();
    expect(screen.getByTestId('challenge-progress').textContent).toBe('1 din 2 provocări');
    expect(within(section('Un toast ridicat')).getByText('Făcută')).toBeTruthy();
    expect(screen.getByText('Încă nu sunt fotografii pentru această provocare')).toBeTruthy();
    expect(screen.getByLabelText('Arată provocarea')).toBeTruthy();
  });
});

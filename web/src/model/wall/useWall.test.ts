// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WallPhoto, WallView } from '../../../../shared/schemas/wall';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { reduceWall, useWall, type WallState } from './useWall';

const view: WallView = {
  event: { code: 'ABC123', title: 'Party', status: 'active', photoCount: 0, endsAt: null, revealAfterEnd: false, votingEndsAt: null },
  photos: [],
  awards: null,
};
const loading: WallState = { phase: 'loading', live: false, offline: false };

describe('the wall state', () => {
  it('a socket that opens before the first read answers leaves the wall live once it shows (it stayed "not live" before)', () => {
    const ready = reduceWall(reduceWall(loading, { type: 'socket', status: 'open' }), { type: 'view', view });
    expect(ready).toMatchObject({ phase: 'ready', live: true });
  });

  it('the socket opening after the first read makes it live; going down takes it back, re-reads keep it', () => {
    let state = reduceWall(loading, { type: 'view', view });
    expect(state).toMatchObject({ phase: 'ready', live: false });
    state = reduceWall(state, { type: 'socket', status: 'open' });
    expect(reduceWall(state, { type: 'view', view })).toMatchObject({ live: true });
    expect(reduceWall(state, { type: 'socket', status: 'down' })).toMatchObject({ live: false });
  });

  it('offline from a failed or dropped connection until one opens: not during the first attempt, still during a retry or a poll', () => {
    let state = reduceWall(loading, { type: 'socket', status: 'connecting' });
    state = reduceWall(state, { type: 'view', view });
    expect(state).toMatchObject({ live: false, offline: false });
    state = reduceWall(reduceWall(state, { type: 'socket', status: 'open' }), { type: 'socket', status: 'down' });
    expect(state).toMatchObject({ live: false, offline: true });
    state = reduceWall(reduceWall(state, { type: 'socket', status: 'connecting' }), { type: 'view', view });
    expect(state).toMatchObject({ live: false, offline: true });
    expect(reduceWall(state, { type: 'socket', status: 'open' })).toMatchObject({ live: true, offline: false });
    // A first attempt that fails is offline too: the wall never got live.
    expect(reduceWall(reduceWall(loading, { type: 'socket', status: 'connecting' }), { type: 'socket', status: 'down' })).toMatchObject({ offline: true });
    // Refused (a revoked link): not live, and the read it triggers says why.
    expect(reduceWall(reduceWall(loading, { type: 'socket', status: 'connecting' }), { type: 'socket', status: 'refused' })).toMatchObject({ live: false, offline: true });
  });

  it('a refused wall stays refused whatever the socket does', () => {
    const refused = reduceWall(loading, { type: 'refused', message: 'revoked' });
    expect(reduceWall(refused, { type: 'socket', status: 'open' })).toEqual({ phase: 'refused', message: 'revoked' });
  });
});

/**
 * The hook against a fake server and socket: each wall read answers when the test says, so a read can be made to
 * race the photos the socket announces (the live wall of wall.test.ts once showed "23 photos" for 25 for good).
 */
describe('the wall count after a read that raced new photos', () => {
  const photo = (id: string, second: number): WallPhoto => ({ id, uploaderName: 'Gus', uploadedAt: `2026-01-01T00:00:${String(second).padStart(2, '0')}.000Z`, url: `u${id}`, width: 1, height: 1 });
  const a = photo('a', 1);
  const b = photo('b', 2);
  const c = photo('c', 3);
  const wallView = (photoCount: number, photos: WallPhoto[]): WallView => ({ ...view, event: { ...view.event, photoCount }, photos });
  let reads: ((answer: WallView) => void)[];
  /** Single-photo reads held until the test answers them (none held unless a test says so). */
  let holdSingles: boolean;
  let singles: (() => void)[];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    reads = [];
    holdSingles = false;
    singles = [];
    const photos = new Map([a, b, c].map((p) => [p.id, p]));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const path = String(input);
        if (init?.method === 'POST' && path === '/api/wall/ABC123/socket-ticket') return json({ ticket: 't', expiresAt: '2030-01-01T00:00:00.000Z' });
        if (path === '/api/wall/ABC123') return new Promise<WallView>((resolve) => reads.push(resolve)).then(json);
        const single = /^\/api\/wall\/ABC123\/photos\/(\w+)$/.exec(path)?.[1];
        if (single && photos.has(single)) {
          if (holdSingles) return new Promise<void>((resolve) => singles.push(resolve)).then(() => json(photos.get(single)));
          return json(photos.get(single));
        }
        return new Response(null, { status: 599 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A wall whose first read showed `photos` with `photoCount`, live: its socket is open and its re-read on open answered. */
  const liveWall = async (photoCount: number, photos: WallPhoto[]) => {
    const wall = renderHook(() => useWall('ABC123', 'wall-token'));
    await settle();
    reads.shift()?.(wallView(photoCount, photos));
    await settle();
    FakeWebSocket.last().open();
    await settle();
    reads.shift()?.(wallView(photoCount, photos));
    await settle();
    expect(reads).toHaveLength(0);
    return wall;
  };
  const countOf = (state: WallState) => (state.phase === 'ready' ? state.event.photoCount : null);
  const announce = (...ids: string[]) => act(() => FakeWebSocket.last().receive({ messages: ids.map((photoId) => ({ type: 'photo-added', photoId, uploaderId: 'p' })) }));

  it('a read that took its count before two new photos but its page after them: the photos, once announced, ask for one more read', async () => {
    const wall = await liveWall(1, [a]);
    // A burst re-reads the page (BURST); meanwhile b and c are written: the read's count (taken first) misses them,
    // its page (taken second) has them.
    await announce('x1', 'x2', 'x3', 'x4');
    expect(reads).toHaveLength(1);
    reads.shift()?.(wallView(1, [c, b, a]));
    await settle();
    expect(countOf(wall.result.current)).toBe(1);
    // Their own announcement comes after: they are shown already, so it says nothing of the count but that it is in doubt.
    await announce('b', 'c');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reads).toHaveLength(1);
    reads.shift()?.(wallView(3, [c, b, a]));
    await settle();
    expect(countOf(wall.result.current)).toBe(3);
  });

  it('a read that answers after photos announced meanwhile were added keeps them in its count', async () => {
    const wall = await liveWall(1, [a]);
    // A reconnect re-reads; b and c are announced and fetched while that read is under way.
    FakeWebSocket.last().drop();
    await settle();
    expect(reads).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    FakeWebSocket.last().open();
    await settle();
    await announce('b', 'c');
    expect(countOf(wall.result.current)).toBe(3);
    // The reads answer, taken before b and c were written.
    while (reads.length > 0) reads.shift()?.(wallView(1, [a]));
    await settle();
    expect(countOf(wall.result.current)).toBe(3);
    expect(wall.result.current).toMatchObject({ photos: [c, b, a] });
  });

  it('a read under way while a photo was announced is followed by one more: an overlapping confirm can leave that photo older than the page', async () => {
    const wall = await liveWall(1, [a]);
    FakeWebSocket.last().drop();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    FakeWebSocket.last().open();
    await settle();
    // b (confirmed first, written last) is announced while the reads are under way; they were taken after c was
    // written and before b was: b is older than their newest and not in them.
    await announce('b');
    while (reads.length > 0) reads.shift()?.(wallView(2, [c, a]));
    await settle();
    expect(countOf(wall.result.current)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reads).toHaveLength(1);
    reads.shift()?.(wallView(3, [c, b, a]));
    await settle();
    expect(countOf(wall.result.current)).toBe(3);
    expect(wall.result.current).toMatchObject({ photos: [c, b, a] });
  });

  it('a photo removed while a read was under way does not come back with that read, and its count is read again', async () => {
    const wall = await liveWall(2, [b, a]);
    FakeWebSocket.last().drop();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    FakeWebSocket.last().open();
    await settle();
    // The organizer deletes b while the reads are under way; they were taken before.
    await act(() => FakeWebSocket.last().receive({ messages: [{ type: 'photo-removed', photoId: 'b' }, { type: 'photo-count', photoCount: 1 }] }));
    expect(wall.result.current).toMatchObject({ photos: [a], event: { photoCount: 1 } });
    while (reads.length > 0) reads.shift()?.(wallView(2, [b, a]));
    await settle();
    expect(wall.result.current).toMatchObject({ photos: [a] });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reads).toHaveLength(1);
    reads.shift()?.(wallView(1, [a]));
    await settle();
    expect(wall.result.current).toMatchObject({ photos: [a], event: { photoCount: 1 } });
  });

  const removeLive = (photoId: string, photoCount: number) =>
    act(() => FakeWebSocket.last().receive({ messages: [{ type: 'photo-removed', photoId }, { type: 'photo-count', photoCount }] }));
  const idsOf = (state: WallState) => (state.phase === 'ready' ? state.photos.map((p) => p.id) : null);

  it('a new photo fetched before it was hidden, answered after, is not shown', async () => {
    const wall = await liveWall(2, [b, a]);
    holdSingles = true;
    await announce('c');
    expect(singles).toHaveLength(1);
    await removeLive(c.id, 2);
    singles.shift()?.();
    await settle();
    expect(idsOf(wall.result.current)).toEqual([b.id, a.id]);
    expect(countOf(wall.result.current)).toBe(2);
  });

  it('a read sent after a photo was hidden is the truth: the photo unhidden since comes back', async () => {
    const wall = await liveWall(3, [c, b, a]);
    await removeLive(b.id, 2);
    await announce('x1', 'x2', 'x3', 'x4');
    expect(reads).toHaveLength(1);
    reads.shift()?.(wallView(3, [c, b, a]));
    await settle();
    expect(idsOf(wall.result.current)).toEqual([c.id, b.id, a.id]);
    expect(countOf(wall.result.current)).toBe(3);
  });
});

describe('a revoked wall', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says so after one read and reads nothing more: no poll, no second read when its socket stops', async () => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const revoked = () => new Response(JSON.stringify({ error: { code: 'WALL_LINK_REVOKED', message: 'This wall link was revoked.' } }), { status: 401, headers: { 'content-type': 'application/json' } });
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        if (String(input) === '/api/wall/ABC123') reads += 1;
        return revoked();
      }),
    );
    const wall = renderHook(() => useWall('ABC123', 'wall-token'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(wall.result.current.phase).toBe('refused');
    const afterRefusal = reads;
    expect(afterRefusal).toBeGreaterThanOrEqual(1);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(reads).toBe(afterRefusal);
  });
});

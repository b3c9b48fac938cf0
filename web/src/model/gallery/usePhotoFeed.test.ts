// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPage, PhotoView } from '../../../../shared/schemas/photos';
import { jsonResponse, photoView } from '../../testing/fixtures';
import { usePhotoFeed } from './usePhotoFeed';

/**
 * The feed against a server whose page reads answer when the test says, so a read can be made to race a
 * removal (the realtime photo-removed, or this phone's own Hide or Delete).
 */
describe('the gallery feed after a read that raced a removal', () => {
  const a = photoView({ id: '01J0000000000000000000000A' });
  const b = photoView({ id: '01J0000000000000000000000B' });
  const c = photoView({ id: '01J0000000000000000000000C' });
  let reads: { url: string; answer: (page: GalleryPage) => void }[];
  const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
  const answer = async (photos: PhotoView[], nextCursor: string | null = null) => {
    reads.shift()?.answer({ photos, nextCursor });
    await settle();
  };
  const ids = (photos: PhotoView[]) => photos.map((p) => p.id);

  beforeEach(() => {
    vi.useFakeTimers();
    reads = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => new Promise<GalleryPage>((resolve) => reads.push({ url: String(input), answer: resolve })).then((page) => jsonResponse(200, page))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const feedOf = async (photos: PhotoView[], nextCursor: string | null = null) => {
    const feed = renderHook(() => usePhotoFeed('ABC123', 'token', false));
    await settle();
    await answer(photos, nextCursor);
    expect(ids(feed.result.current.photos)).toEqual(ids(photos));
    return feed;
  };

  it('a refresh taken before a photo was removed, answered after, does not bring it back', async () => {
    const feed = await feedOf([b, a]);
    // A live refresh (c was taken) is on its way; meanwhile the organizer hides b (photo-removed).
    act(() => feed.result.current.refresh());
    await settle();
    act(() => feed.result.current.remove(b.id));
    expect(ids(feed.result.current.photos)).toEqual([a.id]);
    // The refresh answers with the page as it was before the hide.
    await answer([c, b, a]);
    expect(ids(feed.result.current.photos)).toEqual([c.id, a.id]);
  });

  it('an older page asked for before a photo was removed, answered after, does not bring it back', async () => {
    const feed = await feedOf([c], 'cursor-1');
    act(() => feed.result.current.loadMore());
    await settle();
    expect(reads[0]?.url).toContain('cursor=cursor-1');
    act(() => feed.result.current.remove(b.id));
    await answer([b, a]);
    expect(ids(feed.result.current.photos)).toEqual([c.id, a.id]);
  });

  it('a read sent after the removal is the truth: a photo unhidden since comes back', async () => {
    const feed = await feedOf([b, a]);
    act(() => feed.result.current.remove(b.id));
    act(() => feed.result.current.refresh());
    await settle();
    await answer([b, a]);
    expect(ids(feed.result.current.photos)).toEqual([b.id, a.id]);
  });
});

describe('a refresh that fails', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the photos shown and says so (refreshFailed) until a refresh answers again', async () => {
    const shown = [photoView({ id: '01J0000000000000000000000A' })];
    const answers: (() => Response)[] = [() => jsonResponse(200, { photos: shown, nextCursor: null }), () => jsonResponse(503, { error: { code: 'SERVICE_BUSY', message: 'Busy' } }), () => jsonResponse(200, { photos: shown, nextCursor: null })];
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => (answers.shift() ?? answers[0]!)()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const feed = renderHook(() => usePhotoFeed('ABC123', 'token', false));
    await vi.waitFor(() => expect(feed.result.current.status).toBe('ready'));
    expect(feed.result.current.refreshFailed).toBe(false);
    act(() => feed.result.current.refresh());
    await vi.waitFor(() => expect(feed.result.current.refreshFailed).toBe(true));
    expect(feed.result.current.photos).toHaveLength(1);
    expect(feed.result.current.status).toBe('ready');
    act(() => feed.result.current.refresh());
    await vi.waitFor(() => expect(feed.result.current.refreshing).toBe(false));
    expect(feed.result.current.refreshFailed).toBe(false);
  });
});

// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { eventView, fakeApi, jsonResponse, participantView, photoView } from '../../testing/fixtures';
import { openGallery, withGalleryGuest } from '../../testing/galleryGuest';

withGalleryGuest();

const photo = (n: number) => photoView({ id: `01J0000000000000000000000${n}`, uploaderId: 'p-dan', uploaderName: 'Dan' });
const count = () => screen.getByTestId('photo-count').textContent;

/**
 * The header's count is the event's count as last read, plus the photos announced since and minus those
 * removed. A re-read sent before some of that news and answered after it has a count without it.
 */
describe("Gallery: the header's count after a re-read that raced the socket", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a reconnect re-read taken before a photo that is announced while it is on its way: the count ends right', async () => {
    // The reconnect's backoff passes on the test clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let photoCount = 1;
    // The event checks after the first answer when the test says, with the count the server had when asked.
    const held: (() => void)[] = [];
    let meReads = 0;
    const me = () => jsonResponse(200, { event: eventView({ photoCount }), participant: participantView({ id: 'p-dan', name: 'Dan' }) });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123/me': () => {
          meReads += 1;
          if (meReads === 1) return me();
          const answer = me();
          return new Promise<Response>((resolve) => held.push(() => resolve(answer)));
        },
        'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [photo(1)], nextCursor: null }),
        'GET /api/events/ABC123/challenges': () => jsonResponse(200, { enabled: false, prompts: [], done: [], countsOnly: false, closed: false }),
      }),
    );
    await openGallery(1);
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    act(() => FakeWebSocket.last().open());
    // The socket's first open re-reads the event too (whatever happened while it connected).
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held.shift()?.());
    expect(count()).toBe('1 photo');

    // The phone sleeps; meanwhile Ana takes a photo (its photo-added goes to the sockets that were open).
    act(() => FakeWebSocket.last().drop());
    photoCount = 2;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => FakeWebSocket.last().open());
    // The reconnect re-reads the event (count 2); Ana's next photo is written and announced while it is on its way.
    await waitFor(() => expect(held).toHaveLength(1));
    photoCount = 3;
    await act(() => FakeWebSocket.last().receive({ messages: [{ type: 'photo-added', photoId: '01J0000000000000000000000X', uploaderId: 'p-ana' }] }));
    expect(count()).toBe('2 photos');
    await act(async () => held.shift()?.());
    await act(() => vi.advanceTimersByTimeAsync(0));
    // The read's count missed the photo announced while it travelled: the count is read once more, and is right.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(async () => held.splice(0).forEach((answer) => answer()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(count()).toBe('3 photos');
  });
});

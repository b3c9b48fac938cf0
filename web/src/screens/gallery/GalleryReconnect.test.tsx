// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { eventView, fakeApi, jsonResponse, participantView, photoView } from '../../testing/fixtures';
import { openGallery, withGalleryGuest } from '../../testing/galleryGuest';

withGalleryGuest();

const photo = (n: number) => photoView({ id: `01J0000000000000000000000${n}`, uploaderId: 'p-dan', uploaderName: 'Dan' });
const shown = () => within(screen.getByRole('list', { name: 'Photos' })).queryAllByRole('article').length;

describe('Gallery: the socket comes back', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-reads the photos on a reconnect: what was pushed while the socket was down is not lost', async () => {
    // The reconnect's backoff passes on the test clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let photos = [photo(1)];
    const api = fakeApi({
      'GET /api/events/ABC123/me': () => jsonResponse(200, { event: eventView({ photoCount: photos.length }), participant: participantView({ id: 'p-dan', name: 'Dan' }) }),
      'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos, nextCursor: null }),
      'GET /api/events/ABC123/challenges': () => jsonResponse(200, { enabled: false, prompts: [], done: [], countsOnly: false, closed: false }),
    });
    vi.stubGlobal('fetch', api);
    const pageReads = () => api.mock.calls.filter(([url]) => String(url).startsWith('/api/events/ABC123/photos')).length;
    await openGallery(1);
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    act(() => FakeWebSocket.last().open());
    // The first connect reads nothing more: the list has just been read (what it started has settled).
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(pageReads()).toBe(1);

    // The phone sleeps: the socket drops, and meanwhile Dan's other phone uploads two photos (their
    // photo-added went to sockets that were open, not to this one).
    act(() => FakeWebSocket.last().drop());
    photos = [photo(3), photo(2), photo(1)];

    // The retry (0.5 s with no jitter) opens a new socket.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeWebSocket.created.length).toBe(2);
    act(() => FakeWebSocket.last().open());
    await waitFor(() => expect(shown()).toBe(3));
    expect(pageReads()).toBe(2);
  });
});

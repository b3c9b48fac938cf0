// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { eventView, fakeApi, jsonResponse, participantView, photoView } from '../../testing/fixtures';
import { openGallery, withGalleryGuest } from '../../testing/galleryGuest';

withGalleryGuest();

describe('Gallery: reveal after the end, the hour of voting', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the hour is over, Start Voting gives way to View Awards and "voting is open until" goes, with the socket up (no re-read)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse('2025-06-01T20:00:00.000Z'));
    const event = eventView({ status: 'completed', eventState: 'ended', revealAfterEnd: true, votingEndsAt: '2025-06-01T20:30:00.000Z', photoCount: 1 });
    const api = fakeApi({
      'GET /api/events/ABC123/me': () => jsonResponse(200, { event, participant: participantView({ id: 'p-dan', name: 'Dan' }) }),
      'GET /api/events/ABC123/photos?mine=true': () => jsonResponse(200, { photos: [photoView({ uploaderId: 'p-dan', uploaderName: 'Dan' })], nextCursor: null }),
      'GET /api/events/ABC123/challenges': () => jsonResponse(200, { enabled: false, prompts: [], done: [], countsOnly: false, closed: false }),
    });
    vi.stubGlobal('fetch', api);
    await openGallery(1);
    await waitFor(() => expect(FakeWebSocket.created.length).toBeGreaterThan(0));
    act(() => FakeWebSocket.last().open());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Start Voting' })).toBeTruthy();
    expect(screen.getByText(/^Voting is open until/)).toBeTruthy();
    const reads = api.mock.calls.length;

    await act(() => vi.advanceTimersByTimeAsync(31 * 60_000));
    expect(screen.queryByRole('button', { name: 'Start Voting' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Awards' })).toBeTruthy();
    expect(screen.queryByText(/^Voting is open until/)).toBeNull();
    expect(api.mock.calls.length).toBe(reads);
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearEarlyRequests } from '../early/earlyRequests';
import { saveSession } from '../model/session/sessionStore';
import GalleryPage from '../pages/GalleryPage';
import { EventSocket } from '../realtime/EventSocket';
import { setSocketFactoryForTests } from '../realtime/eventChannel';
import { FakeWebSocket } from './fakeWebSocket';
import { eventView, fakeApi, jsonResponse, participantView } from './fixtures';
import type { PhotoView } from '../../../shared/schemas/photos';

/**
 * Dan, a guest of ABC123 on this device (token `tok`), with a fake event socket and no early reads: the set-up of
 * the tests that open /gallery (the boot's reads, the first paint). Registers its own beforeEach/afterEach.
 */
export function withGalleryGuest(): void {
  beforeEach(() => {
    localStorage.clear();
    clearEarlyRequests();
    FakeWebSocket.reset();
    setSocketFactoryForTests((options) => new EventSocket({ ...options, createSocket: (url) => new FakeWebSocket(url), random: () => 0 }));
    saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-dan', userName: 'Dan', eventTitle: 'Ana & Dan', token: 'tok', creator: false });
  });
  afterEach(() => {
    cleanup();
    setSocketFactoryForTests(null);
    vi.unstubAllGlobals();
  });
}

/** The server of that gallery: the event check and Dan's first page (`page`, by default these photos). */
export const galleryApi = (photos: PhotoView[], page: () => Response = () => jsonResponse(200, { photos, nextCursor: null })) =>
  fakeApi({
    'GET /api/events/ABC123/me': () => jsonResponse(200, { event: eventView({ photoCount: photos.length }), participant: participantView({ id: 'p-dan', name: 'Dan' }) }),
    'GET /api/events/ABC123/photos?mine=true': page,
  });

/** Dan's /gallery (the page under a router), once its grid shows `count` photos. */
export async function openGallery(count: number): Promise<void> {
  render(
    <MemoryRouter initialEntries={['/gallery?event=ABC123&user=Dan']}>
      <Routes>
        <Route path="/gallery" element={<GalleryPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('article')).toHaveLength(count));
}

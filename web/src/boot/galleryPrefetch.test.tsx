// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listSessions } from '../model/session/sessionStore';
import { photoView } from '../testing/fixtures';
import { galleryApi, openGallery, withGalleryGuest } from '../testing/galleryGuest';
import { galleryPrefetchPlan, gallerySession, startGalleryRequests, takeEarlyPhotos } from '../early/galleryPrefetch';

const session = (userName: string, token: string) => ({ eventCode: 'ABC123', userName, token });
const at = (path: string) => ({ pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '' });

describe('galleryPrefetchPlan', () => {
  const sessions = (code: string) => (code === 'ABC123' ? [session('Dan', 'tok-dan'), session('ana', 'tok-ana')] : []);

  it('reads what GalleryPage reads: the event, the person (exact name first, then any case) and the tab', () => {
    expect(galleryPrefetchPlan(at('/gallery?event=abc123&user=Dan'), sessions)).toEqual({ code: 'ABC123', token: 'tok-dan', mine: true, photos: true });
    expect(galleryPrefetchPlan(at('/gallery/?event=ABC123&user=%20ANA%20&tab=all'), sessions)).toEqual({ code: 'ABC123', token: 'tok-ana', mine: false, photos: true });
    expect(gallerySession([session('Ana', 'a'), session('ana', 'b')], 'ana')?.token).toBe('b');
  });

  it('voting and the awards read no photo list; the expired view does', () => {
    expect(galleryPrefetchPlan(at('/gallery?event=ABC123&user=Dan&view=voting'), sessions)?.photos).toBe(false);
    expect(galleryPrefetchPlan(at('/gallery?event=ABC123&user=Dan&view=awards'), sessions)?.photos).toBe(false);
    expect(galleryPrefetchPlan(at('/gallery?event=ABC123&user=Dan&view=expired'), sessions)?.photos).toBe(true);
  });

  it.each(['/', '/gallery', '/gallery?event=ABC123', '/gallery?user=Dan', '/gallery?event=ABC123&user=Someone', '/gallery?event=XYZ999&user=Dan', '/galleryx?event=ABC123&user=Dan'])(
    '%s: nothing to start (another route, or the page will show Access Restricted)',
    (path) => {
      expect(galleryPrefetchPlan(at(path), sessions)).toBeNull();
    },
  );
});

describe('the gallery takes what the entry started', () => {
  const photos = [1, 2, 3].map((n) => photoView({ id: `01J0000000000000000000000${n}`, uploaderId: 'p-dan', uploaderName: 'Dan' }));

  withGalleryGuest();
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('one request each for the event check and the first page; the first row of thumbnails comes first', async () => {
    const api = galleryApi(photos);
    vi.stubGlobal('fetch', api);
    const plan = galleryPrefetchPlan(at('/gallery?event=ABC123&user=Dan'), listSessions);
    startGalleryRequests(plan!);

    await openGallery(3);
    const calls = api.mock.calls.map(([url]) => String(url));
    expect(calls.filter((u) => u === '/api/events/ABC123/me')).toHaveLength(1);
    expect(calls.filter((u) => u.startsWith('/api/events/ABC123/photos'))).toHaveLength(1);

    // The same images, asked for first: the grid's first row.
    const images = document.querySelectorAll('img.card-photo__image');
    expect([...images].map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto']);
    // The rest wait for the first row (components/useImagesFirst.ts).
    expect([...images].map((i) => i.getAttribute('src'))).toEqual([photos[0]!.thumbnailUrl, photos[1]!.thumbnailUrl, null]);
    images.forEach((i, n) => n < 2 && fireEvent.load(i));
    await waitFor(() => expect(images[2]!.getAttribute('src')).toBe(photos[2]!.thumbnailUrl));
    // Taken once: Refresh and later reads ask the server.
    expect(takeEarlyPhotos('ABC123', 'tok', true)).toBeNull();
  });
});

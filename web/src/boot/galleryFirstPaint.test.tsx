// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, photoView } from '../testing/fixtures';
import { galleryApi, openGallery, withGalleryGuest } from '../testing/galleryGuest';
import { FIRST_PAINT_ID, holdAppStart, whenAppMayStart } from '../early/appStart';
import { DEFAULT_GRID_TOP_PX, rememberGridTop, rememberedGridTop } from './firstPaintOverlay';
import { galleryFirstPaint, paintFirstRow } from './galleryFirstPaint';
import { showBootFailure } from './showBootFailure';

const at = (path: string) => ({ pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '' });
const photos = [1, 2, 3].map((n) => photoView({ id: `01J0000000000000000000000${n}`, uploaderId: 'p-dan', uploaderName: 'Dan' }));
const overlay = () => document.getElementById(FIRST_PAINT_ID);
const overlayImages = () => [...(overlay()?.querySelectorAll('img') ?? [])];
const settledYet = async (p: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  return done;
};

withGalleryGuest();
beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
});

const pageOf = (page?: () => Response) => galleryApi(photos, page);

describe('the gallery paints its first row before the app', () => {
  it('shows the first page’s first row where the grid was last seen, and lets the app start once those images have loaded', async () => {
    vi.stubGlobal('fetch', pageOf());
    rememberGridTop(window.innerWidth, 412);
    const painted = galleryFirstPaint(at('/gallery?event=ABC123&user=Dan'), document);
    await waitFor(() => expect(overlayImages()).toHaveLength(2));
    expect(overlayImages().map((i) => [i.getAttribute('src'), i.getAttribute('fetchpriority')])).toEqual([
      [photos[0]!.thumbnailUrl, 'high'],
      [photos[1]!.thumbnailUrl, 'high'],
    ]);
    expect(overlay()!.getAttribute('aria-hidden')).toBe('true');
    // The page's third photo: a loading box after the first row.
    expect(overlay()!.querySelectorAll('.grid__ghost')).toHaveLength(1);
    expect((overlay()!.querySelector('.first-paint__head') as HTMLElement).style.height).toBe('412px');
    // The app waits for the photos, not the other way round.
    expect(await settledYet(painted)).toBe(false);
    fireEvent.load(overlayImages()[0]!);
    expect(await settledYet(painted)).toBe(false);
    fireEvent.error(overlayImages()[1]!); // a broken thumbnail must not hold the app either
    await expect(painted).resolves.toBeUndefined();
  });

  it('a first row that never loads lets the app start after the longest wait', async () => {
    const painted = paintFirstRow(document, photos.slice(0, 2), DEFAULT_GRID_TOP_PX, 2, 50);
    expect(overlayImages()).toHaveLength(2);
    await expect(painted).resolves.toBeUndefined();
  });

  it.each([
    ['no session of that person here', '/gallery?event=ABC123&user=Someone'],
    ['voting reads no photo list', '/gallery?event=ABC123&user=Dan&view=voting'],
  ])('%s: nothing painted, the app starts at once', async (_, path) => {
    const api = pageOf();
    vi.stubGlobal('fetch', api);
    await galleryFirstPaint(at(path), document);
    expect(overlay()).toBeNull();
    expect(api.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/photos'))).toHaveLength(0);
  });

  it.each([
    ['the list fails', () => jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' })],
    ['the tab is empty', () => jsonResponse(200, { photos: [], nextCursor: null })],
  ])('%s: nothing painted, the app starts and shows it', async (_, page) => {
    vi.stubGlobal('fetch', pageOf(page));
    await galleryFirstPaint(at('/gallery?event=ABC123&user=Dan'), document);
    expect(overlay()).toBeNull();
  });

  it('the grid’s place is remembered per screen width; anything odd reads as the default', () => {
    rememberGridTop(390, 331.6);
    expect(rememberedGridTop(390)).toBe(332);
    expect(rememberedGridTop(412)).toBe(DEFAULT_GRID_TOP_PX);
    localStorage.setItem('candid:gallery-grid-top', '{nope');
    expect(rememberedGridTop(390)).toBe(DEFAULT_GRID_TOP_PX);
  });

  it('the cannot-mount page takes the first paint away (it would hide the failure)', () => {
    void paintFirstRow(document, photos.slice(0, 2), DEFAULT_GRID_TOP_PX);
    const root = document.createElement('div');
    document.body.prepend(root);
    expect(overlay()).not.toBeNull();
    showBootFailure(root);
    expect(overlay()).toBeNull();
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('holds the app until the paint settles, even when it fails', async () => {
    let fail!: (e: Error) => void;
    holdAppStart(new Promise((_, reject) => (fail = reject)));
    const start = whenAppMayStart();
    expect(await settledYet(start)).toBe(false);
    fail(new Error('painter chunk missing'));
    await expect(start).resolves.toBeUndefined();
    holdAppStart(Promise.resolve());
  });

  it('the gallery takes the same answers and removes the first paint once its grid has the photos', async () => {
    const api = pageOf();
    vi.stubGlobal('fetch', api);
    const painted = galleryFirstPaint(at('/gallery?event=ABC123&user=Dan'), document);
    await waitFor(() => expect(overlayImages()).toHaveLength(2));
    overlayImages().forEach((i) => fireEvent.load(i));
    await painted;
    await openGallery(3);
    expect(overlay()).toBeNull();
    const calls = api.mock.calls.map(([url]) => String(url));
    expect(calls.filter((u) => u === '/api/events/ABC123/me')).toHaveLength(1);
    expect(calls.filter((u) => u.startsWith('/api/events/ABC123/photos'))).toHaveLength(1);
  });
});

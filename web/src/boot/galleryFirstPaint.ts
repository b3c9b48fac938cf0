import type { PhotoView } from '../../../shared/schemas/photos';
import { IMAGES_FIRST_MAX_WAIT_MS } from '../components/useImagesFirst';
import { listSessions } from '../model/session/sessionStore';
import { afterPaint, FIRST_PAINT_ID, removeFirstPaint } from '../early/appStart';
import { rememberedGridTop } from './firstPaintOverlay';
import { FIRST_ROW_THUMBNAILS, galleryPrefetchPlan, startGalleryRequests } from '../early/galleryPrefetch';
import '../styles/gallery.css';
import './first-paint.css';

/*
 * A /gallery load's first paint, before the app: the boot entry (startEarly.ts) loads this chunk and holds
 * the app (appStart.ts) until it is done. It starts the gallery's reads (galleryPrefetch.ts), and once the
 * first page answers it shows the first row of thumbnails where React's grid will show them (the grid's
 * place is remembered from the last visit on this phone), over a plain skeleton of the header. When those
 * images have loaded and painted, the app starts; React's gallery takes the overlay away once it has its
 * photos (GalleryScreen). On a slow phone the photos arrive about twice as soon, without sharing the
 * connection with the app's script.
 */

/** A first row that never answers must not keep the app back for long: as long as the grid waits for it. */
export const FIRST_PAINT_MAX_WAIT_MS = IMAGES_FIRST_MAX_WAIT_MS;
/** Whatever happens to the app, the overlay never outstays this. */
export const FIRST_PAINT_MAX_LIFE_MS = 15_000;

/** Starts the gallery's reads and paints their first row; settles when the app may start. */
export async function galleryFirstPaint(location: Pick<Location, 'pathname' | 'search'> = window.location, doc: Document = document): Promise<void> {
  const plan = galleryPrefetchPlan(location, listSessions);
  if (!plan) return;
  const photos = startGalleryRequests(plan);
  if (!photos) return;
  const page = await photos.catch(() => null);
  const first = page?.photos.slice(0, FIRST_ROW_THUMBNAILS) ?? [];
  if (first.length === 0) return;
  // The boot script is async: the page may still be parsing (the answer rarely comes first, but it can).
  if (doc.readyState === 'loading') await new Promise((resolve) => doc.addEventListener('DOMContentLoaded', resolve, { once: true }));
  await paintFirstRow(doc, first, rememberedGridTop(doc.defaultView?.innerWidth ?? 0), page?.photos.length ?? 0);
}

/**
 * The overlay with `photos` as the grid's first row, `gridTop` px from the top, and loading boxes after them for
 * the page's other photos (`pagePhotos` in all); settles once the photos have painted.
 */
export function paintFirstRow(doc: Document, photos: readonly PhotoView[], gridTop: number, pagePhotos = 0, maxWaitMs: number = FIRST_PAINT_MAX_WAIT_MS): Promise<void> {
  const win = doc.defaultView;
  const overlay = doc.createElement('div');
  overlay.id = FIRST_PAINT_ID;
  overlay.className = 'first-paint';
  overlay.setAttribute('aria-hidden', 'true');
  const page = el(doc, 'div', 'page gallery');
  const head = el(doc, 'div', 'first-paint__head');
  head.style.height = `${gridTop}px`;
  const row = (...bars: string[]) => {
    const r = el(doc, 'div', 'first-paint__row');
    r.append(...bars.map((b) => el(doc, 'span', `first-paint__bar ${b}`)));
    return r;
  };
  head.append(
    row('first-paint__bar--button', 'first-paint__bar--button'),
    el(doc, 'span', 'first-paint__bar first-paint__bar--title'),
    el(doc, 'span', 'first-paint__bar'),
    row('first-paint__bar--button', 'first-paint__bar--button'),
    el(doc, 'span', 'first-paint__bar first-paint__bar--tabs'),
  );
  const grid = el(doc, 'ul', 'grid');
  const loaded = photos.map((photo) => {
    const img = doc.createElement('img');
    img.className = 'card-photo__image';
    img.alt = '';
    if (photo.width > 0) {
      img.width = 480;
      img.height = Math.round((480 * photo.height) / photo.width);
    }
    img.setAttribute('fetchpriority', 'high');
    img.decoding = 'sync';
    const settled = new Promise<void>((resolve) => {
      img.onload = img.onerror = () => resolve();
    });
    img.src = photo.thumbnailUrl;
    const open = el(doc, 'div', 'card-photo__open');
    open.append(img);
    const frame = el(doc, 'div', 'card-photo__frame');
    frame.append(open);
    const card = el(doc, 'article', 'card-photo');
    card.append(frame, el(doc, 'div', 'card-photo__meta first-paint__meta'));
    const item = el(doc, 'li', 'grid__item');
    item.append(card);
    grid.append(item);
    return settled;
  });
  // The rest of the first screen: the grid's own loading boxes, as many as the page has photos (up to two rows).
  for (let i = photos.length; i < Math.min(pagePhotos, photos.length + 4); i++) {
    const item = el(doc, 'li', 'grid__item');
    item.append(el(doc, 'div', 'grid__ghost'));
    grid.append(item);
  }
  page.append(head, grid);
  overlay.append(page);
  doc.body.append(overlay);
  win?.setTimeout(() => removeFirstPaint(doc), FIRST_PAINT_MAX_LIFE_MS);
  const timeout = new Promise<void>((resolve) => win?.setTimeout(resolve, maxWaitMs) ?? resolve());
  // After the images have loaded, one frame for them to paint before the app's script competes for the phone.
  return Promise.race([Promise.all(loaded), timeout]).then(() => (win ? afterPaint(win) : undefined));
}

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  return node;
}

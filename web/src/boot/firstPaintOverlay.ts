import { readStored, writeStored } from '../storage/deviceStorage';

/*
 * Where the gallery's first paint (galleryFirstPaint.ts) puts its photos: the grid's place on this phone, which
 * the gallery's grid remembers for the next load (PhotoGrid).
 */
/** The grid's place on this phone (the page above it is the gallery's header), remembered for the next load. */
const GRID_TOP_KEY = 'candid:gallery-grid-top';

/** Where the grid starts on a 360–412 px phone in the common case (top bar, language, header, actions, tabs). */
export const DEFAULT_GRID_TOP_PX = 347;

/** The grid's distance from the top of the document at this viewport width, as last seen here. */
export function rememberedGridTop(width: number): number {
  try {
    const saved = JSON.parse(readStored(GRID_TOP_KEY) ?? 'null') as { width?: unknown; top?: unknown } | null;
    if (saved && saved.width === width && typeof saved.top === 'number' && saved.top > 0 && saved.top < 2000) return saved.top;
  } catch {
    // Unreadable: the default.
  }
  return DEFAULT_GRID_TOP_PX;
}

export function rememberGridTop(width: number, top: number): void {
  writeStored(GRID_TOP_KEY, JSON.stringify({ width, top: Math.round(top) }));
}

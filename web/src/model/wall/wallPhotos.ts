import type { WallPhoto } from '../../../../shared/schemas/wall';

/**
 * The photos a wall keeps, newest first and never more than `max` (the page runs for hours: memory stays
 * bounded by the list, whatever the number of photos of the event). Pure functions, so the rules are tested
 * without a browser.
 */

/** A new photo goes first (once); the oldest beyond `max` fall off. */
export function addNewest(list: readonly WallPhoto[], photo: WallPhoto, max: number): WallPhoto[] {
  return [photo, ...list.filter((p) => p.id !== photo.id)].slice(0, max);
}

/** A photo hidden or deleted by the organizer leaves the wall. */
export function removePhoto(list: readonly WallPhoto[], photoId: string): WallPhoto[] {
  return list.some((p) => p.id === photoId) ? list.filter((p) => p.id !== photoId) : [...list];
}

/**
 * The server's newest page replaces the list (it is the truth after a reconnect: photos missed while the
 * socket was down appear, removed ones go); photos that arrived after that read was sent stay in front.
 */
export function mergeFresh(list: readonly WallPhoto[], fresh: readonly WallPhoto[], max: number): WallPhoto[] {
  return [...newerThanPage(list, fresh), ...fresh].slice(0, max);
}

/** The photos of `list` that arrived after the read of `fresh` was taken: newer than its newest, and not in it. */
export function newerThanPage(list: readonly WallPhoto[], fresh: readonly WallPhoto[]): WallPhoto[] {
  const freshIds = new Set(fresh.map((p) => p.id));
  const newest = fresh[0]?.uploadedAt ?? '';
  return list.filter((p) => !freshIds.has(p.id) && p.uploadedAt > newest);
}

/** The next photo to feature when nothing is new: the one after `current`, from the start after the last. */
export function nextFeatured(list: readonly WallPhoto[], currentId: string | null): string | null {
  if (list.length === 0) return null;
  const at = list.findIndex((p) => p.id === currentId);
  return list[(at + 1) % list.length]?.id ?? null;
}

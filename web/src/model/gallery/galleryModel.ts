import { EVENT_CODE_LENGTH } from '#shared/constants.js';
import { VOTE_BADGES_SHOWN } from '#shared/voting.js';
import { AWARD_CATEGORIES, type AwardCategoryId } from '#shared/award-categories.js';
import type { GalleryPage, PhotoView } from '#shared/schemas/photos.js';

/** The gallery's pure rules: paging merges, vote badges, the lightbox's wraparound. */

export interface Feed {
  photos: PhotoView[];
  nextCursor: string | null;
}

/**
 * A fresh first page laid over what is shown (live updates, Refresh): new photos go on top, photos already
 * shown take their fresh copy (vote counts), older pages already loaded stay with their cursor. When none of
 * the fresh page is shown yet and there is more behind it, more than a page of photos arrived: the list
 * starts over from the fresh page (its cursor continues from there).
 *
 * A shown photo whose fresh copy says the same is kept as it is, and so is the list when nothing changed: the
 * grid's cards are memoized, so a live refresh during the event re-renders the new and changed cards only,
 * not the 30–60 of the page on every photo someone takes.
 */
export function mergeFirstPage(current: Feed, page: GalleryPage): Feed {
  if (current.photos.length === 0) return { photos: page.photos, nextCursor: page.nextCursor };
  const shown = new Set(current.photos.map((p) => p.id));
  const overlaps = page.photos.some((p) => shown.has(p.id));
  if (!overlaps && page.nextCursor !== null) return { photos: page.photos, nextCursor: page.nextCursor };
  const fresh = new Map(page.photos.map((p) => [p.id, p]));
  const added = page.photos.filter((p) => !shown.has(p.id));
  const kept = current.photos.map((p) => sameOrFresh(p, fresh.get(p.id)));
  const unchanged = added.length === 0 && kept.every((p, i) => p === current.photos[i]);
  return { photos: unchanged ? current.photos : [...added, ...kept], nextCursor: current.nextCursor };
}

/** The shown copy when the fresh one (if any) has the same fields and vote counts; else the fresh one. */
function sameOrFresh(shown: PhotoView, fresh: PhotoView | undefined): PhotoView {
  if (!fresh) return shown;
  const keys = Object.keys(fresh) as (keyof PhotoView)[];
  if (keys.length !== Object.keys(shown).length) return fresh;
  // Every field is a string or a number but the vote counts (a field added later as an object reads as changed).
  if (keys.some((k) => k !== 'votes' && shown[k] !== fresh[k])) return fresh;
  const categories = Object.keys(fresh.votes) as (keyof PhotoView['votes'])[];
  if (categories.length !== Object.keys(shown.votes).length || categories.some((c) => shown.votes[c] !== fresh.votes[c])) return fresh;
  return shown;
}

/** An older page appended (a photo already shown is not shown twice). */
export function appendPage(current: Feed, page: GalleryPage): Feed {
  const shown = new Set(current.photos.map((p) => p.id));
  return { photos: [...current.photos, ...page.photos.filter((p) => !shown.has(p.id))], nextCursor: page.nextCursor };
}

/** A photo hidden or deleted by moderation (or its uploader) leaves the list; the cursor stays valid. */
export function removePhoto(current: Feed, photoId: string): Feed {
  if (!current.photos.some((p) => p.id === photoId)) return current;
  return { photos: current.photos.filter((p) => p.id !== photoId), nextCursor: current.nextCursor };
}

export interface VoteBadge {
  id: AwardCategoryId;
  label: string;
  emoji: string;
  count: number;
}

/** Spec: the top 3 categories with counts; ties keep the categories' own order; none without votes. */
export function topCategories(votes: PhotoView['votes'], limit: number = VOTE_BADGES_SHOWN): VoteBadge[] {
  return AWARD_CATEGORIES.map((c) => ({ id: c.id, label: c.label, emoji: c.emoji, count: votes[c.id] ?? 0 }))
    .filter((b) => b.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

/** The lightbox's previous/next, wrapping round at both ends. */
export function stepIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return -1;
  return (((index + delta) % length) + length) % length;
}

/** The ?event= value as an event code, or null when it cannot be one. */
export function normalizeEventCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return code.length === EVENT_CODE_LENGTH && /^[A-Z0-9]+$/.test(code) ? code : null;
}

/** A download's file name: code, uploader and the photo's id, safe on every file system. */
export function downloadFileName(code: string, photo: Pick<PhotoView, 'id' | 'uploaderName'>): string {
  const who =
    photo.uploaderName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30) || 'guest';
  return `candid-${code.toUpperCase()}-${who}-${photo.id.slice(-8).toLowerCase()}.jpg`;
}

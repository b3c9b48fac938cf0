import { AWARD_CATEGORY_IDS } from '#shared/award-categories.js';
import type { PrintSize } from '#shared/pricing/index.js';
import type { PhotoView } from '#shared/schemas/photos.js';

/** 20×30 cm at 150 dpi: 7.87 in × 150 = 1 181 px on the short side (DESIGN 15). */
export const LOW_RESOLUTION_PX = 1181;

export const totalVotes = (photo: Pick<PhotoView, 'votes'>): number => AWARD_CATEGORY_IDS.reduce((sum, c) => sum + (photo.votes[c] ?? 0), 0);

/** Newest first: ULIDs and upload times both sort by time; the time decides, the id breaks ties. */
const newerFirst = (a: PhotoView, b: PhotoView): number => b.uploadedAt.localeCompare(a.uploadedAt) || b.id.localeCompare(a.id);

/** The default prints (issue #16): the best-voted photos first, then the newest, up to the bundle's count. */
export function defaultSelection(photos: readonly PhotoView[], count: number): string[] {
  return [...photos]
    .sort((a, b) => totalVotes(b) - totalVotes(a) || newerFirst(a, b))
    .slice(0, count)
    .map((p) => p.id);
}

/** Toggles one photo; a full selection refuses more (the buyer takes one out first). */
export function toggleSelected(selected: readonly string[], id: string, count: number): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length >= count ? [...selected] : [...selected, id];
}

/** A 20×30 print of a photo under 1 181 px on its short side will look soft: warned before checkout. */
export const isLowResolution = (photo: Pick<PhotoView, 'width' | 'height'>, size: PrintSize | null): boolean =>
  size === '20x30' && Math.min(photo.width, photo.height) < LOW_RESOLUTION_PX;

import { queryEventPhotosPage, type PhotoRange } from '../../data/archive-item.js';
import type { EventItem } from '../../data/event-item.js';
import type { PhotoItem } from '../../data/photo-item.js';

/**
 * THE rule of what a raw archive holds (issue 28.5): the event's photos that the organizer neither hid nor
 * deleted — what the gallery shows and the purchase screen counts. Deleted photos have no item; hidden ones
 * keep theirs (with `hidden`) and are left out here. Both sides of "what was sold" come from this module:
 * - the build reads `archivePhotosPage` (the photos, filtered on read: no scan, no extra call);
 * - the count is `archivePhotoCount`: the event's photoCount, which every change of that set moves in the
 *   same transaction (confirm +1, hide −1, unhide +1, delete −1 unless already hidden), so it equals the
 *   number of photos the build will read. The event view (and so the purchase screen) shows this count.
 */
export const archivePhotosPage = (
  code: string,
  cursor: Record<string, unknown> | undefined,
  limit: number,
  range?: PhotoRange,
): Promise<{ photos: PhotoItem[]; cursor: Record<string, unknown> | undefined }> =>
  // Consistent: a photo confirmed just before the plan (the last upload the build waited for) is in it.
  queryEventPhotosPage(code, cursor, limit, { visibleOnly: true, consistent: true, ...(range ? { range } : {}) });

/** What a photo weighs in the archive: its raw frame and its polaroid (the part planner's unit). */
export const archiveBytesOf = (photo: Pick<PhotoItem, 'sizes'>): number => photo.sizes.raw + photo.sizes.polaroid;

export const archivePhotoCount = (event: Pick<EventItem, 'photoCount'>): number => Math.max(0, event.photoCount);

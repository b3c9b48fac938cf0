import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { PHOTO_KINDS } from '../../../../shared/photo-files.js';
import { galleryExpiryCutoff, photosDueForDeletion } from '../../../../shared/rules/photo-retention.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { queryEventPhotosPage } from '../../data/archive-item.js';
import { claimPhotoDeletion, deletePhotoItems, finishPhotoDeletion, queryPhotosDue, rescheduleOrRelease } from '../../data/photo-retention.js';
import { eachItem } from '../../jobs/each-item.js';
import { log } from '../../log.js';
import { photoObjectKey, s3 } from '../../s3.js';

export interface RetentionResult {
  /** Events whose photos were deleted in this run, with how many photos each. */
  deleted: { code: string; photos: number }[];
  /** Events taken off the due list because their photos are kept (archive or extension bought). */
  kept: string[];
  /** Events whose gallery was extended since: moved to their new due date. */
  rescheduled: string[];
  /** Events whose turn failed in this run (logged; still due, so the next run finishes them). */
  failed: string[];
}

/** Deletes the S3 objects of a page of photos (one DeleteObjects call: ≤ 100 photos × 3 files < 1 000 keys). */
const deleteObjects = async (code: string, photoIds: readonly string[]): Promise<number> => {
  if (photoIds.length === 0) return 0;
  const objects = photoIds.flatMap((id) => PHOTO_KINDS.map((kind) => ({ Key: photoObjectKey(code, id, kind) })));
  const out = await s3.send(new DeleteObjectsCommand({ Bucket: config.photoBucket, Delete: { Objects: objects, Quiet: true } }));
  // A missing key is not an error for DeleteObjects; anything reported here is (access, throttling): rerun.
  if (out.Errors && out.Errors.length > 0) throw new Error(`S3 refused ${out.Errors.length} deletions in ${code}: ${out.Errors[0]?.Code ?? ''} ${out.Errors[0]?.Message ?? ''}`);
  return objects.length;
};

export interface DeletionProgress {
  photos: number;
  objects: number;
  /** Where to go on; undefined when every page is done. */
  cursor: Record<string, unknown> | undefined;
}

/**
 * Deletes a claimed event's photos page by page — objects first, then items, so a rerun resumes where it
 * stopped — from `from.cursor`, until done or `deadline` (ms) passed (at least one page per call).
 */
export const deleteEventPhotoPages = async (
  code: string,
  from: DeletionProgress = { photos: 0, objects: 0, cursor: undefined },
  deadline = Number.POSITIVE_INFINITY,
  pageSize = 100,
): Promise<DeletionProgress> => {
  let { photos, objects, cursor } = from;
  do {
    const page = await queryEventPhotosPage(code, cursor, pageSize);
    const ids = page.photos.map((p) => p.id);
    objects += await deleteObjects(code, ids);
    await deletePhotoItems(code, ids);
    photos += ids.length;
    cursor = page.cursor;
  } while (cursor && Date.now() < deadline);
  return { photos, objects, cursor };
};

/** All photos of one claimed event, then the event marked and the audit item left. */
const deleteEventPhotos = async (code: string, at: string): Promise<number> => {
  const { photos, objects } = await deleteEventPhotoPages(code);
  await finishPhotoDeletion(code, at, { photos, objects });
  return photos;
};

/**
 * The retention job (DESIGN 15), daily: events whose photos fell due (gallery expiry + 30 days, GSI2 — no
 * scan) lose their photos' S3 objects and items, unless an archive order or a gallery extension kept them.
 * Each event is claimed with one conditional write that re-checks all of that against the item itself, so
 * the index is only a hint: an extension bought since moves the event to its new date, a purchase takes it
 * off the list, and a rerun after a crash finishes what was started. Leaves an audit item per event.
 */
export const deleteExpiredPhotos = async (): Promise<RetentionResult> => {
  const at = now();
  const iso = at.toISOString();
  const cutoff = galleryExpiryCutoff(at);
  const result: RetentionResult = { deleted: [], kept: [], rescheduled: [], failed: [] };
  const retain = async (code: string): Promise<void> => {
    const claim = await claimPhotoDeletion(code, cutoff, iso);
    if (claim.claimed) {
      const photos = await deleteEventPhotos(code, iso);
      log.info('expired photos deleted', { eventCode: code, photos });
      result.deleted.push({ code, photos });
    } else if (!claim.event) {
      return;
    } else if (!claim.event.photosKept && claim.event.galleryExpiresAt > cutoff) {
      await rescheduleOrRelease(code, photosDueForDeletion(claim.event.galleryExpiresAt));
      result.rescheduled.push(code);
    } else {
      await rescheduleOrRelease(code, undefined);
      result.kept.push(code);
    }
  };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryPhotosDue(iso, cursor);
    // One event at a time: each is already paged and batched, and the job has all day. An event that fails
    // (a photo item that breaks its schema, S3 refusing) stays on the due list, claimed, for the next run to
    // finish; it never keeps the events after it from their turn.
    result.failed.push(...(await eachItem('delete-expired-photos', page.codes, (code) => code, retain, 1)).failed);
    cursor = page.cursor;
  } while (cursor);
  return result;
};

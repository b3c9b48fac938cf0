import { CopyObjectCommand, type StorageClass } from '@aws-sdk/client-s3';
import { PHOTO_KINDS } from '../../../../shared/photo-files.js';
import type { StaffPhotoPackageResponse } from '../../../../shared/schemas/staff-photos.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { queryEventPhotosPage } from '../../data/archive-item.js';
import { finishPhotoDeletion } from '../../data/photo-retention.js';
import { claimStaffPhotoDeletion, claimStorageMove, finishStorageMove, type StorageMove } from '../../data/photo-storage.js';
import { DomainError, notFound } from '../../errors.js';
import { invokeAsync } from '../../jobs/invoke-async.js';
import { log } from '../../log.js';
import { photoObjectKey, s3 } from '../../s3.js';
import { deleteEventPhotoPages, type DeletionProgress } from './delete-expired-photos.js';

/**
 * The Photos tab's package actions (DESIGN 15). Archive copies each of an ended event's photo files onto
 * itself in S3 Glacier Instant Retrieval: $0.004 per GB-month against Standard's $0.023 (Standard-IA:
 * $0.0125), still read in milliseconds, so staff and guests keep viewing and downloading without a restore
 * step — Glacier Deep Archive ($0.00099) would make every view wait 12 hours for a restore. The price is
 * a 90-day minimum and $0.03 per GB read, fine for packages nobody looks at any more. Restore copies them
 * back to Standard. Delete is the retention job's deletion, now.
 *
 * Moves run in the photo-package job (asynchronous invoke, Lambda's retries), page by page (100 photos),
 * in one run: at most 500 guests × 50 photos × 3 files = 75 000 server-side copies, 16 at a time, take a
 * few minutes of its 15. Delete does what fits the route's few seconds and hands the rest to the job.
 */

/** Where each move puts the files. */
export const TARGET_CLASS = { archive: 'GLACIER_IR', restore: 'STANDARD' } as const satisfies Record<StorageMove, StorageClass>;
/** Inline deletion before the route hands the rest to the job (routes time out after 10 s). */
export const ROUTE_BUDGET_MS = 5_000;
const COPY_CONCURRENCY = 16;

export type PackageJobPayload =
  | { op: StorageMove; code: string; cursor?: Record<string, unknown> }
  | { op: 'delete'; code: string; at: string; actor: string; progress: { photos: number; objects: number; cursor?: Record<string, unknown> } };

const errorName = (e: unknown): string => (e as { name?: string }).name ?? '';

/** One file onto itself in the target class. Already there (a rerun: S3 refuses a copy that changes nothing) or gone meanwhile: nothing to do. */
const copyToClass = async (key: string, storageClass: StorageClass): Promise<void> => {
  try {
    await s3.send(new CopyObjectCommand({ Bucket: config.photoBucket, Key: key, CopySource: `${config.photoBucket}/${key}`, StorageClass: storageClass }));
  } catch (e) {
    if (errorName(e) === 'InvalidRequest' || errorName(e) === 'NoSuchKey') return;
    throw e;
  }
};

const inPool = async <T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
};

/** Moves the event's files page by page (100 photos) from `cursor` until done or past `deadline`; returns where to go on. */
export const moveFilePages = async (
  code: string,
  move: StorageMove,
  cursor: Record<string, unknown> | undefined,
  deadline = Number.POSITIVE_INFINITY,
  pageSize = 100,
): Promise<Record<string, unknown> | undefined> => {
  do {
    const page = await queryEventPhotosPage(code, cursor, pageSize);
    const keys = page.photos.flatMap((p) => PHOTO_KINDS.map((k) => photoObjectKey(code, p.id, k)));
    await inPool(keys, COPY_CONCURRENCY, (key) => copyToClass(key, TARGET_CLASS[move]));
    cursor = page.cursor;
  } while (cursor && Date.now() < deadline);
  return cursor;
};

const continueInJob = (payload: PackageJobPayload): Promise<void> => invokeAsync(config.photoPackageJobFunction, payload);

const refuseMove = (outcome: Exclude<Awaited<ReturnType<typeof claimStorageMove>>['outcome'], 'claimed' | 'done'>, move: StorageMove, code: string): never => {
  switch (outcome) {
    case 'missing':
      throw notFound('EVENT_NOT_FOUND', code);
    case 'deleted':
      throw new DomainError('PHOTOS_ALREADY_DELETED', 409, code);
    case 'running':
      throw new DomainError('PHOTOS_EVENT_RUNNING', 409, code);
    case 'deleting':
      throw new DomainError('PHOTO_STORAGE_BUSY', 409, `${code}: deletion under way`);
    case 'wrong-state':
      throw new DomainError(move === 'restore' ? 'PHOTOS_NOT_ARCHIVED' : 'PHOTO_STORAGE_BUSY', 409, code);
  }
};

/**
 * Archive or restore: claim the move, then the photo-package job copies the files (routes hold no write
 * on gallery keys: only confirm and jobs do). The list shows 'archiving'/'restoring' until it is done.
 */
export const startStorageMove = async (code: string, move: StorageMove): Promise<StaffPhotoPackageResponse> => {
  const claim = await claimStorageMove(code, move);
  if (claim.outcome === 'done') return { code, photoStorage: move === 'archive' ? 'archived' : 'standard', continuing: false };
  if (claim.outcome !== 'claimed') return refuseMove(claim.outcome, move, code);
  await continueInJob({ op: move, code });
  return { code, photoStorage: move === 'archive' ? 'archiving' : 'restoring', continuing: true };
};

/** Delete all of an event's photos now (admin role; the caller checked it): the typed code must match. */
export const deletePhotoPackage = async (code: string, typed: string, actor: string, budgetMs = ROUTE_BUDGET_MS, pageSize = 100): Promise<StaffPhotoPackageResponse> => {
  if (typed.trim() !== code) throw new DomainError('STAFF_DELETE_CONFIRM_MISMATCH', 400, `typed ${typed.slice(0, 20)} for ${code}`);
  const at = now().toISOString();
  const claim = await claimStaffPhotoDeletion(code, at);
  if (claim.outcome === 'missing') throw notFound('EVENT_NOT_FOUND', code);
  if (claim.outcome === 'deleted') return { code, photoStorage: 'deleted', continuing: false };
  if (claim.outcome === 'running') throw new DomainError('PHOTOS_EVENT_RUNNING', 409, code);
  if (claim.outcome === 'moving') throw new DomainError('PHOTO_STORAGE_BUSY', 409, code);
  return deleteFromProgress(code, at, actor, { photos: 0, objects: 0, cursor: undefined }, Date.now() + budgetMs, pageSize);
};

const deleteFromProgress = async (code: string, at: string, actor: string, from: DeletionProgress, deadline: number, pageSize = 100): Promise<StaffPhotoPackageResponse> => {
  const progress = await deleteEventPhotoPages(code, from, deadline, pageSize);
  if (progress.cursor) {
    await continueInJob({ op: 'delete', code, at, actor, progress: { photos: progress.photos, objects: progress.objects, cursor: progress.cursor } });
    return { code, photoStorage: 'standard', continuing: true };
  }
  // A double submit runs twice (both claims hold: a rerun resumes a deletion that stopped); the one that
  // finishes second writes nothing and answers as a repeat after the end does: deleted.
  const recorded = await finishPhotoDeletion(code, at, { photos: progress.photos, objects: progress.objects }, actor);
  log.info(recorded ? 'photo package deleted by staff' : 'photo package deletion finished by another run', { eventCode: code, photos: progress.photos });
  return { code, photoStorage: 'deleted', continuing: false };
};

/** The job's part: everything that is left, in one run (the bound above). */
export const runPackageJob = async (payload: PackageJobPayload): Promise<StaffPhotoPackageResponse> => {
  if (payload.op === 'delete') {
    const { photos, objects, cursor } = payload.progress;
    return deleteFromProgress(payload.code, payload.at, payload.actor, { photos, objects, cursor }, Number.POSITIVE_INFINITY);
  }
  await moveFilePages(payload.code, payload.op, payload.cursor);
  const finished = await finishStorageMove(payload.code, payload.op);
  log.info('photo package moved', { eventCode: payload.code, move: payload.op, finished });
  return { code: payload.code, photoStorage: payload.op === 'archive' ? 'archived' : 'standard', continuing: false };
};

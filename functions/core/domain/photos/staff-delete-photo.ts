import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { PHOTO_KINDS } from '../../../../shared/constants.js';
import type { StaffDeletePhotoResponse } from '../../../../shared/schemas/staff-photos.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { deletePhotoTransaction, getEventStorageFields, getPhotoItem } from '../../data/photo-storage.js';
import { ddb } from '../../data/table.js';
import { withConflictRetry } from '../../data/transactions.js';
import { notFound } from '../../errors.js';
import { photoObjectKey, s3 } from '../../s3.js';

/**
 * A staff member deletes one photo (admin role; the caller checked it). Files first — deleting them is
 * idempotent, so a retry after a failure in between still finds the item and finishes — then the item, the
 * event's counters and the audit item in one transaction; the table stream's broadcast tells the guests.
 */
export const staffDeletePhoto = async (code: string, photoId: string, actor: string): Promise<StaffDeletePhotoResponse> => {
  const photo = await getPhotoItem(code, photoId);
  if (!photo) throw notFound('PHOTO_NOT_FOUND', `${code}/${photoId}`);
  const out = await s3.send(
    new DeleteObjectsCommand({
      Bucket: config.photoBucket,
      Delete: { Objects: PHOTO_KINDS.map((k) => ({ Key: photoObjectKey(code, photoId, k) })), Quiet: true },
    }),
  );
  if (out.Errors && out.Errors.length > 0) throw new Error(`S3 refused ${out.Errors.length} deletions of ${code}/${photoId}: ${out.Errors[0]?.Code ?? ''}`);
  const tx = deletePhotoTransaction(photo, actor, now().toISOString());
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
  } catch (e) {
    const why = tx.reasons(e);
    // Deleted meanwhile by someone else (their transaction adjusted the counters): gone is gone.
    if (why?.photo?.failed) throw notFound('PHOTO_NOT_FOUND', `${code}/${photoId}`);
    throw e;
  }
  const event = await getEventStorageFields(code);
  return { code, photoId, photoCount: Number(event?.photoCount ?? 0), storageBytes: Number(event?.storageBytes ?? 0) };
};

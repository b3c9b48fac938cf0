import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { PHOTO_KINDS } from '../../../../shared/photo-files.js';
import type { StaffDeletePhotoResponse } from '../../../../shared/schemas/staff-photos.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { adjustRemainingVoters, TRANSACTION_LIMIT } from '../../data/photo-moderation.js';
import { deletePhotoTransaction, getEventStorageFields, getStoredPhoto } from '../../data/photo-storage.js';
import { allVotersOf, sameVotersCondition } from '../../data/photo-voters.js';
import { ddb } from '../../data/table.js';
import { withConflictRetry } from '../../data/transactions.js';
import { notFound } from '../../errors.js';
import { photoObjectKey, s3 } from '../../s3.js';

/** Attempts when votes keep landing between the read and the write (each one changes the voters). */
const ATTEMPTS = 5;

/**
 * A staff member deletes one photo (admin role; the caller checked it). Files first — deleting them is
 * idempotent, so a retry after a failure in between still finds the item and finishes — then the item, the
 * event's counters, its voters' votedPhotos (as the creator's delete does) and the audit item in one
 * transaction, conditioned on the voters read; the table stream's broadcast tells the guests.
 */
export const staffDeletePhoto = async (code: string, photoId: string, actor: string): Promise<StaffDeletePhotoResponse> => {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await getStoredPhoto(code, photoId);
    if (!stored) throw notFound('PHOTO_NOT_FOUND', `${code}/${photoId}`);
    const { photo, raw } = stored;
    if (attempt === 1) await deleteFiles(code, photoId);
    // A hidden photo's voters were already taken off the ballot's counters when it was hidden.
    const voters = photo.hidden === true ? [] : await allVotersOf(code, raw);
    const inTransaction = voters.slice(0, TRANSACTION_LIMIT - 5);
    const tx = deletePhotoTransaction(photo, actor, now().toISOString(), { ids: inTransaction, same: sameVotersCondition(raw) });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      const why = tx.reasons(e);
      // A vote, a hide or another delete landed in between: read it again (gone is gone).
      if (why?.photo?.failed && attempt < ATTEMPTS) continue;
      if (why?.photo?.failed) throw notFound('PHOTO_NOT_FOUND', `${code}/${photoId}`);
      throw e;
    }
    await adjustRemainingVoters(code, voters.slice(inTransaction.length), -1);
    const event = await getEventStorageFields(code);
    return { code, photoId, photoCount: Number(event?.photoCount ?? 0), storageBytes: Number(event?.storageBytes ?? 0) };
  }
};

const deleteFiles = async (code: string, photoId: string): Promise<void> => {
  const out = await s3.send(
    new DeleteObjectsCommand({
      Bucket: config.photoBucket,
      Delete: { Objects: PHOTO_KINDS.map((k) => ({ Key: photoObjectKey(code, photoId, k) })), Quiet: true },
    }),
  );
  if (out.Errors && out.Errors.length > 0) throw new Error(`S3 refused ${out.Errors.length} deletions of ${code}/${photoId}: ${out.Errors[0]?.Code ?? ''}`);
};

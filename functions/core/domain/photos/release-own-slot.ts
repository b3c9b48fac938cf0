import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { PHOTO_KINDS } from '#shared/photo-files.js';
import { config } from '../../config.js';
import { slotItemSchema, type SlotItem } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { conflict, DomainError, forbidden, unauthorized } from '../../errors.js';
import { log } from '../../log.js';
import { s3, stagingObjectKey } from '../../s3.js';
import { releaseSlot } from './release-slot.js';

/**
 * A device gives back its own unconfirmed slot at once (an upload it abandoned after its retries), instead
 * of holding a unit of quota until the release job. Idempotent: a slot already released answers the same.
 * It races a confirm through the slot's conditional delete, so exactly one of them wins: a photo already
 * recorded is a 409, and a confirm after the release finds no slot (404 UPLOAD_EXPIRED).
 */
export const releaseOwnSlot = async (code: string, participantId: string, photoId: string): Promise<undefined> => {
  const { slot, recorded, participant } = await readSlot(code, photoId, participantId);
  if (!participant) throw unauthorized(`no participant ${participantId}`);
  if (participant.isActive !== true) throw new DomainError('KICKED', 403);
  if (slot && slot.uploaderId !== participantId) throw forbidden('slot of another guest');
  if (recorded) throw conflict('PHOTO_ALREADY_RECORDED', photoId);
  if (!slot) return;
  if (!(await releaseSlot(slot))) {
    // Lost a race: to a confirm (the photo is recorded) or to another release (nothing left to do).
    if ((await readSlot(code, photoId, participantId)).recorded) throw conflict('PHOTO_ALREADY_RECORDED', photoId);
    return;
  }
  await s3
    .send(
      new DeleteObjectsCommand({
        Bucket: config.photoBucket,
        Delete: { Objects: PHOTO_KINDS.map((k) => ({ Key: stagingObjectKey(code, photoId, k) })), Quiet: true },
      }),
    )
    // Harmless when it fails: the lifecycle rule expires staging objects after a day.
    .catch((err: unknown) => log.warn('staging cleanup failed', { photoId, error: err instanceof Error ? err.message : String(err) }));
};

/** The slot, whether its photo is recorded, and the caller (still active?) in one read. */
const readSlot = async (code: string, photoId: string, participantId: string) => {
  const table = tableName();
  const got = await ddb.send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: [keys.slot(code, photoId), keys.photo(code, photoId), keys.participant(code, participantId)], ConsistentRead: true } },
    }),
  );
  const items = got.Responses?.[table] ?? [];
  const raw = items.find((i) => i.entity === 'slot');
  const slot: SlotItem | undefined = raw ? slotItemSchema().parse(raw) : undefined;
  return { slot, recorded: items.some((i) => i.entity === 'photo'), participant: items.find((i) => i.entity === 'participant') };
};

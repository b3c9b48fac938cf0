import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PHOTO_KINDS } from '../../../../shared/constants.js';
import type { ConfirmPhotoResponse } from '../../../../shared/schemas/photos.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { participantItemSchema } from '../../data/participant-item.js';
import { photoItemSchema, slotItemSchema, type PhotoItem, type SlotItem } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { cancellationReasons, withConflictRetry } from '../../data/transactions.js';
import { DomainError, forbidden, notFound, unauthorized } from '../../errors.js';
import { assertActive } from '../participants/require-active.js';
import { photoObjectKey, s3 } from '../../s3.js';
import { inspectUpload } from './inspect-upload.js';
import { toPhotoView } from './photo-view.js';
import { releaseSlot } from './release-slot.js';

/**
 * Records an uploaded photo after checking its three files. Confirming twice answers the same photo;
 * a slot of another guest is 403; files that are not what the slot promised give the slot (and the unit
 * of quota) back at once and remove the files, so a bad upload costs the guest nothing.
 */
export const confirmPhoto = async (code: string, participantId: string, photoId: string): Promise<ConfirmPhotoResponse> => {
  const at = now();
  const table = tableName();
  const got = await ddb.send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: [keys.slot(code, photoId), keys.photo(code, photoId), keys.participant(code, participantId)], ConsistentRead: true } },
    }),
  );
  const items = got.Responses?.[table] ?? [];
  const participantRaw = items.find((i) => i.entity === 'participant');
  if (!participantRaw) throw unauthorized(`no participant ${participantId}`);
  const participant = participantItemSchema.parse(participantRaw);
  assertActive(participant);

  const recordedRaw = items.find((i) => i.entity === 'photo');
  if (recordedRaw) {
    const recorded = photoItemSchema.parse(recordedRaw);
    if (recorded.uploaderId !== participantId) throw forbidden('photo of another guest');
    return { photo: await toPhotoView(recorded, at) };
  }
  const slotRaw = items.find((i) => i.entity === 'slot');
  if (!slotRaw) throw notFound('UPLOAD_EXPIRED', photoId);
  const slot = slotItemSchema.parse(slotRaw);
  if (slot.uploaderId !== participantId) throw forbidden('slot of another guest');

  const checks = await Promise.all(PHOTO_KINDS.map((k) => inspectUpload(code, photoId, k, slot.sizes[k])));
  const missing = checks.find((c) => !c.ok && c.reason === 'missing');
  if (missing) throw new DomainError('UPLOAD_INCOMPLETE', 409, !missing.ok ? missing.detail : undefined);
  const bad = checks.find((c) => !c.ok);
  if (bad) {
    await Promise.all([releaseSlot(slot), deleteFiles(code, photoId)]);
    throw new DomainError('PHOTO_INVALID', 400, !bad.ok ? bad.detail : undefined);
  }
  const polaroid = checks[0];
  const photo = toPhotoItem(slot, participant.name, polaroid?.ok ? polaroid : { width: 0, height: 0 }, at);

  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: recordPhotoWrites(slot, photo) })));
  } catch (e) {
    const reasons = cancellationReasons(e);
    if (!reasons) throw e;
    // A concurrent confirm won the race: answer its photo. A kick meanwhile: refuse.
    if (reasons[3]?.code === 'ConditionalCheckFailed') throw new DomainError('KICKED', 403);
    if (reasons[0]?.code === 'ConditionalCheckFailed' || reasons[1]?.code === 'ConditionalCheckFailed') return { photo: await toPhotoView(photo, at) };
    throw e;
  }
  return { photo: await toPhotoView(photo, at) };
};

const toPhotoItem = (slot: SlotItem, uploaderName: string, dims: { width: number; height: number }, at: Date): PhotoItem => ({
  ...keys.photo(slot.eventCode, slot.id),
  entity: 'photo',
  id: slot.id,
  eventCode: slot.eventCode,
  uploaderId: slot.uploaderId,
  uploaderName,
  // Spec naming for downloads: something a person recognises in their Downloads folder.
  fileName: `candid-${slot.eventCode}-${slot.id.slice(-8).toLowerCase()}.jpg`,
  sizes: slot.sizes,
  width: dims.width,
  height: dims.height,
  uploadedAt: at.toISOString(),
  GSI2PK: keys.photosBy(slot.eventCode, slot.uploaderId),
  GSI2SK: slot.id,
});

/** Slot → photo, the event's counters, and the uploader still active: all or nothing. */
const recordPhotoWrites = (slot: SlotItem, photo: PhotoItem) => {
  const table = tableName();
  const bytes = slot.sizes.polaroid + slot.sizes.raw + slot.sizes.thumbnail;
  return [
    { Delete: { TableName: table, Key: keys.slot(slot.eventCode, slot.id), ConditionExpression: 'attribute_exists(PK)' } },
    { Put: { TableName: table, Item: photo, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: table,
        Key: keys.event(slot.eventCode),
        UpdateExpression: 'ADD photoCount :one, storageBytes :bytes',
        ExpressionAttributeValues: { ':one': 1, ':bytes': bytes },
      },
    },
    {
      ConditionCheck: {
        TableName: table,
        Key: keys.participant(slot.eventCode, slot.uploaderId),
        ConditionExpression: 'isActive = :t',
        ExpressionAttributeValues: { ':t': true },
      },
    },
  ];
};

const deleteFiles = (code: string, photoId: string) =>
  s3.send(
    new DeleteObjectsCommand({
      Bucket: config.photoBucket,
      Delete: { Objects: PHOTO_KINDS.map((k) => ({ Key: photoObjectKey(code, photoId, k) })), Quiet: true },
    }),
  );

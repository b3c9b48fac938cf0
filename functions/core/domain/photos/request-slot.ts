import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { PHOTO_KINDS, PHOTO_LIMITS, UPLOAD_SLOT_TTL_MINUTES } from '../../../../shared/constants.js';
import type { PhotoSlotRequest, PhotoSlotResponse } from '../../../../shared/schemas/photos.js';
import { now } from '../../clock.js';
import type { SlotItem } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { cancellationReasons, withConflictRetry } from '../../data/transactions.js';
import { conflict, DomainError, unauthorized } from '../../errors.js';
import { assertActive } from '../participants/require-active.js';
import { presignPut } from './photo-urls.js';

/**
 * One unit of quota per photo, taken atomically: a single transaction increments the participant's
 * photosTaken on condition they are active and below their quota, checks the event still takes photos,
 * and records the slot. No replay or burst can ever record more than max_photos_per_user photos.
 */
export const requestPhotoSlot = async (code: string, participantId: string, req: PhotoSlotRequest): Promise<PhotoSlotResponse> => {
  for (const kind of PHOTO_KINDS) {
    if (req.files[kind].size > PHOTO_LIMITS[kind].maxBytes) throw new DomainError('PHOTO_TOO_LARGE', 413, `${kind} ${req.files[kind].size} bytes`);
  }
  const at = now();
  const photoId = ulid(at.getTime());
  const expiresAt = new Date(at.getTime() + UPLOAD_SLOT_TTL_MINUTES * 60_000).toISOString();
  const slot: SlotItem & { GSI1PK: string; GSI1SK: string } = {
    ...keys.slot(code, photoId),
    entity: 'slot',
    id: photoId,
    eventCode: code,
    uploaderId: participantId,
    sizes: { polaroid: req.files.polaroid.size, raw: req.files.raw.size, thumbnail: req.files.thumbnail.size },
    createdAt: at.toISOString(),
    expiresAt,
    GSI1PK: keys.slots,
    GSI1SK: `${expiresAt}#${code}#${photoId}`,
  };

  try {
    await withConflictRetry(() =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.participant(code, participantId),
                UpdateExpression: 'SET photosTaken = photosTaken + :one',
                ConditionExpression: 'isActive = :t AND photosTaken < maxPhotos',
                ExpressionAttributeValues: { ':one': 1, ':t': true },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            {
              ConditionCheck: {
                TableName: tableName(),
                Key: keys.event(code),
                ConditionExpression: '#status <> :completed AND galleryExpiresAt > :now',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':completed': 'completed', ':now': at.toISOString() },
              },
            },
            { Put: { TableName: tableName(), Item: slot, ConditionExpression: 'attribute_not_exists(PK)' } },
          ],
        }),
      ),
    );
  } catch (e) {
    const reasons = cancellationReasons(e);
    if (!reasons) throw e;
    const [person, event] = reasons;
    if (person?.code === 'ConditionalCheckFailed') {
      if (!person.item) throw unauthorized(`no participant ${participantId}`);
      assertActive(person.item);
      throw conflict('PHOTO_QUOTA_REACHED');
    }
    if (event?.code === 'ConditionalCheckFailed') throw conflict('PHOTOS_CLOSED');
    throw e;
  }

  const [polaroid, raw, thumbnail] = await Promise.all([
    presignPut(code, photoId, 'polaroid', slot.sizes.polaroid),
    presignPut(code, photoId, 'raw', slot.sizes.raw),
    presignPut(code, photoId, 'thumbnail', slot.sizes.thumbnail),
  ]);
  return { photoId, uploads: { polaroid, raw, thumbnail }, expiresAt };
};

import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { PHOTO_KINDS, PHOTO_LIMITS, UPLOAD_SLOT_TTL_MINUTES } from '#shared/photo-files.js';
import type { PhotoSlotRequest, PhotoSlotResponse } from '#shared/schemas/photos.js';
import { now } from '../../clock.js';
import { EVENT_OPEN_CONDITION, eventOpenValues } from '../../data/event-open.js';
import { slotItemSchema, type SlotItem } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { conflict, DomainError, forbidden } from '../../errors.js';
import { assertActive } from '../participants/require-active.js';
import { presignPut } from './photo-urls.js';
import { releaseSlot } from './release-slot.js';

/** How long a device's upload id keeps pointing at its photo once confirmed (a late retry learns it is done). */
const UPLOAD_REF_TTL_SECONDS = 7 * 86_400;
/** A repeated id can find its slot released in between (then it takes a new one): bounded, never a loop. */
const ATTEMPTS = 3;

/**
 * One unit of quota per photo, taken atomically: a single transaction increments the participant's
 * photosTaken on condition they are active and below their quota, checks the event still takes photos,
 * and records the slot. No replay or burst can ever record more than max_photos_per_user photos.
 *
 * With a `clientId` the same transaction claims the device's id for this photo: asking again with the same
 * id (a retry after a lost answer, five at once) loses that claim and gets the slot already granted,
 * with fresh upload URLs and no second unit.
 */
export const requestPhotoSlot = async (code: string, participantId: string, req: PhotoSlotRequest): Promise<PhotoSlotResponse> => {
  for (const kind of PHOTO_KINDS) {
    if (req.files[kind].size > PHOTO_LIMITS[kind].maxBytes) throw new DomainError('PHOTO_TOO_LARGE', 413, `${kind} ${req.files[kind].size} bytes`);
  }
  /** The photo the device's id named with nothing behind it (neither a slot nor a recorded photo) last time. */
  let orphan: string | undefined;
  for (let attempt = 1; ; attempt++) {
    const at = now();
    const slot = newSlot(code, participantId, req, at);
    const tx = takeSlotTransaction(slot, at);
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
      return await withUploadUrls(slot);
    } catch (e) {
      const why = tx.reasons(e);
      if (!why) throw e;
      // Checked first: a repeated id must get its slot back even when the quota is used up by that slot.
      if (why.deviceId?.failed) {
        const named = String(why.deviceId.item?.photoId ?? '');
        const existing = await existingSlot(code, participantId, req, named, at);
        if (existing) return existing;
        // Twice the same photo with nothing behind it: a release would have freed the id with its slot, so the
        // photo was recorded and then deleted (by the guest or the creator) — done, not a new unit of quota.
        if (named && named === orphan) throw conflict('PHOTO_ALREADY_RECORDED', `${named} recorded, then deleted`);
        orphan = named;
        if (attempt < ATTEMPTS) continue;
        throw e;
      }
      if (why.quota?.failed) {
        assertActive(why.quota.item, `participant ${participantId}`);
        throw conflict('PHOTO_QUOTA_REACHED');
      }
      if (why.eventOpen?.failed) throw conflict('PHOTOS_CLOSED');
      throw e;
    }
  }
};

type NewSlot = SlotItem & { GSI1PK: string; GSI1SK: string };

const newSlot = (code: string, participantId: string, req: PhotoSlotRequest, at: Date): NewSlot => {
  const photoId = ulid(at.getTime());
  const expiresAt = new Date(at.getTime() + UPLOAD_SLOT_TTL_MINUTES * 60_000).toISOString();
  return {
    ...keys.slot(code, photoId),
    entity: 'slot',
    id: photoId,
    eventCode: code,
    uploaderId: participantId,
    sizes: { polaroid: req.files.polaroid.size, raw: req.files.raw.size, thumbnail: req.files.thumbnail.size },
    createdAt: at.toISOString(),
    expiresAt,
    ...(req.clientId ? { clientId: req.clientId } : {}),
    ...(req.filter ? { filter: req.filter } : {}),
    ...(req.promptId ? { promptId: req.promptId } : {}),
    GSI1PK: keys.slotShard(photoId),
    GSI1SK: `${expiresAt}#${code}#${photoId}`,
  };
};

const takeSlotTransaction = (slot: NewSlot, at: Date) =>
  namedTransaction({
    quota: {
      Update: {
        TableName: tableName(),
        Key: keys.participant(slot.eventCode, slot.uploaderId),
        UpdateExpression: 'SET photosTaken = photosTaken + :one',
        ConditionExpression: 'isActive = :t AND photosTaken < maxPhotos',
        ExpressionAttributeValues: { ':one': 1, ':t': true },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    eventOpen: {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.event(slot.eventCode),
        // Ended by its status or by its end time: the auto-end job marks the end up to a minute late.
        ConditionExpression: `${EVENT_OPEN_CONDITION} AND galleryExpiresAt > :now`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: eventOpenValues(at),
      },
    },
    slot: { Put: { TableName: tableName(), Item: slot, ConditionExpression: 'attribute_not_exists(PK)' } },
    deviceId: slot.clientId
      ? {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.uploadRef(slot.eventCode, slot.uploaderId, slot.clientId),
              entity: 'uploadRef',
              photoId: slot.id,
              ttl: Math.floor(at.getTime() / 1000) + UPLOAD_REF_TTL_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        }
      : undefined,
  });

/**
 * The slot a device's id already holds, with fresh URLs; undefined when it was released meanwhile (the
 * caller then takes a new one). A photo already recorded, or other files under the same id, are 409s.
 */
const existingSlot = async (code: string, participantId: string, req: PhotoSlotRequest, photoId: string, at: Date): Promise<PhotoSlotResponse | undefined> => {
  if (!photoId) return undefined;
  const table = tableName();
  const got = await ddb.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.slot(code, photoId), keys.photo(code, photoId)], ConsistentRead: true } } }),
  );
  const items = got.Responses?.[table] ?? [];
  if (items.some((i) => i.entity === 'photo')) throw conflict('PHOTO_ALREADY_RECORDED', photoId);
  const raw = items.find((i) => i.entity === 'slot');
  if (!raw) return undefined;
  const slot = slotItemSchema().parse(raw);
  if (slot.uploaderId !== participantId) throw forbidden('slot of another guest');
  if (PHOTO_KINDS.some((k) => slot.sizes[k] !== req.files[k].size)) throw conflict('UPLOAD_ID_IN_USE', photoId);
  // Past its expiry the release job may take it any moment: give it back now and let the caller take a new one.
  if (Date.parse(slot.expiresAt) <= at.getTime()) {
    await releaseSlot(slot);
    return undefined;
  }
  return withUploadUrls(slot);
};

const withUploadUrls = async (slot: SlotItem): Promise<PhotoSlotResponse> => {
  const [polaroid, raw, thumbnail] = await Promise.all(PHOTO_KINDS.map((k) => presignPut(slot.eventCode, slot.id, k, slot.sizes[k])));
  if (!polaroid || !raw || !thumbnail) throw new Error('presigning failed');
  return { photoId: slot.id, uploads: { polaroid, raw, thumbnail }, expiresAt: slot.expiresAt };
};

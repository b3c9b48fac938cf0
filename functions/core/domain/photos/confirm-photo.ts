import { CopyObjectCommand, DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PHOTO_KINDS } from '#shared/photo-files.js';
import type { ConfirmPhotoResponse } from '#shared/schemas/photos.js';
import { now } from '../../clock.js';
import { config } from '../../config.js';
import { PROMPT_IDS_ATTR, promptCountAttr, promptDoneAttr, promptPhotoKeys } from '../../data/challenge-item.js';
import { EVENT_OPEN_CONDITION, eventOpenValues } from '../../data/event-open.js';
import { participantItemSchema } from '../../data/participant-item.js';
import { photoFileName, photoItemSchema, slotItemSchema, type PhotoItem, type SlotItem } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { conflict, DomainError, forbidden, notFound, unauthorized } from '../../errors.js';
import { log } from '../../log.js';
import { assertActive } from '../participants/require-active.js';
import { photoObjectKey, s3, stagingObjectKey } from '../../s3.js';
import { inspectUpload, type Inspection } from './inspect-upload.js';
import { toPhotoView } from './photo-view.js';
import { releaseSlot } from './release-slot.js';

/**
 * Records an uploaded photo after checking its three files (uploaded to staging keys) and copying exactly
 * the checked versions to the keys galleries read. Confirming twice answers the same photo; a slot of
 * another guest is 403; files that are not what the slot promised give the slot (and the unit of quota)
 * back at once and remove the files, so a bad upload costs the guest nothing.
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
  const participant = participantItemSchema().parse(participantRaw);
  assertActive(participant);

  const recordedRaw = items.find((i) => i.entity === 'photo');
  if (recordedRaw) {
    const recorded = photoItemSchema().parse(recordedRaw);
    if (recorded.uploaderId !== participantId) throw forbidden('photo of another guest');
    return { photo: await toPhotoView(recorded, at) };
  }
  const slotRaw = items.find((i) => i.entity === 'slot');
  if (!slotRaw) throw notFound('UPLOAD_EXPIRED', photoId);
  const slot = slotItemSchema().parse(slotRaw);
  if (slot.uploaderId !== participantId) throw forbidden('slot of another guest');

  const checks = await Promise.all(PHOTO_KINDS.map((k) => inspectUpload(code, photoId, k, slot.sizes[k])));
  const missing = checks.find((c) => !c.ok && c.reason === 'missing');
  // A concurrent confirm (photo recorded) or release (slot gone) may have removed the staging files since our read.
  if (missing) return { photo: await afterFilesVanished(code, photoId, at, !missing.ok ? missing.detail : '') };
  const passed = checks.filter((c): c is Extract<Inspection, { ok: true }> => c.ok);
  if (passed.length !== PHOTO_KINDS.length) {
    const bad = checks.find((c) => !c.ok);
    await Promise.all([releaseSlot(slot), deleteObjects(PHOTO_KINDS.map((k) => stagingObjectKey(code, photoId, k)))]);
    throw new DomainError('PHOTO_INVALID', 400, bad && !bad.ok ? bad.detail : undefined);
  }
  // The checked versions (by ETag) go where galleries read and no presigned URL writes; a PUT that
  // replaced a file since its check makes the copy fail, and the guest is asked to confirm again. The
  // claim lets only one set of checked files be copied, so two confirms racing a re-upload never mix.
  if (!(await claimCopy(slot, passed.map((c) => c.etag), at))) return { photo: await afterFilesVanished(code, photoId, at, 'another confirm is copying other files') };
  if (!(await copyChecked(code, photoId, passed))) return { photo: await afterFilesVanished(code, photoId, at, 'a file changed or vanished after its check') };
  const [polaroid] = passed;
  let photo = toPhotoItem(slot, participant.name, polaroid ?? { width: 0, height: 0 }, at);
  // Once with the photo's challenge; again without it when the challenge is no longer one the guest may pick
  // (hidden, removed, switched off) or the event has ended (a slot outlives the end by 15 minutes, and the
  // awards' champions are final at the end): the photo is kept all the same (issue #33: never lost over its prompt).
  for (;;) {
    const tx = recordPhotoTransaction(slot, photo, at);
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
      break;
    } catch (e) {
      const why = tx.reasons(e);
      if (!why) throw e;
      if (why.uploader?.failed && !why.photo?.failed) {
        await deleteObjects(PHOTO_KINDS.map((k) => photoObjectKey(code, photoId, k)));
        throw new DomainError('KICKED', 403);
      }
      // The slot went meanwhile: a concurrent confirm recorded the photo (answer it), or a release gave the
      // slot back (this upload no longer exists: its gallery copies go too).
      if (why.slot?.failed || why.photo?.failed) return { photo: await recordedOrExpired(code, photoId, at) };
      if (why.counters?.failed && why.counters.item?.photosDeletingSince !== undefined) {
        await Promise.all([releaseSlot(slot), deleteObjects(PHOTO_KINDS.flatMap((k) => [photoObjectKey(code, photoId, k), stagingObjectKey(code, photoId, k)]))]);
        throw conflict('PHOTOS_CLOSED', `${code}: its photos are being deleted`);
      }
      if (why.counters?.failed && photo.promptId !== undefined) {
        photo = withoutPrompt(photo);
        continue;
      }
      throw e;
    }
  }
  await deleteObjects(PHOTO_KINDS.map((k) => stagingObjectKey(code, photoId, k))).catch((err: unknown) =>
    // Harmless when it fails: the lifecycle rule expires staging objects after a day.
    log.warn('staging cleanup failed', { photoId, error: err instanceof Error ? err.message : String(err) }),
  );
  return { photo: await toPhotoView(photo, at) };
};

const recordedPhoto = async (code: string, photoId: string): Promise<PhotoItem | undefined> => {
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.photo(code, photoId), ConsistentRead: true }));
  return got.Item ? photoItemSchema().parse(got.Item) : undefined;
};

/** Files missing, changed or being copied by another confirm: the photo a concurrent confirm recorded, else 404 if the slot went, else "not finished yet". */
const afterFilesVanished = async (code: string, photoId: string, at: Date, detail: string) => {
  const table = tableName();
  const got = await ddb.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: [keys.slot(code, photoId), keys.photo(code, photoId)], ConsistentRead: true } } }),
  );
  const items = got.Responses?.[table] ?? [];
  const recorded = items.find((i) => i.entity === 'photo');
  if (recorded) return toPhotoView(photoItemSchema().parse(recorded), at);
  if (!items.some((i) => i.entity === 'slot')) throw notFound('UPLOAD_EXPIRED', `${photoId} released during confirm`);
  throw new DomainError('UPLOAD_INCOMPLETE', 409, `${photoId}: ${detail}`);
};

const recordedOrExpired = async (code: string, photoId: string, at: Date) => {
  const recorded = await recordedPhoto(code, photoId);
  if (recorded) return toPhotoView(recorded, at);
  await deleteObjects(PHOTO_KINDS.map((k) => photoObjectKey(code, photoId, k)));
  throw notFound('UPLOAD_EXPIRED', `${photoId} released during confirm`);
};

/** A claim older than this belongs to a confirm that died (Lambda's own limit is far below it). */
const COPY_CLAIM_MS = 60_000;

/**
 * Marks the slot as being copied with these ETags; true when this confirm may copy: nobody claimed it,
 * the claim is for the same files (copying them twice is harmless), or the claimant died.
 */
const claimCopy = async (slot: SlotItem, etags: readonly string[], at: Date): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.slot(slot.eventCode, slot.id),
        UpdateExpression: 'SET copyEtags = :etags, copyClaimedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(copyEtags) OR copyEtags = :etags OR copyClaimedAt < :stale)',
        ExpressionAttributeValues: { ':etags': etags.join(','), ':now': at.toISOString(), ':stale': new Date(at.getTime() - COPY_CLAIM_MS).toISOString() },
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
};

/** Server-side copies staging → gallery key, each only of the version that was checked; false when one changed or vanished. */
const copyChecked = async (code: string, photoId: string, passed: readonly Extract<Inspection, { ok: true }>[]): Promise<boolean> => {
  try {
    await Promise.all(
      PHOTO_KINDS.map((k, i) =>
        s3.send(
          new CopyObjectCommand({
            Bucket: config.photoBucket,
            CopySource: `${config.photoBucket}/${stagingObjectKey(code, photoId, k)}`,
            CopySourceIfMatch: passed[i]?.etag,
            Key: photoObjectKey(code, photoId, k),
          }),
        ),
      ),
    );
    return true;
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 412 || status === 404) return false;
    throw e;
  }
};

const toPhotoItem = (slot: SlotItem, uploaderName: string, dims: { width: number; height: number }, at: Date): PhotoItem => ({
  ...keys.photo(slot.eventCode, slot.id),
  entity: 'photo',
  id: slot.id,
  eventCode: slot.eventCode,
  uploaderId: slot.uploaderId,
  uploaderName,
  // Spec naming for downloads: something a person recognises in their Downloads folder.
  fileName: photoFileName(slot.eventCode, slot.id),
  sizes: slot.sizes,
  width: dims.width,
  height: dims.height,
  uploadedAt: at.toISOString(),
  GSI2PK: keys.photosBy(slot.eventCode, slot.uploaderId),
  GSI2SK: slot.id,
  ...(slot.filter ? { filter: slot.filter } : {}),
  ...(slot.promptId ? { promptId: slot.promptId, ...promptPhotoKeys(slot.eventCode, slot.promptId, slot.id) } : {}),
});

const withoutPrompt = (photo: PhotoItem): PhotoItem => {
  const { promptId: _promptId, GSI4PK: _pk, GSI4SK: _sk, ...rest } = photo;
  return rest;
};

/**
 * Slot → photo, the event's counters, and the uploader still active: all or nothing. A photo with a challenge
 * counts for it on the event (only if the prompt is pickable and the event has not ended at `at`, the photo's
 * time: the counters' condition) and in the uploader's progress (data/challenge-item.ts).
 */
const recordPhotoTransaction = (slot: SlotItem, photo: PhotoItem, at: Date) => {
  const table = tableName();
  const bytes = slot.sizes.polaroid + slot.sizes.raw + slot.sizes.thumbnail;
  const prompt = photo.promptId;
  return namedTransaction({
    slot: { Delete: { TableName: table, Key: keys.slot(slot.eventCode, slot.id), ConditionExpression: 'attribute_exists(PK)' } },
    photo: { Put: { TableName: table, Item: photo, ConditionExpression: 'attribute_not_exists(PK)' } },
    counters: {
      Update: {
        TableName: table,
        Key: keys.event(slot.eventCode),
        UpdateExpression: `ADD photoCount :one, storageBytes :bytes${prompt ? ', #cc :one' : ''}`,
        // Not into a package staff are deleting (or deleted): the deletion lists the photos once, so one
        // recorded after would be kept for ever in a package marked deleted (a slot outlives the end by 15 minutes).
        // A prompt counts only until the end (the status or the end time, whichever comes first), checked in this
        // write: the end and this confirm cannot interleave, so the champions shown at the end stay the champions.
        ConditionExpression: `attribute_not_exists(photosDeletingSince)${prompt ? ` AND contains(#ids, :prompt) AND ${EVENT_OPEN_CONDITION}` : ''}`,
        ...(prompt ? { ExpressionAttributeNames: { '#cc': promptCountAttr(prompt), '#ids': PROMPT_IDS_ATTR, '#status': 'status' } } : {}),
        ExpressionAttributeValues: { ':one': 1, ':bytes': bytes, ...(prompt ? { ':prompt': prompt, ...eventOpenValues(at) } : {}) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    uploader: prompt
      ? {
          Update: {
            TableName: table,
            Key: keys.participant(slot.eventCode, slot.uploaderId),
            UpdateExpression: 'ADD #cp :one',
            ConditionExpression: 'isActive = :t',
            ExpressionAttributeNames: { '#cp': promptDoneAttr(prompt) },
            ExpressionAttributeValues: { ':t': true, ':one': 1 },
          },
        }
      : {
          ConditionCheck: {
            TableName: table,
            Key: keys.participant(slot.eventCode, slot.uploaderId),
            ConditionExpression: 'isActive = :t',
            ExpressionAttributeValues: { ':t': true },
          },
        },
  });
};

const deleteObjects = (objectKeys: readonly string[]) =>
  s3.send(new DeleteObjectsCommand({ Bucket: config.photoBucket, Delete: { Objects: objectKeys.map((Key) => ({ Key })), Quiet: true } }));

import { ConditionalCheckFailedException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoStorageState } from '../../../shared/schemas/staff-events.js';
import { photoItemSchema, type PhotoItem } from './photo-item.js';
import { HIDDEN_ATTR, votedPhotosUpdate } from './photo-moderation.js';
import { promptCountAttr, promptDoneAttr, promptHiddenAttr } from './challenge-item.js';
import { namedTransaction } from './transactions.js';
import { auditPut } from './audit-item.js';
import { ddb, keys, tableName } from './table.js';

/**
 * Where an event's photo files are (the Photos tab's archive and restore, DESIGN 15): event META
 * `photoStorage`, absent = 'standard'. A move is claimed with one conditional write ('archiving' /
 * 'restoring'), which also refuses while the event runs or its photos are being deleted, and finished with
 * another that only lands while the claim still holds.
 */

export type StorageMove = 'archive' | 'restore';

const MOVES = {
  archive: { from: 'standard', during: 'archiving', to: 'archived' },
  restore: { from: 'archived', during: 'restoring', to: 'standard' },
} as const satisfies Record<StorageMove, { from: PhotoStorageState; during: PhotoStorageState; to: PhotoStorageState }>;

export const storageStateOf = (item: Record<string, unknown> | undefined): PhotoStorageState => {
  if (!item) return 'standard';
  if (item.photosDeletedAt !== undefined) return 'deleted';
  const s = item.photoStorage;
  return s === 'archiving' || s === 'archived' || s === 'restoring' || s === 'deleted' ? s : 'standard';
};

/** The item as it was when a conditional write was refused (the refusal itself carries it: no second read). */
const oldItemOf = (e: ConditionalCheckFailedException): Record<string, unknown> | undefined =>
  e.Item ? unmarshall(e.Item as Record<string, AttributeValue>) : undefined;

export type MoveClaim =
  | { outcome: 'claimed' | 'done' }
  | { outcome: 'missing' | 'running' | 'deleting' | 'deleted' | 'wrong-state'; state: PhotoStorageState };

/**
 * Claims a move: from its starting state, or again while it is under way (a job that died is started again;
 * the copies are idempotent). Answers 'done' when the files are already where the move takes them.
 */
export const claimStorageMove = async (code: string, move: StorageMove): Promise<MoveClaim> => {
  const m = MOVES[move];
  const fromStandard = m.from === 'standard' ? 'attribute_not_exists(photoStorage) OR ' : '';
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET photoStorage = :during',
        ConditionExpression: `attribute_exists(PK) AND #status = :completed AND attribute_not_exists(photosDeletingSince) AND (${fromStandard}photoStorage IN (:from, :during))`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':during': m.during, ':from': m.from, ':completed': 'completed' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { outcome: 'claimed' };
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    const old = oldItemOf(e);
    if (!old) return { outcome: 'missing', state: 'standard' };
    const state = storageStateOf(old);
    if (old.photosDeletedAt !== undefined) return { outcome: 'deleted', state };
    if (old.photosDeletingSince !== undefined) return { outcome: 'deleting', state };
    if (state === m.to) return { outcome: 'done' };
    if (old.status !== 'completed') return { outcome: 'running', state };
    return { outcome: 'wrong-state', state };
  }
};

/** The event fields the package actions decide on (consistent read). */
export const getEventStorageFields = async (code: string): Promise<Record<string, unknown> | undefined> => {
  const out = await ddb.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.event(code),
      ConsistentRead: true,
      ProjectionExpression: 'code, #status, photoStorage, photosDeletingSince, photosDeletedAt, photoCount, storageBytes',
      ExpressionAttributeNames: { '#status': 'status' },
    }),
  );
  return out.Item;
};

/** Ends a move: only while its claim still holds (a deletion that started meanwhile wins). */
export const finishStorageMove = async (code: string, move: StorageMove): Promise<boolean> => {
  const m = MOVES[move];
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET photoStorage = :to',
        ConditionExpression: 'photoStorage = :during AND attribute_not_exists(photosDeletingSince)',
        ExpressionAttributeValues: { ':to': m.to, ':during': m.during },
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
};

export type DeletionClaim = { outcome: 'claimed' } | { outcome: 'missing' | 'deleted' | 'running' | 'moving' };

/**
 * Claims the deletion of all of an event's photos for a staff member: the retention job's mark
 * (photosDeletingSince), so its code path and its rerun-safety apply; only once the event has ended — a
 * waiting event takes uploads as a running one does, and they would land after the deletion, listed in a
 * package marked deleted that the retention job no longer lists — nor while an archive or restore moves the files.
 */
export const claimStaffPhotoDeletion = async (code: string, at: string): Promise<DeletionClaim> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET photosDeletingSince = if_not_exists(photosDeletingSince, :at)',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(photosDeletedAt) AND #status = :completed AND (attribute_not_exists(photoStorage) OR photoStorage IN (:standard, :archived))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':completed': 'completed', ':standard': 'standard', ':archived': 'archived' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { outcome: 'claimed' };
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    const old = oldItemOf(e);
    if (!old) return { outcome: 'missing' };
    if (old.photosDeletedAt !== undefined) return { outcome: 'deleted' };
    if (old.status !== 'completed') return { outcome: 'running' };
    return { outcome: 'moving' };
  }
};

/** The photo as stored (`raw` keeps what the public shape strips: its voters). */
export const getStoredPhoto = async (code: string, photoId: string): Promise<{ photo: PhotoItem; raw: Record<string, unknown> } | undefined> => {
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.photo(code, photoId), ConsistentRead: true }));
  return got.Item ? { photo: photoItemSchema().parse(got.Item), raw: got.Item } : undefined;
};

/**
 * One photo out, all or nothing: the item (only if it is still there, with the voters read), the event's
 * counters by exactly its bytes (confirm added them), `voters.ids`' votedPhotos −1 (the ballot's "anything
 * left?": not for a hidden photo, whose hide did it already) and the audit item naming the staff member.
 */
export const deletePhotoTransaction = (photo: PhotoItem, actor: string, at: string, voters: { ids: readonly string[]; same: { expr: string; values: Record<string, unknown> } }) => {
  const table = tableName();
  const bytes = photo.sizes.polaroid + photo.sizes.raw + photo.sizes.thumbnail;
  // A hidden photo is no longer in photoCount (hiding took it out) but in hiddenCount; the delete is
  // conditional on the state read, so a hide or show in between cancels it rather than miscounting.
  const hidden = photo.hidden === true;
  // Its photo challenge (issue #33) leaves the prompt's count and the uploader's progress with it.
  const prompt = photo.promptId;
  const photoValues = { ...(hidden ? { ':true': true } : {}), ...(prompt ? { ':prompt': prompt } : {}), ...voters.same.values };
  return namedTransaction({
    photo: {
      Delete: {
        TableName: table,
        Key: keys.photo(photo.eventCode, photo.id),
        ConditionExpression: `attribute_exists(PK) AND ${hidden ? '#hidden = :true' : 'attribute_not_exists(#hidden)'} AND ${prompt ? 'promptId = :prompt' : 'attribute_not_exists(promptId)'} AND ${voters.same.expr}`,
        ExpressionAttributeNames: { '#hidden': HIDDEN_ATTR },
        ...(Object.keys(photoValues).length > 0 ? { ExpressionAttributeValues: photoValues } : {}),
      },
    },
    counters: {
      Update: {
        TableName: table,
        Key: keys.event(photo.eventCode),
        UpdateExpression: `ADD ${hidden ? 'hiddenCount' : 'photoCount'} :minusOne, storageBytes :minusBytes${prompt ? ', #cc :minusOne' : ''}${prompt && hidden ? ', #ch :minusOne' : ''}`,
        ConditionExpression: 'attribute_exists(PK)',
        ...(prompt ? { ExpressionAttributeNames: { '#cc': promptCountAttr(prompt), ...(hidden ? { '#ch': promptHiddenAttr(prompt) } : {}) } } : {}),
        ExpressionAttributeValues: { ':minusOne': -1, ':minusBytes': -bytes },
      },
    },
    // A hidden photo's prompt left its uploader's progress when it was hidden (hide-photo.ts).
    uploader: prompt && !hidden
      ? {
          Update: {
            TableName: table,
            Key: keys.participant(photo.eventCode, photo.uploaderId),
            UpdateExpression: 'ADD #cp :minusOne',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#cp': promptDoneAttr(prompt) },
            ExpressionAttributeValues: { ':minusOne': -1 },
          },
        }
      : undefined,
    audit: auditPut({ action: 'photo-deleted', actor, eventCode: photo.eventCode, photoId: photo.id, at, counts: { bytes } }),
    ...Object.fromEntries(voters.ids.map((id, i) => [`voter${i}`, votedPhotosUpdate(photo.eventCode, id, -1)])),
  });
};

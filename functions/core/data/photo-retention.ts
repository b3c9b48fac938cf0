import { BatchWriteCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { auditPut } from './audit-item.js';
import { eventItemSchema, type EventItem } from './event-item.js';
import { pageOverShards } from './sharded-query.js';
import { ddb, keys, tableName } from './table.js';
import { namedTransaction, withConflictRetry } from './transactions.js';

/** Retention writes on the event (DESIGN 15; access patterns in table.ts). */

/** One page of event codes whose photos are due for deletion by `by` (GSI2, one shard at a time, oldest first). */
export const queryPhotosDue = (by: string, cursor?: Record<string, unknown>) =>
  pageOverShards(keys.photosDueShards(), cursor, async (pk, start) => {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :due AND GSI2SK <= :by',
        ExpressionAttributeValues: { ':due': pk, ':by': by },
        ProjectionExpression: 'code',
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    return { codes: (out.Items ?? []).map((i) => String(i.code)), last: out.LastEvaluatedKey };
  });

type Claim = { claimed: true; event: EventItem } | { claimed: false; event: EventItem | undefined };

/**
 * Claims the deletion of an event's photos: only if its gallery expired at or before `cutoff` (expiry + 30
 * days has passed, extensions included), nothing kept them (photosKept: an archive order) and no gallery
 * extension was bought (galleryExtensionDays, set by the order link). One conditional write, so a purchase
 * landing at the same moment either keeps the photos or finds them being deleted — never both. A claim
 * already taken (a rerun after a partial delete) is claimed again.
 */
export const claimPhotoDeletion = async (code: string, cutoff: string, at: string): Promise<Claim> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET photosDeletingSince = if_not_exists(photosDeletingSince, :at)',
        ConditionExpression:
          'attribute_exists(PK) AND galleryExpiresAt <= :cutoff AND (attribute_not_exists(photosKept) OR photosKept = :false) AND (attribute_not_exists(galleryExtensionDays) OR galleryExtensionDays <= :zero)',
        ExpressionAttributeValues: { ':cutoff': cutoff, ':at': at, ':false': false, ':zero': 0 },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { claimed: true, event: eventItemSchema().parse(out.Attributes) };
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) {
      return { claimed: false, event: e.Item ? eventItemSchema().parse(unmarshall(e.Item as Record<string, AttributeValue>)) : undefined };
    }
    throw e;
  }
};

/** Takes the event off the due list (kept for good), or moves it to its new due date (the gallery was extended). */
export const rescheduleOrRelease = async (code: string, nextDue: string | undefined): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.event(code),
      UpdateExpression: nextDue ? 'SET GSI2SK = :due' : 'SET photosKept = :true REMOVE GSI2PK, GSI2SK',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(photosDeletingSince)',
      ExpressionAttributeValues: nextDue ? { ':due': nextDue } : { ':true': true },
    }),
  ).catch((e: unknown) => {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
  });
};

/**
 * Keeps an event's photos for good (an archive was bought): one conditional write that loses to a deletion
 * already under way. 'kept' comes with the event's stored bytes (the archive sizes its upload parts by it),
 * its photo challenges (the archive's Challenges.csv names them) and what decides whether it still takes
 * uploads (the archive waits for them to settle), read by the same write; otherwise
 * 'deleted' (the photos are gone or going) or 'missing'.
 */
export const keepEventPhotos = async (
  code: string,
): Promise<
  | { outcome: 'kept'; storageBytes: number; challengePrompts: EventItem['challengePrompts']; uploads: Pick<EventItem, 'status' | 'endsAt' | 'galleryExpiresAt'> }
  | { outcome: 'deleted' | 'missing' }
> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET photosKept = :true REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(photosDeletingSince)',
        ExpressionAttributeValues: { ':true': true },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    const a = out.Attributes ?? {};
    const shape = eventItemSchema().shape;
    return {
      outcome: 'kept',
      storageBytes: Number(a.storageBytes ?? 0),
      challengePrompts: shape.challengePrompts.parse(a.challengePrompts),
      uploads: { status: shape.status.parse(a.status), endsAt: shape.endsAt.parse(a.endsAt), galleryExpiresAt: shape.galleryExpiresAt.parse(a.galleryExpiresAt) },
    };
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return { outcome: e.Item ? 'deleted' : 'missing' };
    throw e;
  }
};

/** Deletes photo items (25 per BatchWrite, unprocessed ones resent). Deleting an absent item is a no-op. */
export const deletePhotoItems = async (code: string, photoIds: readonly string[]): Promise<void> => {
  const table = tableName();
  for (let i = 0; i < photoIds.length; i += 25) {
    let pending: Record<string, unknown>[] = photoIds.slice(i, i + 25).map((id) => ({ DeleteRequest: { Key: keys.photo(code, id) } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** round)));
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
    }
  }
};

/**
 * Marks the event's photos deleted (counters to zero, photoStorage 'deleted'), takes it off the due list and
 * leaves the audit item, in one transaction that only succeeds while the photos are not yet marked deleted:
 * of two runs that deleted the same photos (a double-submitted staff delete, a job and its retry) exactly one
 * records it. Answers whether this call did; false = another run finished first, nothing written.
 * `actor`: 'system' for the retention job, else the staff e-mail.
 */
export const finishPhotoDeletion = async (code: string, at: string, counts: { photos: number; objects: number }, actor = 'system'): Promise<boolean> => {
  const tx = namedTransaction({
    event: {
      Update: {
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET photosDeletedAt = :at, photoCount = :zero, hiddenCount = :zero, storageBytes = :zero, photoStorage = :deleted REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(photosDeletingSince) AND attribute_not_exists(photosDeletedAt)',
        ExpressionAttributeValues: { ':at': at, ':zero': 0, ':deleted': 'deleted' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    audit: auditPut({ action: 'photos-deleted', actor, eventCode: code, at, counts }),
  });
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    return true;
  } catch (e) {
    // Finished by another run; a deletion never claimed is a bug, not a repeat.
    const event = tx.reasons(e)?.event;
    if (event?.failed && event.item?.photosDeletedAt !== undefined) return false;
    throw e;
  }
};

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName, type ItemKey } from './table.js';

/**
 * The house rate counters (staff and organizer sign-in): a conditional ADD takes one slot of a window's counter, so
 * the limit holds under any concurrency (no read-then-write). False when the window's slots are used up.
 */
export const takeSlot = async (key: ItemKey, limit: number, ttl: number): Promise<boolean> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':ttl': ttl, ':limit': limit },
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return false;
    throw e;
  }
};

/** Gives a slot back (a successful sign-in is no failure); nothing to do when the window rolled over. */
export const giveSlotBack = (key: ItemKey): Promise<unknown> =>
  ddb
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :minus',
        ConditionExpression: 'attribute_exists(#count)',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minus': -1 },
      }),
    )
    .catch((e: unknown) => {
      if (!(e instanceof Error && e.name === 'ConditionalCheckFailedException')) throw e;
    });

/** A fixed window: its start, the seconds until it ends, and a ttl a window after. */
export const windowAt = (atMs: number, windowMs: number): { start: number; retryAfter: number; ttl: number } => {
  const start = Math.floor(atMs / windowMs) * windowMs;
  return { start, retryAfter: Math.max(1, Math.ceil((start + windowMs - atMs) / 1000)), ttl: Math.floor((start + 2 * windowMs) / 1000) };
};

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SlotItem } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { cancellationReasons, withConflictRetry } from '../../data/transactions.js';

/**
 * Gives an unconfirmed slot's unit of quota back: the slot is deleted and photosTaken decremented in one
 * transaction, conditional on the slot still existing — so a release racing a confirm, or two releases,
 * never give back more than was taken. Returns whether this call released it.
 */
export const releaseSlot = async (slot: Pick<SlotItem, 'eventCode' | 'id' | 'uploaderId'>): Promise<boolean> => {
  try {
    await withConflictRetry(() =>
      ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: tableName(), Key: keys.slot(slot.eventCode, slot.id), ConditionExpression: 'attribute_exists(PK)' } },
            {
              Update: {
                TableName: tableName(),
                Key: keys.participant(slot.eventCode, slot.uploaderId),
                UpdateExpression: 'SET photosTaken = photosTaken - :one',
                ConditionExpression: 'photosTaken > :zero',
                ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
              },
            },
          ],
        }),
      ),
    );
    return true;
  } catch (e) {
    if (cancellationReasons(e)?.some((r) => r.code === 'ConditionalCheckFailed')) return false;
    throw e;
  }
};

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SlotItem } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';

/**
 * Gives an unconfirmed slot's unit of quota back: the slot is deleted and photosTaken decremented in one
 * transaction, conditional on the slot still existing — so a release racing a confirm, or two releases,
 * never give back more than was taken. The device's upload id is freed with it (asking again with that
 * id takes a new slot). Returns whether this call released it.
 */
export const releaseSlot = async (slot: Pick<SlotItem, 'eventCode' | 'id' | 'uploaderId' | 'clientId'>): Promise<boolean> => {
  const tx = namedTransaction({
    slot: { Delete: { TableName: tableName(), Key: keys.slot(slot.eventCode, slot.id), ConditionExpression: 'attribute_exists(PK)' } },
    quota: {
      Update: {
        TableName: tableName(),
        Key: keys.participant(slot.eventCode, slot.uploaderId),
        UpdateExpression: 'SET photosTaken = photosTaken - :one',
        ConditionExpression: 'photosTaken > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      },
    },
    deviceId: slot.clientId ? { Delete: { TableName: tableName(), Key: keys.uploadRef(slot.eventCode, slot.uploaderId, slot.clientId) } } : undefined,
  });
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    return true;
  } catch (e) {
    const why = tx.reasons(e);
    if (why?.slot?.failed || why?.quota?.failed) return false;
    throw e;
  }
};

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, keys, tableName } from './table.js';

/**
 * Records on the event which paid order bought its raw archive (issue 28.6; access patterns in table.ts):
 * one conditional write that takes the slot when it is free, already this order's, or held by `replacing`
 * (a holder the caller found no longer valid). Returns the holder it lost to, or undefined when it won.
 */
export const setEventArchiveOrder = async (code: string, orderId: string, replacing?: string): Promise<{ holder?: string }> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(code),
        UpdateExpression: 'SET archiveOrderId = :id',
        ConditionExpression: replacing
          ? 'attribute_exists(PK) AND (archiveOrderId = :id OR archiveOrderId = :replacing)'
          : 'attribute_exists(PK) AND (attribute_not_exists(archiveOrderId) OR archiveOrderId = :id)',
        ExpressionAttributeValues: { ':id': orderId, ...(replacing ? { ':replacing': replacing } : {}) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return {};
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) {
      const holder = e.Item?.archiveOrderId?.S;
      return { holder: holder ?? '' };
    }
    throw e;
  }
};

import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName, type ItemKey } from './table.js';

/*
 * An outbox on GSI1: an item that owes a send (an e-mail for something paid: the prints ask on an event's META,
 * the archive-ready e-mail on an order's ARCHIVE item, the shipped e-mail on an order's SHIPPED-MAIL item) carries GSI1PK = the outbox's partition and GSI1SK = when
 * it is due (ISO). The write that makes the debt puts it there; the auto-end job pages through what is due, takes
 * an entry off once its send went, and puts it back for later when the send failed.
 */

type Cursor = Record<string, unknown>;

/** One page of the outbox's items due by `by` (the attributes of `projection`). */
export const queryOutboxDue = async (partition: string, by: Date, projection: string, cursor?: Cursor): Promise<{ items: Record<string, unknown>[]; cursor?: Cursor }> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :outbox AND GSI1SK <= :by',
      ExpressionAttributeValues: { ':outbox': partition, ':by': by.toISOString() },
      ProjectionExpression: projection,
      Limit: 100,
      ExclusiveStartKey: cursor,
    }),
  );
  const items = out.Items ?? [];
  return out.LastEvaluatedKey ? { items, cursor: out.LastEvaluatedKey } : { items };
};

/** The send went (or is no longer owed): off the outbox. Only the outbox's entry is removed, none other on GSI1. */
export const clearOutboxEntry = async (key: ItemKey, partition: string): Promise<void> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'GSI1PK = :outbox',
        ExpressionAttributeValues: { ':outbox': partition },
      }),
    );
  } catch (e) {
    if (!(e instanceof Error && e.name === 'ConditionalCheckFailedException')) throw e;
  }
};

/** What the item must still be for its entry to go back on the outbox (by default: it exists). */
export interface OutboxGuard {
  condition: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * The send failed again: due at `next`. Put back even if a concurrent pass took it off on seeing the e-mail
 * claimed (by this failed send, which gave its claim back): the next try finds out.
 */
export const postponeOutboxEntry = async (key: ItemKey, partition: string, next: Date, guard: OutboxGuard = { condition: 'attribute_exists(PK)' }): Promise<void> => {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET GSI1PK = :outbox, GSI1SK = :next',
      ConditionExpression: guard.condition,
      ...(guard.names ? { ExpressionAttributeNames: guard.names } : {}),
      ExpressionAttributeValues: { ':outbox': partition, ':next': next.toISOString(), ...guard.values },
    }),
  );
};

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { customerIndexOf, listSortKey, orderKeys, statusBucket } from './order-item.js';
import { ddb, keys, tableName } from './table.js';

/**
 * One-off migration (`npm run backfill -- gsi4`), never a request path: gives items made before the staff and
 * organizer lists existed the index keys that creation now sets —
 * - event: its staff-list entry item (EVENT#<CODE>/LIST: GSI4 LIST#EVENTS by creation, the staff events list),
 *   for events whose META has no GSI4 (events of before the list; newer ones have the entry, a conditional put);
 * - order META: GSI4 (LIST#ORDERS by creation, the staff orders list), GSI2 (CUSTOMER#<e-mail>, the organizer
 *   portal) and, past pending, its GSI1 status bucket (the staff orders filter).
 * No index names every event or order, so this is the codebase's one Scan, of METAs still without GSI4PK.
 * Idempotent: each write is conditional on GSI4PK still being absent, so reruns and new items are left alone.
 */
export interface BackfillResult {
  scanned: number;
  events: number;
  orders: number;
}

const setOnce = async (key: { PK: string; SK: string }, values: Record<string, string>): Promise<boolean> => {
  const names = Object.keys(values);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI4PK)',
        UpdateExpression: `SET ${names.map((n) => `${n} = :${n}`).join(', ')}`,
        ExpressionAttributeValues: Object.fromEntries(names.map((n) => [`:${n}`, values[n]])),
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
};

/** An event's staff-list entry item (keys.eventListEntry), as creation writes it; false when it exists. */
const putListEntryOnce = async (code: string, createdAt: string): Promise<boolean> => {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.eventListEntry(code), entity: 'event-list', code, createdAt, GSI4PK: keys.eventsList, GSI4SK: keys.eventsListSK(createdAt, code) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
};

/** The index keys an order made today would have (pending orders keep the unpaid job's GSI1 as it is). */
const orderIndexKeys = (order: { id: string; createdAt: string; status: string; email: string }): Record<string, string> => ({
  GSI4PK: orderKeys.allOrders,
  GSI4SK: listSortKey(order.createdAt, order.id),
  ...customerIndexOf(order.email, order.createdAt, order.id),
  ...(order.status === 'pending' ? {} : { GSI1PK: statusBucket(order.status as Parameters<typeof statusBucket>[0]), GSI1SK: listSortKey(order.createdAt, order.id) }),
});

export const backfillListIndexes = async (): Promise<BackfillResult> => {
  const result: BackfillResult = { scanned: 0, events: 0, orders: 0 };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'SK = :meta AND entity IN (:event, :order) AND attribute_not_exists(GSI4PK)',
        ExpressionAttributeValues: { ':meta': 'META', ':event': 'event', ':order': 'order' },
        ProjectionExpression: 'PK, SK, entity, code, id, createdAt, #status, customerInfo',
        ExpressionAttributeNames: { '#status': 'status' },
        ExclusiveStartKey: cursor,
      }),
    );
    result.scanned += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      const { entity, code, id, createdAt, status, customerInfo } = item as Record<string, unknown>;
      if (typeof createdAt !== 'string') continue;
      if (entity === 'event' && typeof code === 'string') {
        if (await putListEntryOnce(code, createdAt)) result.events++;
      } else if (entity === 'order' && typeof id === 'string' && typeof status === 'string') {
        const email = (customerInfo as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') continue;
        if (await setOnce(orderKeys.order(id), orderIndexKeys({ id, createdAt, status, email }))) result.orders++;
      }
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return result;
};

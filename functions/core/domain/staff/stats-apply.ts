import { BatchWriteCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { ddb, shardOf, tableName } from '../../data/table.js';
import { countCustomer, reduceStatsBatch, type Deltas, type StatsPlan, type StreamChange } from './stats-stream.js';
import { DAY_SHARDS, statsKeys, STATS_SHARDS } from './stats-keys.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit on one transaction, minus the batch marker. */
const MAX_COUNTER_ITEMS = 99;
const BATCH_MARKER_TTL_SECONDS = 86_400;

/**
 * Applies one stream batch to the staff figures, in an order that makes a redelivered batch (Lambda retries a
 * failed batch, bisected or whole) count once:
 *  1. each new order's customer item: ADD its id to a SET (adding twice is a no-op), read back the size;
 *  2. the activity entries: one BatchWrite, keyed by the record's eventID (a retry overwrites);
 *  3. last, all counters in ONE transaction — a shard of the totals, a shard of each touched day, and a marker of this batch
 *     (a conditional put): all or nothing, so a failure anywhere before or in it leaves nothing counted and a
 *     retry counts from scratch; an exact redelivery of a batch that was counted finds its marker and stops.
 * Why not a conditional item per record: that is one more write per record (a hundred per batch) where this
 * is one per batch; the cost is that transactional writes are billed twice, on a handful of items per batch.
 * The gap left: a bisected retry after the transaction succeeded but the invocation still failed (it is the
 * last step, so only a timeout right after it) could count the halves again.
 */
export const applyStatsBatch = async (changes: readonly StreamChange[]): Promise<StatsPlan> => {
  if (changes.length === 0) return reduceStatsBatch([]);
  const plan = reduceStatsBatch(changes);
  await countCustomers(plan);
  await writeActivity(plan);
  await writeCounters(plan, changes[0]!.id, changes[changes.length - 1]!.id);
  return plan;
};

const countCustomers = async (plan: StatsPlan): Promise<void> => {
  // Orders of one e-mail in order (the first makes a new customer, the second a returning one); e-mails in parallel.
  const byEmail = new Map<string, StatsPlan['customerOrders']>();
  for (const o of plan.customerOrders) byEmail.set(o.email, [...(byEmail.get(o.email) ?? []), o]);
  await Promise.all(
    [...byEmail].map(async ([email, orders]) => {
      for (const o of orders) {
        const out = await ddb.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: statsKeys.customer(email),
            UpdateExpression: 'ADD orderIds :id SET entity = :entity, email = :email',
            ExpressionAttributeValues: { ':id': new Set([o.orderId]), ':entity': 'customer-stats', ':email': email },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        const ids = out.Attributes?.orderIds;
        countCustomer(plan, o.day, ids instanceof Set ? ids.size : 1);
      }
    }),
  );
};

const writeActivity = async (plan: StatsPlan): Promise<void> => {
  for (let i = 0; i < plan.activity.length; i += 25) {
    let requests = plan.activity.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      if (requests.length === 0) break;
      if (attempt >= 8) throw new Error(`activity: ${requests.length} writes left unprocessed`);
      await new Promise((r) => setTimeout(r, Math.random() * 50 * 2 ** attempt));
    }
  }
};

const addUpdate = (key: { PK: string; SK: string }, deltas: Deltas, at: string): TransactItem => {
  const names = Object.keys(deltas);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET entity = :entity, updatedAt = :at ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: { ':entity': 'stats', ':at': at, ...Object.fromEntries(names.map((n, i) => [`:c${i}`, deltas[n]])) },
    },
  };
};

const writeCounters = async (plan: StatsPlan, firstId: string, lastId: string): Promise<void> => {
  const at = new Date().toISOString();
  const updates: [string, TransactItem][] = [];
  // Write shards (stats-keys.ts): a batch's first record id picks them, so batches spread evenly and a redelivered
  // batch (same ids) adds to the same items its marker guards.
  const totalsShard = shardOf(firstId, STATS_SHARDS);
  const dayShard = shardOf(firstId, DAY_SHARDS);
  if (Object.keys(plan.totals).length > 0) updates.push(['totals', addUpdate(statsKeys.eventTotals(totalsShard), plan.totals, at)]);
  for (const [day, deltas] of Object.entries(plan.days).sort(([a], [b]) => a.localeCompare(b))) updates.push([`day:${day}`, addUpdate(statsKeys.day(day, dayShard), deltas, at)]);
  // A batch touches one or two days in practice; chunking only guards a backlog spanning months.
  for (let i = 0, part = 0; i < updates.length; i += MAX_COUNTER_ITEMS, part++) {
    const marker = { ...statsKeys.batch(firstId, `${lastId}#${part}`), entity: 'stats-batch', ttl: Math.floor(Date.now() / 1000) + BATCH_MARKER_TTL_SECONDS };
    const tx = namedTransaction<string>({
      marker: { Put: { TableName: tableName(), Item: marker, ConditionExpression: 'attribute_not_exists(PK)' } },
      ...Object.fromEntries(updates.slice(i, i + MAX_COUNTER_ITEMS)),
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      // The marker's condition failed: this exact batch was counted before (a redelivery).
      if (tx.reasons(e)?.marker?.failed) continue;
      throw e;
    }
  }
};

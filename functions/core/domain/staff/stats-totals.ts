import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { orderKeys } from '../../data/order-item.js';
import { ddb, tableName, type ItemKey } from '../../data/table.js';
import type { Counters } from './stats-figures.js';
import { statsKeys } from './stats-keys.js';

/*
 * The summed totals, apart from the dashboard's reads (stats-read.ts): the staff events list reads them too,
 * and should not build the dashboard's and analytics' schemas to do so (#31 item 3).
 */

/** Attributes of a counters item that are not counters. */
const NOT_COUNTERS: ReadonlySet<string> = new Set(['PK', 'SK', 'entity', 'updatedAt', 'ttl']);

/** Adds the numeric attributes of counter items (write shards of one figure) into one. */
export const sumCounters = (items: readonly Counters[]): Counters => {
  const sum: Record<string, number> = {};
  for (const item of items)
    for (const [k, v] of Object.entries(item)) if (!NOT_COUNTERS.has(k) && typeof v === 'number' && Number.isFinite(v)) sum[k] = (sum[k] ?? 0) + v;
  return sum;
};

/**
 * The event totals (every write shard and the legacy item, summed) and the orders totals, in one BatchGet
 * (18 keys; a missing item or attribute counts as 0).
 */
export const readTotals = async (): Promise<{ events: Counters; orders?: Counters }> => {
  const eventKeys = statsKeys.allEventTotals();
  let keys: Record<string, unknown>[] = [...eventKeys, orderKeys.totals].map((k) => ({ ...k }));
  const found: Record<string, unknown>[] = [];
  // UnprocessedKeys is rare for a few small items; follow it rather than answer zeros.
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
    const out = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }));
    found.push(...(out.Responses?.[tableName()] ?? []));
    keys = out.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  const is = (k: ItemKey) => (i: Record<string, unknown>) => i.PK === k.PK && i.SK === k.SK;
  return { events: sumCounters(found.filter((i) => eventKeys.some((k) => is(k)(i)))), orders: found.find(is(orderKeys.totals)) };
};

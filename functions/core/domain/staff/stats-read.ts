import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { activityEntrySchema, ACTIVITY_TTL_DAYS, RECENT_ACTIVITY_LIMIT, type ActivityEntry, type AnalyticsPeriod, type AnalyticsResponse, type DashboardStatsResponse } from '../../../../shared/schemas/staff-stats.js';
import { now } from '../../clock.js';
import { orderKeys } from '../../data/order-item.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, tableName, type ItemKey } from '../../data/table.js';
import { analyticsFigures, dashboardStats, isoDay, monthStart, periodsOf, type Counters } from './stats-figures.js';
import { statsKeys } from './stats-keys.js';

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

/**
 * Day rollups from `from` to `to` (YYYY-MM-DD), one Query of the days partition: each day's write shards
 * (`<date>#<n>`) and its legacy unsharded item (`<date>`) summed into one per day. '~' sorts after '#', so the
 * last day's shards are in.
 */
const readDays = async (from: string, to: string): Promise<(Counters & { SK: string })[]> => {
  const items = (await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': statsKeys.dayPartition, ':from': from, ':to': `${to}~` },
  })) as (Counters & { SK: string })[];
  const byDay = new Map<string, Counters[]>();
  for (const i of items) {
    const day = i.SK.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), i]);
  }
  return [...byDay].map(([day, shards]) => ({ ...sumCounters(shards), SK: day }));
};

/**
 * The latest entries up to now, newest first. The key condition skips entries past their ttl (DynamoDB Local never
 * deletes them) and any dated after `at` (a clock put forward and back, as the local stack's test hook does, must
 * not pin them above what happens now).
 */
const readActivity = async (at: Date): Promise<ActivityEntry[]> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :since AND :until',
      ExpressionAttributeValues: {
        ':pk': statsKeys.activityPartition,
        ':since': new Date(at.getTime() - ACTIVITY_TTL_DAYS * 86_400_000).toISOString(),
        // SK is `<at ISO>#<id>`: '$' sorts after '#', so every entry stamped at `at` itself is in.
        ':until': `${at.toISOString()}$`,
      },
      ScanIndexForward: false,
      Limit: RECENT_ACTIVITY_LIMIT,
    }),
  );
  return (out.Items ?? []).flatMap((i) => {
    const parsed = activityEntrySchema.safeParse(i);
    return parsed.success ? [parsed.data] : [];
  });
};

/** GET /api/admin/dashboard/stats: 3 DynamoDB calls in parallel (BatchGet totals' shards ‖ Query month ‖ Query activity). */
export const readDashboardStats = async (): Promise<DashboardStatsResponse> => {
  const at = now();
  const today = isoDay(at.getTime());
  const [totals, month, recentActivity] = await Promise.all([readTotals(), readDays(monthStart(today), today), readActivity(at)]);
  return { stats: dashboardStats(totals.events, totals.orders, month), recentActivity };
};

/** GET /api/admin/analytics: 2 DynamoDB calls in parallel (BatchGet totals ‖ Query the period and the one before). */
export const readAnalytics = async (days: AnalyticsPeriod): Promise<AnalyticsResponse> => {
  const today = isoDay(now().getTime());
  const { previous } = periodsOf(today, days);
  const [totals, dayItems] = await Promise.all([readTotals(), readDays(previous.from, today)]);
  return analyticsFigures(today, days, totals.orders, dayItems);
};

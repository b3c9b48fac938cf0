import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { activityEntrySchema, ACTIVITY_TTL_DAYS, RECENT_ACTIVITY_LIMIT, type ActivityEntry, type AnalyticsPeriod, type AnalyticsResponse, type DashboardStatsResponse } from '../../../../shared/schemas/staff-stats.js';
import { now } from '../../clock.js';
import { queryAll } from '../../data/query-all.js';
import { ddb, tableName } from '../../data/table.js';
import { analyticsFigures, dashboardStats, isoDay, monthStart, periodsOf, type Counters } from './stats-figures.js';
import { statsKeys } from './stats-keys.js';
import { readTotals, sumCounters } from './stats-totals.js';

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

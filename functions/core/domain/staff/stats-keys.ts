import { keys, type ItemKey } from '../../data/table.js';

/**
 * Items of the staff figures (DESIGN 5, 15), maintained by the table-stream consumer (functions/streams/stats.ts):
 *
 * | access pattern                           | key condition                                        | index |
 * |------------------------------------------|------------------------------------------------------|-------|
 * | event/photo totals (overview)            | PK = STATS#events#<0–15>, SK = TOTALS (+ the legacy   | table |
 * |                                          | STATS#events/TOTALS): one BatchGet, summed            |       |
 * | one day's rollup (one of 4 shards)       | PK = STATS#day, SK = <YYYY-MM-DD>#<0–3> (+ legacy     | table |
 * |                                          | <YYYY-MM-DD>), summed per day on read                 |       |
 * | a month / a period + the one before      | PK = STATS#day, SK BETWEEN <first> AND <last>~ (Query)| table |
 * | a customer's orders (new vs returning)   | PK = CUSTOMER#<e-mail>, SK = STATS (orderIds set)     | table |
 * | recent activity, newest first            | PK = ACTIVITY, SK BETWEEN <now − 30 d> AND <now> (desc, Limit 20) | table |
 * | a stream batch already counted           | PK = STATSBATCH#<first>#<last>, SK = BATCH (ttl 1 d)  | table |
 *
 * The days share one partition so that a month or a period is one Query (≤ 730 small items); it takes one
 * write per stream batch and touched day, far below a partition's limits. The activity feed is one partition
 * too: a write per notable change (orders and events, not photos or votes).
 */
/**
 * Write shards of the night's hottest counters (#32 item 3, docs/capacity.md). Every stream batch of the
 * consumer adds to the events totals and to the day's rollup, ~200 batches a second on a peak Saturday: one item
 * each would take a fifth of an item's ~1 000 writes/s, and their one partition 400 WCU (transactional = 2×).
 * Each batch writes one shard (by its first record's id), readers sum the shards: the totals shards are one
 * partition each (read in one BatchGet with the rest); the day shards stay in the days partition, so a period is
 * still one Query (730 days × DAY_SHARDS small items fit one page).
 */
export const STATS_SHARDS = 16;
export const DAY_SHARDS = 4;

export const statsKeys = {
  /** The totals item before sharding: still read (and summed) so figures counted before the change stay. */
  legacyEventTotals: keys.eventTotals,
  eventTotals: (shard: number) => ({ PK: `STATS#events#${shard}`, SK: 'TOTALS' as const }) satisfies ItemKey,
  /** Every totals item to sum: the shards and the legacy one. */
  allEventTotals: (): ItemKey[] => [keys.eventTotals, ...Array.from({ length: STATS_SHARDS }, (_, i) => statsKeys.eventTotals(i))],
  dayPartition: 'STATS#day',
  /** One shard of a day's rollup; the unsharded `<date>` item of days counted before the change is summed with them. */
  day: (date: string, shard: number) => ({ PK: 'STATS#day', SK: `${date}#${shard}` }) satisfies ItemKey,
  customer: (email: string) => ({ PK: `CUSTOMER#${email}`, SK: 'STATS' as const }) satisfies ItemKey,
  activityPartition: 'ACTIVITY',
  activity: (at: string, id: string) => ({ PK: 'ACTIVITY', SK: `${at}#${id}` }) satisfies ItemKey,
  batch: (first: string, last: string) => ({ PK: `STATSBATCH#${first}#${last}`, SK: 'BATCH' as const }) satisfies ItemKey,
} as const;

/** The UTC calendar day (YYYY-MM-DD) of an ISO time. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** The customer key of an order's e-mail: trimmed and lower-cased, as the orders-by-customer index has it. */
export const customerEmailKey = (email: string): string => email.trim().toLowerCase();

/** Attribute names on the day rollups (and STATS#events/TOTALS for the totals ones). */
export const dayAttr = {
  eventsCreated: 'eventsCreated',
  photos: 'photos',
  ordersCreated: 'ordersCreated',
  reached: (status: string) => `reached_${status}`,
  revenueRon: 'revenueRon',
  refundedRon: 'refundedRon',
  newCustomers: 'newCustomers',
  returningCustomers: 'returningCustomers',
} as const;

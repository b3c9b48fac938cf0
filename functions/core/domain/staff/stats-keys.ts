import { keys, type ItemKey } from '../../data/table.js';

/**
 * Items of the staff figures (DESIGN 5, 15), maintained by the table-stream consumer (functions/streams/stats.ts):
 *
 * | access pattern                           | key condition                                        | index |
 * |------------------------------------------|------------------------------------------------------|-------|
 * | event/photo totals (overview)            | PK = STATS#events, SK = TOTALS (GetItem, BatchGet)    | table |
 * | one day's rollup                         | PK = STATS#day, SK = <YYYY-MM-DD>                     | table |
 * | a month / a period + the one before      | PK = STATS#day, SK BETWEEN <first> AND <last> (Query) | table |
 * | a customer's orders (new vs returning)   | PK = CUSTOMER#<e-mail>, SK = STATS (orderIds set)     | table |
 * | recent activity, newest first            | PK = ACTIVITY, SK BETWEEN <now − 30 d> AND <now> (desc, Limit 20) | table |
 * | a stream batch already counted           | PK = STATSBATCH#<first>#<last>, SK = BATCH (ttl 1 d)  | table |
 *
 * The days share one partition so that a month or a period is one Query (≤ 730 small items); it takes one
 * write per stream batch and touched day, far below a partition's limits. The activity feed is one partition
 * too: a write per notable change (orders and events, not photos or votes).
 */
/** How many write shards the night's hot counters (events totals, the day's rollup) spread over (summed on read). */
export const STATS_SHARDS = 16;

export const statsKeys = {
  /** One key for the writer (this consumer) and the readers (overview, staff events list). */
  eventTotals: keys.eventTotals,
  dayPartition: 'STATS#day',
  day: (date: string) => ({ PK: 'STATS#day', SK: date }) satisfies ItemKey,
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

import { EVENT_STATUSES } from '../../../../shared/event-settings.js';
import { isOrderStatus, type OrderStatus } from '../../../../shared/orders/order-status.js';
import { countedRefundRonOf } from '../../../../shared/orders/refund-amounts.js';
import type { ActivityEntry } from '../../../../shared/schemas/staff-stats.js';
import { ACTIVITY_TTL_DAYS, type ActivityKind } from '../../../../shared/staff-activity.js';
import { customerEmailKey, dayAttr, dayOf, statsKeys } from './stats-keys.js';

/**
 * What one batch of the table stream changes in the staff figures (DESIGN 15 "Staff figures are real"): a pure
 * reduction of the batch's records to counter deltas, so the consumer writes ONE update of the totals and one
 * per touched day however many records the batch holds. Days are the UTC days of the item's own times
 * (createdAt, uploadedAt, statusSince), so a recount from the items gives the same rollups.
 */

/** The entities the staff figures count: the stream consumer's event-source filter (infra) lets only these in. */
export const COUNTED_ENTITIES = ['event', 'order', 'photo', 'participant', 'vote'] as const;

/** One stream record, images already unmarshalled. */
export interface StreamChange {
  /** The stream record's eventID: unique per change, the same when a batch is redelivered. */
  id: string;
  /** When the change happened (the record's approximate creation time), ISO. */
  at: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export type Deltas = Record<string, number>;

export interface ActivityItem extends ActivityEntry {
  PK: string;
  SK: string;
  entity: 'activity';
  ttl: number;
}

export interface StatsPlan {
  /** Deltas of STATS#events/TOTALS (events, events_<status>, photos, photosHidden, storageBytes, participants, votes). */
  totals: Deltas;
  /** Deltas of each touched STATS#day/<date>. */
  days: Record<string, Deltas>;
  /** Orders created in the batch, by customer (new vs returning is decided against the customer item). */
  customerOrders: { email: string; orderId: string; day: string }[];
  activity: ActivityItem[];
}

const add = (d: Deltas, key: string, by: number): void => {
  if (by === 0) return;
  d[key] = (d[key] ?? 0) + by;
};

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Bytes of a photo's files, as the event's storageBytes counts them (polaroid + raw + thumbnail). */
const photoBytes = (item: Record<string, unknown>): number => {
  const sizes = item.sizes;
  if (!sizes || typeof sizes !== 'object') return 0;
  return Object.values(sizes as Record<string, unknown>).reduce<number>((sum, v) => sum + num(v), 0);
};

const isEventMeta = (item: Record<string, unknown> | undefined): item is Record<string, unknown> => item?.entity === 'event' && item.SK === 'META';
const isOrderMeta = (item: Record<string, unknown> | undefined): item is Record<string, unknown> => item?.entity === 'order' && item.SK === 'META';
const eventStatusOf = (item: Record<string, unknown>): string | undefined => {
  const s = str(item.status);
  return s && (EVENT_STATUSES as readonly string[]).includes(s) ? s : undefined;
};
const orderStatusOf = (item: Record<string, unknown>): OrderStatus | undefined => (isOrderStatus(item.status) ? item.status : undefined);

const TTL_SECONDS = ACTIVITY_TTL_DAYS * 86_400;

const activityItem = (change: StreamChange, at: string, kind: ActivityKind, fields: Omit<ActivityEntry, 'id' | 'kind' | 'at'>): ActivityItem => ({
  ...statsKeys.activity(at, change.id),
  entity: 'activity',
  id: change.id,
  kind,
  at,
  ...fields,
  ttl: Math.floor(Date.parse(at) / 1000) + TTL_SECONDS,
});

export const emptyPlan = (): StatsPlan => ({ totals: {}, days: {}, customerOrders: [], activity: [] });

const dayDeltas = (plan: StatsPlan, day: string): Deltas => (plan.days[day] ??= {});

const reduceEvent = (plan: StatsPlan, c: StreamChange): void => {
  const { before, after } = c;
  const was = isEventMeta(before) ? eventStatusOf(before) : undefined;
  const is = isEventMeta(after) ? eventStatusOf(after) : undefined;
  if (isEventMeta(after) && !before) {
    add(plan.totals, 'events', 1);
    if (is) add(plan.totals, `events_${is}`, 1);
    const createdAt = str(after.createdAt) ?? c.at;
    add(dayDeltas(plan, dayOf(createdAt)), dayAttr.eventsCreated, 1);
    plan.activity.push(activityItem(c, createdAt, 'event-created', { ref: String(after.code), title: String(after.title ?? '') }));
    return;
  }
  if (was === is) return;
  if (was) add(plan.totals, `events_${was}`, -1);
  if (is) add(plan.totals, `events_${is}`, 1);
  if (!after) return;
  if (is === 'active') {
    plan.activity.push(activityItem(c, str(after.startedAt) ?? c.at, 'event-started', { ref: String(after.code), title: String(after.title ?? '') }));
  } else if (is === 'completed') {
    plan.activity.push(activityItem(c, str(after.endedAt) ?? c.at, 'event-ended', { ref: String(after.code), title: String(after.title ?? '') }));
  }
};

const reduceOrder = (plan: StatsPlan, c: StreamChange): void => {
  const { before, after } = c;
  if (!isOrderMeta(after)) return;
  const to = orderStatusOf(after);
  const amountRon = num(after.ronTotal);
  const common = { ref: String(after.orderNumber ?? after.id), title: String(after.eventTitle ?? ''), amountRon };
  if (!before) {
    const createdAt = str(after.createdAt) ?? c.at;
    const day = dayOf(createdAt);
    add(dayDeltas(plan, day), dayAttr.ordersCreated, 1);
    const email = (after.customerInfo as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && email.trim()) plan.customerOrders.push({ email: customerEmailKey(email), orderId: String(after.id), day });
    plan.activity.push(activityItem(c, createdAt, 'order-created', { ...common, ...(to ? { to } : {}) }));
    return;
  }
  const from = isOrderMeta(before) ? orderStatusOf(before) : undefined;
  // Refunded RON as the orders totals count it (transition-order.ts): the change of the order's counted refund
  // (a partial refund, the rest at the refund, a refund that failed after succeeding), on the day of the write.
  if (isOrderMeta(before)) add(dayDeltas(plan, dayOf(str(after.updatedAt) ?? c.at)), dayAttr.refundedRon, countedRefundRonOf(after) - countedRefundRonOf(before));
  if (!to || from === to) return;
  const since = str(after.statusSince) ?? c.at;
  const day = dayDeltas(plan, dayOf(since));
  add(day, dayAttr.reached(to), 1);
  // The same moment the orders totals count revenue (transition-order.ts): paid.
  if (from === 'pending' && to === 'processing') add(day, dayAttr.revenueRon, amountRon);
  plan.activity.push(activityItem(c, since, 'order-status', { ...common, ...(from ? { from } : {}), to }));
};

/**
 * Photos, participants and votes: the totals count what exists (insert +1, removal −1). A day's `photos` are
 * the uploads of that day: history, which a later removal (retention, moderation, a staff delete) leaves alone.
 */
const reduceCounted = (plan: StatsPlan, c: StreamChange): void => {
  const { before, after } = c;
  const entity = after?.entity ?? before?.entity;
  if (entity === 'photo') {
    if (after && !before) {
      add(plan.totals, 'photos', 1);
      add(plan.totals, 'storageBytes', photoBytes(after));
      add(dayDeltas(plan, dayOf(str(after.uploadedAt) ?? c.at)), dayAttr.photos, 1);
    } else if (before && !after) {
      add(plan.totals, 'photos', -1);
      add(plan.totals, 'storageBytes', -photoBytes(before));
      if (before.hidden === true) add(plan.totals, 'photosHidden', -1);
    } else if (before && after && (before.hidden === true) !== (after.hidden === true)) {
      // Hidden or shown by the creator: still kept (in `photos`), and counted among the hidden ones.
      add(plan.totals, 'photosHidden', after.hidden === true ? 1 : -1);
    }
    return;
  }
  const counter = entity === 'participant' ? 'participants' : entity === 'vote' ? 'votes' : undefined;
  if (!counter) return;
  if (after && !before) add(plan.totals, counter, 1);
  else if (before && !after) add(plan.totals, counter, -1);
};

/** The whole batch → the deltas to write (zero deltas dropped, days without any delta dropped). */
export const reduceStatsBatch = (changes: readonly StreamChange[]): StatsPlan => {
  const plan = emptyPlan();
  for (const c of changes) {
    const entity = c.after?.entity ?? c.before?.entity;
    if (entity === 'event') reduceEvent(plan, c);
    else if (entity === 'order') reduceOrder(plan, c);
    else reduceCounted(plan, c);
  }
  for (const [k, v] of Object.entries(plan.totals)) if (v === 0) delete plan.totals[k];
  for (const [day, d] of Object.entries(plan.days)) {
    for (const [k, v] of Object.entries(d)) if (v === 0) delete d[k];
    if (Object.keys(d).length === 0) delete plan.days[day];
  }
  return plan;
};

/**
 * New vs returning (a returning customer is an e-mail with more than one order): the customer item's set of
 * order ids after this order was added. The first order makes a new customer, the second a returning one.
 */
export const countCustomer = (plan: StatsPlan, day: string, ordersAfter: number): void => {
  const d = dayDeltas(plan, day);
  if (ordersAfter === 1) add(d, dayAttr.newCustomers, 1);
  else if (ordersAfter === 2) add(d, dayAttr.returningCustomers, 1);
};

import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { canTransition, type OrderStatus } from '../../../../shared/orders/order-status.js';
import { countedRefundRonOf, mergeRefundEntry, refundedAmountOf, refundRonOf, type RefundEntry } from '../../../../shared/orders/refund-amounts.js';
import { now } from '../../clock.js';
import {
  getOrderItem,
  historyItem,
  listSortKey,
  orderItemSchema,
  orderKeys,
  statusBucket,
  statusCounter,
  stripeEventItem,
  type OrderActor,
  type OrderItem,
} from '../../data/order-item.js';
import { EMAIL_CLAIM_CONDITION, emailClaimItem } from '../../data/email-sent-item.js';
import { ddb, tableName } from '../../data/table.js';
import type { OrderEmailTemplate } from '../../email/send-order-email.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { domainError } from '../errors.js';

/** Extra order fields a transition or a fact may set; the status machinery's own fields are not among them. */
export type OrderFacts = Partial<
  Omit<
    OrderItem,
    'PK' | 'SK' | 'entity' | 'id' | 'orderNumber' | 'status' | 'statusSince' | 'version' | 'accessTokenHash' | 'GSI1PK' | 'GSI1SK' | 'GSI4PK' | 'GSI4SK' | 'createdAt' | 'updatedAt' | 'refunds' | 'refundedAmount' | 'refundedRon'
  >
>;

/** The refunds' own fields are written only with the refunds ledger below (refundFigures): never set directly. */
const PROTECTED = new Set(['PK', 'SK', 'entity', 'id', 'orderNumber', 'status', 'statusSince', 'version', 'accessTokenHash', 'GSI1PK', 'GSI1SK', 'GSI4PK', 'GSI4SK', 'createdAt', 'updatedAt', 'refunds', 'refundedAmount', 'refundedRon']);

/** A refund Stripe reported (a verified refund.* event): merged into the order's `refunds` by its id. */
export interface RefundNews extends RefundEntry {
  id: string;
}

/**
 * The refunds ledger of an order about to be written as `next` (shared/orders/refund-amounts.ts): the merged
 * entries, what was given back, the RON the figures count for it now, and the totals' delta from what they
 * counted for the order as read (`current`). The write that uses it is conditional on the order's `version`, so
 * two writers never both count from the same reading.
 */
const refundFigures = (current: OrderItem, next: Pick<OrderItem, 'status' | 'paymentIntentId'>, news: RefundNews | undefined) => {
  const refunds = news ? mergeRefundEntry(current.refunds, news.id, { amount: news.amount, status: news.status, paymentIntentId: news.paymentIntentId, at: news.at }) : current.refunds;
  const facts = { status: next.status, totalAmount: current.totalAmount, ronTotal: current.ronTotal, paymentIntentId: next.paymentIntentId, refunds };
  const refundedRon = refundRonOf(facts);
  return { refunds, refundedAmount: refundedAmountOf(facts), refundedRon, delta: refundedRon - countedRefundRonOf(current) };
};

/** `SET` parts writing the ledger (refunds only when there are any). */
const ledgerClauses = (f: ReturnType<typeof refundFigures>) => ({
  clauses: ['refundedAmount = :refundedAmount', 'refundedRon = :refundedRon', ...(f.refunds ? ['refunds = :refunds'] : [])],
  values: { ':refundedAmount': f.refundedAmount, ':refundedRon': f.refundedRon, ...(f.refunds ? { ':refunds': f.refunds } : {}) },
});

/** `SET #f0 = :f0, …` parts for the given fields (undefined values skipped). */
const setClauses = (set: OrderFacts | undefined) => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses: string[] = [];
  Object.entries(set ?? {}).forEach(([field, value], i) => {
    if (value === undefined) return;
    if (PROTECTED.has(field)) throw new Error(`order field ${field} is not settable`);
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    clauses.push(`#f${i} = :f${i}`);
  });
  return { names, values, clauses };
};

const stripeEventSeen = async (eventId: string): Promise<boolean> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: orderKeys.stripeEvent(eventId), ConsistentRead: true }));
  return out.Item !== undefined;
};

const mustGet = async (orderId: string): Promise<OrderItem> => {
  const order = await getOrderItem(orderId);
  if (!order) throw domainError('ORDER_NOT_FOUND', orderId);
  return order;
};

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A write made in the same transaction as the transition (e.g. the event a link-order completes) refused
 * by its own condition: nothing was written. `item` is the item as it was, when the write asked for it.
 */
export class AlongsideWriteRefused extends Error {
  constructor(
    readonly itemName: string,
    readonly item?: Record<string, unknown>,
  ) {
    super(`alongside write ${itemName} refused`);
  }
}

export interface TransitionInput {
  orderId: string;
  /**
   * The order as the caller has just read it, which saves reading it again. Safe even if it is stale: the
   * change is conditional on the status it shows, and a refusal carries the order as it is.
   */
  read?: OrderItem;
  to: OrderStatus;
  /**
   * The statuses the caller judged the order in (e.g. only `pending` for cancelling an unpaid order). The
   * state machine alone is not enough: pending → cancelled and processing → cancelled are both allowed, so an
   * order paid between the caller's read and this change would otherwise be cancelled with its money kept.
   * From any other status the change is refused (ORDER_STATUS_CONFLICT). Absent: any status allowed to reach `to`.
   */
  from?: readonly OrderStatus[];
  reason: string;
  actor: OrderActor;
  /** The Stripe event that caused the change: applied once, a redelivery changes nothing. */
  stripeEventId?: string;
  /** Extra order fields written in the same update (paymentIntentId, paidAt, completedAt, …). */
  set?: OrderFacts;
  /** The refund event that caused the change: its entry joins the order's refunds in the same write. */
  refund?: RefundNews;
  /** Kept on the history entry (the spec's update metadata: reason and time of change, extra fields). */
  metadata?: Record<string, string | number | boolean | null>;
  /**
   * The e-mail this change sends: its dedupe claim (email-sent-item.ts) is written in the same transaction,
   * so the change and the right to send it are one write. An e-mail claimed before (sent or being sent)
   * does not block the change: the transition goes ahead without the claim.
   */
  emailClaim?: OrderEmailTemplate;
  /**
   * Other items written in the SAME transaction, by name (all or nothing with the status change). One whose
   * condition fails refuses the transition with AlongsideWriteRefused(name).
   */
  alongside?: Record<string, TransactItem>;
}

/** A claim made by the transition: send with `sendOrderEmail({ claimToken })`, which releases it on failure. */
export interface EmailClaim {
  template: OrderEmailTemplate;
  claimToken: string;
}

export interface TransitionResult {
  order: OrderItem;
  changed: boolean;
  /** Only when `changed` and the claim was free. */
  emailClaim?: EmailClaim;
}

const MAX_STATUS_RACES = 5;

/**
 * Moves an order to `to` (DESIGN 9, 15) in ONE transaction: the order's conditional update (from the
 * status just read, which the state machine allows to reach `to`), the append-only history item, the
 * Stripe event's dedupe item, and the totals dashboards read (orders per status; RON revenue when a pending
 * order is paid; refunded RON). Concurrent transitions of one order never both win: each is conditional on
 * the status it saw; the loser re-reads (the failed condition returns the item) and is refused, or finds
 * the order already where it wanted it (`changed: false`). With `emailClaim`, the e-mail's dedupe claim is
 * one more item of the transaction: a cancelled transaction (a concurrent duplicate, a refused change)
 * leaves no claim behind.
 */
export const transitionOrder = async (input: TransitionInput): Promise<TransitionResult> => {
  const { orderId, to } = input;
  let current = input.read?.id === orderId ? input.read : await mustGet(orderId);
  let claimTemplate = input.emailClaim;
  for (let race = 0; race < MAX_STATUS_RACES; race++) {
    if (current.status === to) return { order: current, changed: false };
    if (!canTransition(current.status, to) || (input.from && !input.from.includes(current.status))) {
      if (input.stripeEventId && (await stripeEventSeen(input.stripeEventId))) return { order: current, changed: false };
      throw domainError('ORDER_STATUS_CONFLICT', `${orderId}: ${current.status} → ${to}`);
    }
    const from = current.status;
    const at = now();
    const iso = at.toISOString();
    const extra = setClauses(input.set);
    const counters: Record<string, number> = { [statusCounter(from)]: -1, [statusCounter(to)]: 1 };
    if (from === 'pending' && to === 'processing') counters.revenueRon = current.ronTotal;
    // Refunded RON: what the order's refunds now come to (its whole total once refunded), less what was counted
    // (a partial refund counted before, a refund seen before the payment that counts from now on).
    const ledger = refundFigures(current, { status: to, paymentIntentId: input.set?.paymentIntentId ?? current.paymentIntentId }, input.refund);
    if (ledger.delta !== 0) counters.refundedRon = ledger.delta;
    const ledgerSet = ledgerClauses(ledger);
    const counterNames = Object.keys(counters);
    const bucket = { GSI1PK: statusBucket(to), GSI1SK: listSortKey(current.createdAt, orderId) };
    const claim = claimTemplate ? { template: claimTemplate, claimToken: randomUUID() } : undefined;
    const alongside = Object.fromEntries(Object.entries(input.alongside ?? {}).map(([k, item]) => [`alongside:${k}`, item]));
    const tx = namedTransaction<string>({
      ...alongside,
      order: {
        Update: {
          TableName: tableName(),
          Key: orderKeys.order(orderId),
          // The order moves to its new status's GSI1 bucket (the staff list's filter), sorted by creation.
          UpdateExpression: `SET #status = :to, updatedAt = :now, statusSince = :now, version = version + :one, GSI1PK = :bucket, GSI1SK = :listSk${[...extra.clauses, ...ledgerSet.clauses].map((c) => `, ${c}`).join('')}`,
          // The version too: a refund recorded meanwhile (recordOrderRefund) changes what this change counts.
          ConditionExpression: '#status = :from AND version = :version',
          ExpressionAttributeNames: { '#status': 'status', ...extra.names },
          ExpressionAttributeValues: { ':to': to, ':from': from, ':version': current.version, ':now': iso, ':one': 1, ':bucket': bucket.GSI1PK, ':listSk': bucket.GSI1SK, ...extra.values, ...ledgerSet.values },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      history: {
        Put: {
          TableName: tableName(),
          Item: historyItem(orderId, ulid(at.getTime()), {
            from,
            to,
            reason: input.reason,
            actor: input.actor,
            at: iso,
            ...(input.stripeEventId ? { stripeEventId: input.stripeEventId } : {}),
            ...(input.metadata ? { metadata: input.metadata } : {}),
          }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      stripeEvent: input.stripeEventId
        ? { Put: { TableName: tableName(), Item: stripeEventItem(input.stripeEventId, orderId, at.getTime()), ConditionExpression: 'attribute_not_exists(PK)' } }
        : undefined,
      totals: {
        Update: {
          TableName: tableName(),
          Key: orderKeys.totals,
          UpdateExpression: `ADD ${counterNames.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(counterNames.map((n, i) => [`#c${i}`, n])),
          ExpressionAttributeValues: Object.fromEntries(counterNames.map((n, i) => [`:c${i}`, counters[n]])),
        },
      },
      emailClaim: claim
        ? { Put: { TableName: tableName(), Item: emailClaimItem(orderId, claim.template, claim.claimToken, at.getTime()), ConditionExpression: EMAIL_CLAIM_CONDITION } }
        : undefined,
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      const why = tx.reasons(e);
      if (!why) throw e;
      if (why.stripeEvent?.failed) return { order: await mustGet(orderId), changed: false };
      if (why.order?.failed) {
        current = why.order.item ? orderItemSchema().parse(why.order.item) : await mustGet(orderId);
        continue;
      }
      const refused = Object.keys(alongside).find((k) => why[k]?.failed);
      if (refused) throw new AlongsideWriteRefused(refused.slice('alongside:'.length), why[refused]?.item);
      if (!why.emailClaim?.failed) throw e;
      // The e-mail was claimed before (sent, or being sent): change the order without claiming it again.
      claimTemplate = undefined;
      continue;
    }
    const order: OrderItem = {
      ...current,
      ...(input.set ?? {}),
      ...bucket,
      ...(ledger.refunds ? { refunds: ledger.refunds } : {}),
      refundedAmount: ledger.refundedAmount,
      refundedRon: ledger.refundedRon,
      status: to,
      updatedAt: iso,
      statusSince: iso,
      version: current.version + 1,
    };
    return { order, changed: true, ...(claim ? { emailClaim: claim } : {}) };
  }
  throw domainError('ORDER_STATUS_CONFLICT', `${orderId}: status kept changing`);
};

/** Order lists a write appends to instead of setting them, so concurrent writers each add theirs and none is lost. */
export type OrderListAppends = Partial<Record<'checkoutSessions' | 'failedRefundIds' | 'autoRefundedPayments' | 'failedGiveBackKeys', string[]>>;

/**
 * `#lN = list_append(if_not_exists(#lN, :noList), :lN)` parts for the lists of `append`. An empty one is
 * written too: it creates the list where there is none (payments/refund-key.ts failedRefundsAppend).
 */
const appendClauses = (append: OrderListAppends | undefined, set: OrderFacts) => {
  const lists = Object.entries(append ?? {}).filter((e): e is [keyof OrderListAppends, string[]] => e[1] !== undefined);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = lists.length > 0 ? { ':noList': [] } : {};
  const clauses = lists.map(([list, items], i) => {
    if (set[list] !== undefined) throw new Error(`${list} is either set or appended to`);
    names[`#l${i}`] = list;
    values[`:l${i}`] = items;
    return `#l${i} = list_append(if_not_exists(#l${i}, :noList), :l${i})`;
  });
  return { names, values, clauses };
};

interface FactsInput {
  orderId: string;
  set: OrderFacts;
  /** Appended to these lists in this write (e.g. checkoutSessions: concurrent checkouts each add theirs). */
  append?: OrderListAppends;
}

/** The order's Update of a facts write (its status untouched). */
const factsUpdate = (input: FactsInput, at: Date) => {
  const extra = setClauses(input.set);
  const lists = appendClauses(input.append, input.set);
  const names = { ...extra.names, ...lists.names };
  return {
    TableName: tableName(),
    Key: orderKeys.order(input.orderId),
    UpdateExpression: `SET ${['updatedAt = :now', ...extra.clauses, ...lists.clauses].join(', ')}`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: Object.keys(names).length > 0 ? names : undefined,
    ExpressionAttributeValues: { ':now': at.toISOString(), ...extra.values, ...lists.values },
  };
};

/**
 * Records facts about an order without changing its status (e.g. the checkout session id, a staff note) and
 * answers the order as written: one UpdateItem (ALL_NEW), no read after it.
 */
export const recordOrderFacts = async (input: FactsInput): Promise<OrderItem> => {
  try {
    const out = await ddb.send(new UpdateCommand({ ...factsUpdate(input, now()), ReturnValues: 'ALL_NEW' }));
    return orderItemSchema().parse(out.Attributes);
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) throw domainError('ORDER_NOT_FOUND', input.orderId);
    throw e;
  }
};

/**
 * recordOrderFacts for a Stripe event, applied at most once: the facts and the event's dedupe item in one
 * transaction. A duplicate event → `changed: false`, nothing written. The webhook needs no order back (one call).
 */
export const recordOrderEventFacts = async (input: FactsInput & { stripeEventId: string }): Promise<{ changed: boolean }> => {
  const at = now();
  const tx = namedTransaction({
    order: { Update: factsUpdate(input, at) },
    stripeEvent: { Put: { TableName: tableName(), Item: stripeEventItem(input.stripeEventId, input.orderId, at.getTime()), ConditionExpression: 'attribute_not_exists(PK)' } },
  });
  try {
    await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
  } catch (e) {
    const why = tx.reasons(e);
    if (why?.order?.failed) throw domainError('ORDER_NOT_FOUND', input.orderId);
    if (why?.stripeEvent?.failed) return { changed: false };
    throw e;
  }
  return { changed: true };
};

/**
 * A refund Stripe reported (refund.created / .updated / .failed, verified by the webhook), recorded without a
 * status change, at most once per event: in ONE transaction the order's refunds ledger (the entry merged, what
 * was given back, the RON the figures count) with `set` and `append`, the event's dedupe item, and the totals'
 * refundedRon moved by the difference (a partial refund lowers revenue by its share; a refund that failed after
 * succeeding gives it back). Conditional on the order's `version`: a transition or another refund written
 * meanwhile re-reads (the failed condition returns the item) and counts from there. `read`: the order as the
 * caller just read it (saves a read; a stale one only costs a retry). A duplicate event → `changed: false`.
 */
export const recordOrderRefund = async (input: FactsInput & { stripeEventId: string; refund: RefundNews; read?: OrderItem }): Promise<{ changed: boolean }> => {
  let current = input.read?.id === input.orderId ? input.read : await mustGet(input.orderId);
  for (let race = 0; race < MAX_STATUS_RACES; race++) {
    const at = now();
    const ledger = refundFigures(current, current, input.refund);
    const ledgerSet = ledgerClauses(ledger);
    const update = factsUpdate(input, at);
    const tx = namedTransaction({
      order: {
        Update: {
          ...update,
          UpdateExpression: `${update.UpdateExpression}, version = version + :one, ${ledgerSet.clauses.join(', ')}`,
          ConditionExpression: 'attribute_exists(PK) AND version = :version',
          ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...ledgerSet.values, ':one': 1, ':version': current.version },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
        },
      },
      stripeEvent: { Put: { TableName: tableName(), Item: stripeEventItem(input.stripeEventId, input.orderId, at.getTime()), ConditionExpression: 'attribute_not_exists(PK)' } },
      totals:
        ledger.delta !== 0
          ? { Update: { TableName: tableName(), Key: orderKeys.totals, UpdateExpression: 'ADD refundedRon :delta', ExpressionAttributeValues: { ':delta': ledger.delta } } }
          : undefined,
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
      return { changed: true };
    } catch (e) {
      const why = tx.reasons(e);
      if (!why) throw e;
      if (why.stripeEvent?.failed) return { changed: false };
      if (why.order?.failed) {
        if (!why.order.item) throw domainError('ORDER_NOT_FOUND', input.orderId);
        current = orderItemSchema().parse(why.order.item);
        continue;
      }
      throw e;
    }
  }
  throw domainError('ORDER_STATUS_CONFLICT', `${input.orderId}: kept changing while recording refund ${input.refund.id}`);
};

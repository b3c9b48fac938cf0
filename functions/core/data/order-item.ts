import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/orders/order-status.js';
import { EVENT_SIZES, EVENT_TYPES } from '../../../shared/pricing/packages.js';
import { isUlid } from '../../../shared/rules/ulid.js';
import { localeSchema } from '../../../shared/schemas/locale.js';
import { ORDER_CURRENCIES, ORDER_PRODUCT_TYPES, ORDER_TYPES } from '../../../shared/orders/order-kinds.js';
import { buildPaymentFailureSchema, buildPaymentMismatchSchema, buildShippingDetailsSchema } from '../../../shared/schemas/payment-records.js';
import { queryAll } from './query-all.js';
import { ddb, tableName, type ItemKey } from './table.js';
import { once } from '../once.js';

/**
 * Orders, their status history, order numbers, Stripe event dedupe and the order totals (DESIGN 5, 15).
 * An order's item collection is `ORDER#<ulid>`: the order (META) and its append-only history (HIST#<ulid>).
 */
export const orderKeys = {
  order: (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'META' as const }) satisfies ItemKey,
  history: (orderId: string, entryId: string) => ({ PK: `ORDER#${orderId}`, SK: `HIST#${entryId}` }) satisfies ItemKey,
  historyPrefix: 'HIST#',
  /** The order number's uniqueness: a conditional put of this item, in the order's creating transaction. */
  orderNumber: (orderNumber: string) => ({ PK: `ORDERNO#${orderNumber}`, SK: 'ORDERNO' as const }) satisfies ItemKey,
  /** A Stripe event already applied (webhooks are redelivered, duplicated and reordered); ttl 30 days. */
  stripeEvent: (eventId: string) => ({ PK: `STRIPEEVT#${eventId}`, SK: 'STRIPEEVT' as const }) satisfies ItemKey,
  /** The one totals item dashboards read: orders per status, RON revenue (DESIGN 5: counters, not reads of everything). */
  totals: { PK: 'STATS#orders', SK: 'TOTALS' } as const satisfies ItemKey,
  /** GSI1 partition of pending orders, sorted by when they fall due unpaid (GSI1SK, ISO): creation + 24 h. */
  pendingOrders: 'ORDER#PENDING',
  /** GSI4 partition of every order, sorted by creation (GSI4SK = listSortKey): the staff list, newest first. */
  allOrders: 'LIST#ORDERS',
  /** GSI2 partition of one customer's orders (the organizer portal), by the trimmed lower-cased e-mail; GSI2SK = `<createdAt>#<id>`. */
  customer: (email: string) => `CUSTOMER#${email.trim().toLowerCase()}`,
} as const;

/**
 * The GSI1 partition of an order's status (the staff list's filter). Pending keeps `ORDER#PENDING` sorted by
 * the unpaid due time (the unpaid job reads it); any other status sorts by creation (listSortKey).
 */
export const statusBucket = (status: OrderStatus): string => `ORDER#${status.toUpperCase()}`;

/** `<createdAt ISO>#<orderId>`: creation order, ties broken by the id. */
export const listSortKey = (createdAt: string, orderId: string): string => `${createdAt}#${orderId}`;

/** GSI2 of a new order: its customer's partition, sorted by creation (set at create, never changed). */
export const customerIndexOf = (email: string, createdAt: string, orderId: string): { GSI2PK: string; GSI2SK: string } => ({
  GSI2PK: orderKeys.customer(email),
  GSI2SK: `${createdAt}#${orderId}`,
});

/** How long a Stripe event id is remembered (Stripe retries for up to 3 days). */
export const STRIPE_EVENT_TTL_SECONDS = 30 * 86_400;

/** Counter attribute of the totals item for one status. */
export const statusCounter = (status: OrderStatus): string => `orders_${status}`;

const lineSchema = once(() => z.object({ id: z.string(), label: z.string(), amount: z.int() }));
const addressSchema = once(() => z.object({ street: z.string(), city: z.string(), postalCode: z.string(), country: z.optional(z.string()) }));
const metadataValue = once(() => z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The stored order, validated when read. Amounts are integers in minor units of `currency`. */
export const orderItemSchema = once(() => z.object({
  PK: z.string(),
  SK: z.literal('META'),
  entity: z.literal('order'),
  id: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  productType: z.enum(ORDER_PRODUCT_TYPES),
  status: z.enum(ORDER_STATUSES),
  eventTitle: z.string(),
  eventDate: z.optional(z.string()),
  /** post_event: the event the products come from; pre_event: the event linked after payment. */
  eventCode: z.optional(z.string()),
  eventId: z.optional(z.string()),
  customerInfo: z.object({ name: z.string(), email: z.string(), address: z.optional(addressSchema()) }),
  /** What was bought, as priced (shared/pricing ProductSelection). */
  selection: z.record(z.string(), z.unknown()),
  /** Prints: the event's photos chosen for printing (issue #16). */
  photoIds: z.optional(z.array(z.string())),
  /** A package's print bundle (issue #28): on the zero-amount prints order, the package order that paid for it. */
  packageOrderId: z.optional(z.string()),
  /** …and on the package order, the prints order its bundle became (set once: the bundle is chosen once). */
  printOrderId: z.optional(z.string()),
  productDetails: z.optional(z.object({ eventType: z.enum(EVENT_TYPES), eventSize: z.enum(EVENT_SIZES) })),
  lines: z.array(lineSchema()),
  subtotalAmount: z.int(),
  shippingCost: z.int(),
  totalAmount: z.int(),
  currency: z.enum(ORDER_CURRENCIES),
  country: z.string(),
  /** RON equivalent (minor units) from the dated rate table: what RON dashboards add up. */
  ronTotal: z.int(),
  ronRateDate: z.string(),
  metadata: z.optional(z.record(z.string(), metadataValue())),
  /** The language the order was placed in: every e-mail of the order is written in it (absent: English, as orders made before languages). */
  locale: z.optional(localeSchema),
  notes: z.optional(z.string()),
  /** For staff only, never in a customer view: what needs a person (e.g. a raw archive that failed to build). */
  staffNotes: z.optional(z.string()),
  trackingNumber: z.optional(z.string()),
  downloadUrl: z.optional(z.string()),
  downloadExpiresAt: z.optional(z.string()),
  /** A several-part raw archive's links, "Part 1 of N" first (issue #32.6; downloadUrl is part 1); absent or empty: one part. */
  downloadParts: z.optional(z.array(z.string())),
  /** SHA-256 (hex) of the order's access token; the token itself is never stored. */
  accessTokenHash: z.string(),
  /** The current Checkout Session; `replacing` while a retry expires it (its expiry must not cancel the order). */
  checkout: z.optional(z.object({ sessionId: z.string(), attempt: z.int(), replacing: z.optional(z.boolean()) })),
  /** Every Checkout Session the checkout opened for this order (current and replaced): the only sessions that may pay it. */
  checkoutSessions: z.optional(z.array(z.string())),
  paymentIntentId: z.optional(z.string()),
  paidAt: z.optional(z.string()),
  /** Payment facts the payments domain records (functions/core/domain/payments): the session that paid,
   * refunds, and the last Stripe event that changed nothing (for staff). */
  paidSessionId: z.optional(z.string()),
  /** Legacy, read only: the address Stripe's page collected before the purchase form's became the one (orders/shipping-address.ts). */
  shippingDetails: z.optional(buildShippingDetailsSchema()),
  refundRequestedAt: z.optional(z.string()),
  refundedAt: z.optional(z.string()),
  refundedBeforePaid: z.optional(z.object({ paymentIntentId: z.string(), at: z.string() })),
  /** The last refund failure Stripe reported for this order (any of its payments'), for staff. */
  refundFailure: z.optional(z.object({ refundId: z.string(), reason: z.string(), at: z.string() })),
  /**
   * Refunds of the order's own payment Stripe reported failed, appended by the webhook (an id can appear twice:
   * refund.updated and refund.failed of one failure), and `key:<idempotency key>` for a refund request Stripe
   * answered with its own error (payments/request-order-refund.ts). Their distinct count numbers the next refund attempt
   * and its idempotency key (payments/refund-key.ts).
   */
  failedRefundIds: z.optional(z.array(z.string())),
  /** The refund attempt a retry after a failure asked Stripe for (absent: only the first was asked). */
  refundAttempt: z.optional(z.int()),
  /**
   * Payments the webhook gave back on its own (a mismatch, a second payment, one after a cancel), appended once
   * the refund was made or Stripe said the charge was already refunded: a redelivered event finds its payment
   * here and asks Stripe nothing (Stripe forgets a refund's idempotency key after 24 h).
   */
  autoRefundedPayments: z.optional(z.array(z.string())),
  /**
   * Idempotency keys of requests to give such a payment back that Stripe answered with its own error (a 500 it
   * replays to the key for 24 h): the next request for that payment asks under a new key (payments/refund-key.ts).
   */
  failedGiveBackKeys: z.optional(z.array(z.string())),
  lastPaymentEvent: z.optional(z.object({ id: z.string(), type: z.string(), at: z.string(), note: z.optional(z.string()) })),
  /**
   * Every refund Stripe reported for this order (any of its payments'), by refund id, its status only moving
   * forward (shared/orders/refund-amounts.ts). Written with `refundedAmount` and `refundedRon` in one conditional
   * write (on `version`) with the totals' refundedRon, so the figures count each refund once.
   */
  refunds: z.optional(z.record(z.string(), z.object({ amount: z.int(), status: z.string(), paymentIntentId: z.string(), at: z.string() }))),
  /** Minor units of the order's own payment given back so far (its whole total once refunded). */
  refundedAmount: z.optional(z.int()),
  /** The RON (minor units) the staff figures count as refunded for this order (absent: see countedRefundRonOf). */
  refundedRon: z.optional(z.int()),
  /** A session's delayed payment failed (the order page offers to pay again while this is its current session). */
  paymentFailure: z.optional(buildPaymentFailureSchema()),
  /** The last payment that did not match the order (another session, amount or currency): never fulfilled, refunded when paid. For staff. */
  paymentMismatch: z.optional(buildPaymentMismatchSchema()),
  completedAt: z.optional(z.string()),
  /** A gallery extension's result: the event's gallery expiry it set (the payment page says "open until …"). */
  galleryExpiresAt: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  /** When a refund took back what this order gave its event (capacity, extension days): done once. */
  paidFeaturesWithdrawnAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the current status began (the history summary's currentStatusSince). */
  statusSince: z.string(),
  version: z.int(),
  GSI1PK: z.optional(z.string()),
  GSI1SK: z.optional(z.string()),
  GSI4PK: z.optional(z.string()),
  GSI4SK: z.optional(z.string()),
  /** The customer's orders by e-mail (orderKeys.customer); absent on orders made before it existed (see the report's backfill note). */
  GSI2PK: z.optional(z.string()),
  GSI2SK: z.optional(z.string()),
}));
export type OrderItem = z.infer<ReturnType<typeof orderItemSchema>>;

/** A several-part archive's links for a view (issue #32.6): present only when there are two or more parts. */
export const archivePartsOf = (o: Pick<OrderItem, 'downloadParts'>): { downloadParts?: string[] } =>
  o.downloadParts && o.downloadParts.length > 1 ? { downloadParts: o.downloadParts } : {};

export type OrderActor = 'customer' | 'stripe' | 'system' | `admin:${string}`;

export const historyItemSchema = once(() => z.object({
  PK: z.string(),
  SK: z.string(),
  entity: z.literal('order-history'),
  id: z.string(),
  /** null for the entry that records the order's creation. */
  from: z.nullable(z.enum(ORDER_STATUSES)),
  to: z.enum(ORDER_STATUSES),
  reason: z.string(),
  actor: z.string(),
  at: z.string(),
  stripeEventId: z.optional(z.string()),
  metadata: z.optional(z.record(z.string(), metadataValue())),
}));
export type HistoryItem = z.infer<ReturnType<typeof historyItemSchema>>;

export const historyItem = (orderId: string, entryId: string, entry: Omit<HistoryItem, 'PK' | 'SK' | 'entity' | 'id'>): HistoryItem => ({
  ...orderKeys.history(orderId, entryId),
  entity: 'order-history',
  id: entryId,
  ...entry,
});

export const orderNumberItem = (orderNumber: string, orderId: string) => ({ ...orderKeys.orderNumber(orderNumber), entity: 'order-number' as const, orderId });

export const stripeEventItem = (eventId: string, orderId: string, atMs: number) => ({
  ...orderKeys.stripeEvent(eventId),
  entity: 'stripe-event' as const,
  orderId,
  ttl: Math.floor(atMs / 1000) + STRIPE_EVENT_TTL_SECONDS,
});

export const getOrderItem = async (orderId: string): Promise<OrderItem | undefined> => {
  // An id we never issue names no order: it is not even a valid key (a Stripe session's metadata of 5 000
  // characters made DynamoDB refuse the read, and the webhook answered 500).
  if (!isUlid(orderId)) return undefined;
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: orderKeys.order(orderId), ConsistentRead: true }));
  return out.Item ? orderItemSchema().parse(out.Item) : undefined;
};

export const getOrderIdByNumber = async (orderNumber: string): Promise<string | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: orderKeys.orderNumber(orderNumber), ConsistentRead: true }));
  return typeof out.Item?.orderId === 'string' ? out.Item.orderId : undefined;
};

/** The order's status history, newest first (bounded: a handful of entries per order). */
export const queryHistory = async (orderId: string): Promise<HistoryItem[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :hist)',
    ExpressionAttributeValues: { ':pk': orderKeys.order(orderId).PK, ':hist': orderKeys.historyPrefix },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map((i) => historyItemSchema().parse(i));
};

/**
 * The order and its status history (newest first) in one Query of its item collection: META sorts after
 * every HIST# entry, so `SK BETWEEN 'HIST#' AND 'META'` read backwards is the order, then its history.
 */
export const queryOrderWithHistory = async (orderId: string): Promise<{ order: OrderItem | undefined; history: HistoryItem[] }> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :hist AND :meta',
    ExpressionAttributeValues: { ':pk': orderKeys.order(orderId).PK, ':hist': orderKeys.historyPrefix, ':meta': orderKeys.order(orderId).SK },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  const meta = items.find((i) => i.SK === orderKeys.order(orderId).SK);
  return {
    order: meta ? orderItemSchema().parse(meta) : undefined,
    history: items.filter((i) => i !== meta).map((i) => historyItemSchema().parse(i)),
  };
};

/** One page of orders still pending whose unpaid due time is at or before `by` (GSI1, oldest first). */
export const queryPendingDue = async (by: Date, cursor?: Record<string, unknown>) => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pending AND GSI1SK <= :by',
      ExpressionAttributeValues: { ':pending': orderKeys.pendingOrders, ':by': by.toISOString() },
      ProjectionExpression: 'id',
      Limit: 100,
      ExclusiveStartKey: cursor,
    }),
  );
  return { ids: (out.Items ?? []).map((i) => String(i.id)), cursor: out.LastEvaluatedKey };
};

/**
 * One page of the staff order list, newest first: every order (GSI4 `LIST#ORDERS`) or one status's (its
 * GSI1 bucket). `startKey` is the previous page's last key (the caller checks it belongs to this list).
 */
export const queryOrdersPage = async (status: OrderStatus | 'all', limit: number, startKey?: Record<string, string>) => {
  const index = status === 'all' ? { name: 'GSI4', pk: 'GSI4PK', value: orderKeys.allOrders } : { name: 'GSI1', pk: 'GSI1PK', value: statusBucket(status) };
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.pk },
      ExpressionAttributeValues: { ':pk': index.value },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { orders: (out.Items ?? []).map((i) => orderItemSchema().parse(i)), lastKey: out.LastEvaluatedKey };
};

/** The order totals item (maintained inside every order transaction); a missing counter is 0. */
export const getOrderTotals = async (): Promise<Record<string, number>> => {
  const out = await ddb.send(new GetCommand({ TableName: tableName(), Key: orderKeys.totals }));
  return Object.fromEntries(Object.entries(out.Item ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'));
};

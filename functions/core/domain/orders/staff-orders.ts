import * as z from 'zod/mini';
import { isPaidStatus, ORDER_STATUSES, type OrderStatus } from '../../../../shared/orders/order-status.js';
import { refundedAmountOf } from '../../../../shared/orders/refund-amounts.js';
import { STAFF_ORDERS_PAGE_SIZE } from '../../../../shared/constants.js';
import type {
  StaffOrderDetails,
  StaffOrdersPage,
  StaffOrdersQuery,
  StaffOrderSummary,
} from '../../../../shared/schemas/staff-orders.js';
import { getOrderTotals, orderKeys, queryOrdersPage, statusBucket, statusCounter, archivePartsOf, type OrderItem } from '../../data/order-item.js';
import { queryOrderCollection } from '../../data/order-collection.js';
import { DomainError } from '../../errors.js';
import { domainError } from '../errors.js';
import { shipsPrints } from './complete-order.js';
import { now } from '../../clock.js';
import { staffPrintsOf } from '../prints/staff-prints-view.js';
import { shippingAddressOf } from './shipping-address.js';
import { once } from '../../once.js';
import { refundAttemptsOf } from '../payments/refund-key.js';

/** The list's index keys for a filter: GSI4 for all orders, the status's GSI1 bucket otherwise. */
const listIndex = (status: OrderStatus | 'all') =>
  status === 'all' ? { pk: 'GSI4PK', sk: 'GSI4SK', value: orderKeys.allOrders } : { pk: 'GSI1PK', sk: 'GSI1SK', value: statusBucket(status) };

const cursorSchema = once(() => z.strictObject({ PK: z.string(), SK: z.literal('META'), GSI1PK: z.optional(z.string()), GSI1SK: z.optional(z.string()), GSI4PK: z.optional(z.string()), GSI4SK: z.optional(z.string()) }));

/** The cursor is the page's last key, base64url JSON; decoded strictly and pinned to this list (filter). */
const decodeCursor = (raw: string | undefined, status: OrderStatus | 'all'): Record<string, string> | undefined => {
  if (!raw) return undefined;
  const index = listIndex(status);
  try {
    const key = cursorSchema().parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    const own = key as Record<string, string | undefined>;
    if (!key.PK.startsWith('ORDER#') || own[index.pk] !== index.value || typeof own[index.sk] !== 'string' || Object.keys(key).length !== 4) throw new Error('foreign cursor');
    return Object.fromEntries(Object.entries(key).filter((e): e is [string, string] => e[1] !== undefined));
  } catch {
    throw new DomainError('STAFF_LIST_CURSOR_INVALID', 400);
  }
};

const cursorOf = (order: OrderItem, status: OrderStatus | 'all'): string => {
  const index = listIndex(status);
  const own = order as Record<string, unknown>;
  const key = { PK: order.PK, SK: order.SK, [index.pk]: own[index.pk], [index.sk]: own[index.sk] };
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
};

export const toStaffOrderSummary = (o: OrderItem): StaffOrderSummary => ({
  id: o.id,
  orderNumber: o.orderNumber,
  orderType: o.orderType,
  customerName: o.customerInfo.name,
  customerEmail: o.customerInfo.email,
  productType: o.productType,
  lines: o.lines,
  eventTitle: o.eventTitle,
  totalAmount: o.totalAmount,
  currency: o.currency,
  ronTotal: o.ronTotal,
  status: o.status,
  createdAt: o.createdAt,
  updatedAt: o.updatedAt,
});

/**
 * GET /api/admin/orders: 20 orders a page, newest first, all (GSI4) or one status (its GSI1 bucket), in two
 * calls: the page's Query (one item more than a page, so the last page says it is the last) and the totals
 * item the order transitions maintain (the page count; all = the sum of the statuses).
 */
export const listStaffOrders = async (q: StaffOrdersQuery): Promise<StaffOrdersPage> => {
  const startKey = decodeCursor(q.cursor, q.status);
  const [page, totals] = await Promise.all([queryOrdersPage(q.status, STAFF_ORDERS_PAGE_SIZE + 1, startKey), getOrderTotals()]);
  const orders = page.orders.slice(0, STAFF_ORDERS_PAGE_SIZE);
  const more = page.orders.length > STAFF_ORDERS_PAGE_SIZE;
  const last = orders.at(-1);
  const count = (s: OrderStatus) => Math.max(0, totals[statusCounter(s)] ?? 0);
  const total = q.status === 'all' ? ORDER_STATUSES.reduce((sum, s) => sum + count(s), 0) : count(q.status);
  return {
    orders: orders.map(toStaffOrderSummary),
    nextCursor: more && last ? cursorOf(last, q.status) : null,
    total,
    totalPages: Math.max(1, Math.ceil(total / STAFF_ORDERS_PAGE_SIZE)),
    pageSize: STAFF_ORDERS_PAGE_SIZE,
  };
};

/**
 * An order staff can refund in full (staffRefundOrder): its own payment is recorded and it is paid
 * (processing, completed), or cancelled after that payment while the refund is still due (a customer's
 * cancel whose refund call failed, a staff refund asked again). An unpaid cancelled order has nothing to give.
 */
export const isStaffRefundable = (o: Pick<OrderItem, 'status' | 'paymentIntentId' | 'refundRequestedAt' | 'refundedAt'>): boolean =>
  o.paymentIntentId !== undefined &&
  (o.status === 'processing' || o.status === 'completed' || (o.status === 'cancelled' && o.refundRequestedAt !== undefined && o.refundedAt === undefined));

/**
 * A paid event package completes when its buyer links it to the event (link-order.ts, which links only a
 * processing one): completed by hand, it could never be linked, its package, add-ons and days never given.
 */
export const completesByLink = (o: Pick<OrderItem, 'orderType'>): boolean => o.orderType === 'pre_event';

/** What staff may do to an order now: the same rules staffCompleteOrder / staffCancelOrder / staffRefundOrder apply. */
export const staffActionsOf = (o: OrderItem): StaffOrderDetails['actions'] => ({
  complete: o.status === 'processing' && !completesByLink(o),
  cancel: o.status === 'pending' && o.paymentIntentId === undefined,
  refund: isStaffRefundable(o),
  trackingNumberRequired: shipsPrints(o.productType),
});

/** What went back (the refunds ledger, shared/orders/refund-amounts.ts): only once Stripe reported a refund. */
const refundsOf = (o: OrderItem): Pick<StaffOrderDetails['payment'], 'refundedAmount' | 'refunds' | 'giveBacksFailed'> => {
  const refundedAmount = refundedAmountOf(o);
  const refunds = Object.entries(o.refunds ?? {})
    .map(([id, r]) => ({ id, amount: r.amount, status: r.status, own: r.paymentIntentId === o.paymentIntentId, at: r.at }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  // Another payment (one the webhook gave back) with a failed refund and none succeeded or under way since.
  const giveBacksFailed = [...new Set(Object.values(o.refunds ?? {}).filter((r) => r.paymentIntentId !== o.paymentIntentId).map((r) => r.paymentIntentId))].flatMap((pi) => {
    const ofPi = Object.values(o.refunds ?? {}).filter((r) => r.paymentIntentId === pi);
    const failed = ofPi.filter((r) => r.status === 'failed' || r.status === 'canceled').sort((a, b) => b.at.localeCompare(a.at));
    const last = failed[0];
    return last && failed.length === ofPi.length ? [{ paymentIntentId: pi, amount: last.amount, at: last.at }] : [];
  });
  return { ...(refundedAmount > 0 ? { refundedAmount } : {}), ...(refunds.length > 0 ? { refunds } : {}), ...(giveBacksFailed.length > 0 ? { giveBacksFailed } : {}) };
};

/** GET /api/admin/orders/{orderId}: everything about the order (DESIGN 15: staff see everything), one Query. */
export const getStaffOrderDetails = async (orderId: string): Promise<StaffOrderDetails> => {
  const { order: o, history, emailsWaiting, refundOwed } = await queryOrderCollection(orderId);
  if (!o) throw domainError('ORDER_NOT_FOUND', orderId);
  const optional = <K extends keyof OrderItem>(k: K) => (o[k] === undefined ? {} : { [k]: o[k] });
  const refundAttempts = refundAttemptsOf(o);
  const address = shippingAddressOf(o);
  const prints = await staffPrintsOf(o, now());
  return {
    order: {
      ...toStaffOrderSummary(o),
      subtotalAmount: o.subtotalAmount,
      shippingCost: o.shippingCost,
      country: o.country,
      ...optional('eventCode'),
      ...optional('eventDate'),
      // Exactly one address: the form's, or a legacy order's Stripe-collected one (shipping-address.ts).
      ...(address ? { customerAddress: address } : {}),
      ...(o.photoIds ? { printPhotoCount: o.photoIds.length } : {}),
      ...(prints ? { prints } : {}),
      ...optional('notes'),
      ...optional('staffNotes'),
      ...optional('trackingNumber'),
      // The link only while the order is paid, as on the customer's page: a cancelled or refunded one's is refused.
      ...(isPaidStatus(o.status) ? { ...optional('downloadUrl'), ...archivePartsOf(o), ...optional('downloadExpiresAt') } : {}),
      ...optional('completedAt'),
      ...optional('cancelledAt'),
      statusSince: o.statusSince,
      ...(emailsWaiting.length > 0 ? { emailsWaiting } : {}),
    },
    payment: {
      ...(o.checkout ? { checkoutSessionId: o.checkout.sessionId } : {}),
      ...optional('paidSessionId'),
      ...optional('paymentIntentId'),
      ...optional('paidAt'),
      ...optional('refundRequestedAt'),
      ...optional('refundedAt'),
      ...optional('refundFailure'),
      ...(refundAttempts ? { refundAttempts } : {}),
      ...optional('refundedBeforePaid'),
      ...refundsOf(o),
      ...optional('lastPaymentEvent'),
      ...optional('paymentMismatch'),
      ...optional('paymentFailure'),
      ...(refundOwed ? { refundOwed } : {}),
    },
    history: history.map((h) => ({ id: h.id, from: h.from, to: h.to, reason: h.reason, actor: h.actor, at: h.at, ...(h.metadata ? { metadata: h.metadata } : {}) })),
    actions: staffActionsOf(o),
  };
};

import { now } from '../../clock.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { DomainError } from '../../errors.js';
import { log } from '../../log.js';
import { UNPAID_ORDER_LIMIT_MS } from '../../../../shared/orders/order-status.js';
import { accessTokenMatches } from './access-token.js';
import { transitionOrder } from './transition-order.js';

/** JSON with object keys sorted: a stored map (DynamoDB keeps no key order) and a fresh one compare equal. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** What makes two orders the same purchase: the product as priced, its figures, the buyer and where it goes. */
const purchaseOf = (o: Pick<OrderItem, 'orderType' | 'productType' | 'eventTitle' | 'eventDate' | 'eventCode' | 'customerInfo' | 'selection' | 'photoIds' | 'totalAmount' | 'currency' | 'country'>) =>
  stableJson({
    orderType: o.orderType,
    productType: o.productType,
    eventTitle: o.eventTitle,
    eventDate: o.eventDate ?? null,
    eventCode: o.eventCode ?? null,
    customer: { ...o.customerInfo, email: o.customerInfo.email.trim().toLowerCase() },
    selection: o.selection,
    photoIds: o.photoIds ?? [],
    total: o.totalAmount,
    currency: o.currency,
    country: o.country,
  });

export const samePurchase = (a: Parameters<typeof purchaseOf>[0], b: Parameters<typeof purchaseOf>[0]): boolean => purchaseOf(a) === purchaseOf(b);

/**
 * The device's earlier order it may replace: only with its own access token, only while it still waits for
 * payment within its 24 hours. Anything else (a wrong token, paid, cancelled, expired) is not this request's
 * to touch: the request then simply makes a new order, as it would without the hint.
 */
export const replaceablePendingOrder = async (orderId: string | undefined, token: string | undefined): Promise<OrderItem | undefined> => {
  if (!orderId || !token) return undefined;
  const order = await getOrderItem(orderId);
  if (!order || !accessTokenMatches(token, order.accessTokenHash) || order.status !== 'pending') return undefined;
  return now().getTime() < Date.parse(order.createdAt) + UNPAID_ORDER_LIMIT_MS ? order : undefined;
};

export const replacedReason = (orderNumber: string): string => `Replaced by order ${orderNumber}`;

/**
 * Cancels the earlier pending order once its replacement exists. Its Checkout Session may stay open at
 * Stripe until it expires: a payment there finds the order cancelled and is refunded automatically
 * (fulfil-payment.ts), so creating an order never needs Stripe. A payment that landed meanwhile wins: the
 * order is then no longer pending and is left as it is.
 */
export const cancelReplacedOrder = async (previous: OrderItem, replacement: { orderNumber: string }): Promise<void> => {
  try {
    await transitionOrder({ orderId: previous.id, to: 'cancelled', from: ['pending'], reason: replacedReason(replacement.orderNumber), actor: 'customer', set: { cancelledAt: now().toISOString() } });
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'ORDER_STATUS_CONFLICT') throw err;
    log.info('replaced order was no longer pending', { orderId: previous.id });
  }
};

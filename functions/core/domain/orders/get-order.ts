import { ULID_PATTERN } from '../../../../shared/rules/ulid.js';
import type { OrderResponse } from '../../../../shared/schemas/orders.js';
import { getOrderIdByNumber, getOrderItem, orderItemSchema, orderKeys, type OrderItem } from '../../data/order-item.js';
import type { DomainError } from '../../errors.js';
import { domainError } from '../errors.js';
import { lookupGuarded, type RateClient } from '../events/guarded-lookup.js';
import { accessTokenMatches } from './access-token.js';
import { ORDER_NUMBER_PATTERN } from './order-number.js';
import { toOrderView } from './order-view.js';

/** The order with this id or order number, if any (no rate limit: for callers that already hold the id). */
export const getOrder = async (idOrNumber: string): Promise<OrderItem | undefined> => {
  const key = idOrNumber.trim().toUpperCase();
  if (ORDER_NUMBER_PATTERN.test(key)) {
    const id = await getOrderIdByNumber(key);
    return id ? getOrderItem(id) : undefined;
  }
  return ULID_PATTERN.test(key) ? getOrderItem(key) : undefined;
};

/**
 * Which order an id or number names, for anyone who has either (the tracking page is public): misses count
 * against the caller like unknown event codes (guarded-lookup.ts), so numbers cannot be enumerated. By id
 * the guarded read is the order itself (`order`); by number it is the number's item, so only `orderId` is
 * known and the caller reads the order the way it needs (alone, or with its history in one Query).
 */
export const resolveOrderGuarded = async (idOrNumber: string, client: RateClient): Promise<{ orderId: string; order?: OrderItem; missing: () => DomainError }> => {
  const key = idOrNumber.trim().toUpperCase();
  const missing = () => domainError('ORDER_NOT_FOUND', key);
  if (ORDER_NUMBER_PATTERN.test(key)) {
    const ref = await lookupGuarded(orderKeys.orderNumber(key), client, missing);
    return { orderId: String(ref.orderId), missing };
  }
  // Anything else is looked up as an id (a malformed one is simply a miss, counted like any other).
  const order = orderItemSchema().parse(await lookupGuarded(orderKeys.order(ULID_PATTERN.test(key) ? key : `invalid:${key}`), client, missing));
  return { orderId: order.id, order, missing };
};

/** An order by id or number, guarded (resolveOrderGuarded): one or two reads. */
export const findOrderGuarded = async (idOrNumber: string, client: RateClient): Promise<OrderItem> => {
  const { orderId, order, missing } = await resolveOrderGuarded(idOrNumber, client);
  if (order) return order;
  const found = await getOrderItem(orderId);
  if (!found) throw missing();
  return found;
};

/**
 * A view key is a JWT (three dot-separated parts; an access token has no dot). jose and the token secret are
 * loaded only for one, so a read with the access token or none loads neither (cold start, #12.1).
 */
export const viewKeyOpens = async (token: string, orderId: string): Promise<boolean> => {
  if (token.split('.').length !== 3) return false;
  const { orderViewKeyOpens } = await import('../../auth/order-view-key.js');
  return orderViewKeyOpens(token, orderId);
};

/**
 * GET /api/orders/{idOrNumber}: the full view with the order's token, the full view without its actions
 * that need the token (Cancel) with a view key of this order (the e-mails' `?v=` link), else the public view.
 */
export const getOrderView = async (idOrNumber: string, token: string | undefined, client: RateClient): Promise<OrderResponse> => {
  const order = await findOrderGuarded(idOrNumber, client);
  if (accessTokenMatches(token, order.accessTokenHash)) return { success: true, order: toOrderView(order, 'full') };
  if (token && (await viewKeyOpens(token, order.id))) return { success: true, order: toOrderView(order, 'full', { mayAct: false }) };
  return { success: true, order: toOrderView(order, 'public') };
};

import type { OrderResponse, UpdateOrderRequest } from '../../../../shared/schemas/orders.js';
import { now } from '../../clock.js';
import { domainError } from '../errors.js';
import type { RateClient } from '../events/guarded-lookup.js';
import { accessTokenMatches } from './access-token.js';
import { findOrderGuarded } from './get-order.js';
import { toOrderView } from './order-view.js';
import { transitionOrder } from './transition-order.js';
import type { OrderItem } from '../../data/order-item.js';

export const CUSTOMER_CANCEL_REASON = 'Cancelled by customer';

/**
 * Cancelling an order that was paid (DESIGN 15: a paid pre-event order cancelled before its event starts
 * is refunded in full). That needs the payments side (refund through Stripe, then refunded on its event);
 * until it exists the request is refused and nothing changes.
 */
export const cancelPaidOrder = async (order: OrderItem, _metadata: UpdateOrderRequest['metadata']): Promise<OrderItem> => {
  throw domainError('ORDER_PAID_CANCEL_UNAVAILABLE', `${order.id} is ${order.status}`);
};

/**
 * PUT /api/orders?action=update by the customer: only a cancel, only with the order's token (403 without it
 * or with a wrong one). pending → cancelled with the spec's reason; the request's metadata (reason and time
 * of change, extra fields) is kept on the history entry. A paid order goes to cancelPaidOrder.
 */
export const customerUpdateOrder = async (input: { body: UpdateOrderRequest; token: string | undefined; client: RateClient }): Promise<OrderResponse> => {
  const order = await findOrderGuarded(input.body.orderId, input.client);
  if (!accessTokenMatches(input.token, order.accessTokenHash)) throw domainError('ORDER_TOKEN_REQUIRED', order.id);
  if (input.body.status !== 'cancelled') throw domainError('FORBIDDEN', `customer may not set ${input.body.status}`);
  const cancelled =
    order.status === 'processing'
      ? await cancelPaidOrder(order, input.body.metadata)
      : (await transitionOrder({ orderId: order.id, to: 'cancelled', reason: CUSTOMER_CANCEL_REASON, actor: 'customer', metadata: input.body.metadata, set: { cancelledAt: now().toISOString() } })).order;
  return { success: true, order: toOrderView(cancelled, 'full') };
};

import type { OrderResponse, UpdateOrderRequest } from '../../../../shared/schemas/orders.js';
import { now } from '../../clock.js';
import { domainError } from '../errors.js';
import type { RateClient } from '../events/guarded-lookup.js';
import { accessTokenMatches } from './access-token.js';
import { findOrderGuarded } from './get-order.js';
import { toOrderView } from './order-view.js';
import { transitionOrder } from './transition-order.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { cancelPaidOrder as cancelPaidPayment } from '../payments/cancel-paid-order.js';
import { paymentDeps } from '../payments/wiring.js';

export const CUSTOMER_CANCEL_REASON = 'Cancelled by customer';

/**
 * Cancelling an order that was paid (DESIGN 15: a paid pre-event order cancelled before its event starts
 * is refunded in full): the payments domain cancels it and asks Stripe for the refund; the refund's webhook
 * then makes it refunded. Anything else paid answers 409 there.
 */
export const cancelPaidOrder = async (order: OrderItem, _metadata: UpdateOrderRequest['metadata']): Promise<OrderItem> => {
  await cancelPaidPayment(paymentDeps, order);
  return (await getOrderItem(order.id)) ?? order;
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
    // Past pending (paid, or refused there when it holds no payment), or cancelled after a payment: payments decides.
    (order.status !== 'pending' && order.status !== 'cancelled') || order.paymentIntentId !== undefined
      ? await cancelPaidOrder(order, input.body.metadata)
      : (await transitionOrder({ orderId: order.id, to: 'cancelled', from: ['pending'], reason: CUSTOMER_CANCEL_REASON, actor: 'customer', metadata: input.body.metadata, set: { cancelledAt: now().toISOString() } })).order;
  return { success: true, order: toOrderView(cancelled, 'full') };
};

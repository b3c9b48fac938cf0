import type { StaffCompleteOrderRequest, StaffOrderDetails } from '../../../../shared/schemas/staff-orders.js';
import type { StaffClaims } from '../../auth/staff-token.js';
import { now } from '../../clock.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { DomainError } from '../../errors.js';
import { domainError } from '../errors.js';
import { completeOrder } from './complete-order.js';
import { completesByLink, getStaffOrderDetails } from './staff-orders.js';
import { transitionOrder } from './transition-order.js';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';

export const STAFF_CANCEL_REASON = 'Cancelled by staff';

/** Who did it, on the history entry: the staff member's account e-mail (the token's subject). */
const actorOf = (claims: StaffClaims): `admin:${string}` => `admin:${claims.sub}`;

const mustGet = async (orderId: string): Promise<OrderItem> => {
  const order = await getOrderItem(orderId);
  if (!order) throw domainError('ORDER_NOT_FOUND', orderId);
  return order;
};

/**
 * POST /api/admin/orders/{orderId}/complete (commerce spec 4: processing → completed, with the completion
 * time): completeOrder does it (tracking number for prints and combos, the 'order-shipped' e-mail, history
 * with the staff member). Any status but processing is a clear 409; completing again with the same tracking
 * number is a harmless repeat (a double click). Answers the completed order once it is completed, even when
 * the shipped e-mail could not be sent yet: that e-mail is then the outbox's (the auto-end job sends it), and
 * the screen says only that the order was marked completed. Support may do it (DESIGN 6).
 */
export const staffCompleteOrder = async (orderId: string, claims: StaffClaims, body: StaffCompleteOrderRequest): Promise<StaffOrderDetails> => {
  const order = await mustGet(orderId);
  if (!isPaidStatus(order.status)) throw domainError('STAFF_ORDER_NOT_PROCESSING', `${orderId} is ${order.status}`);
  if (order.status === 'processing' && completesByLink(order)) throw domainError('STAFF_PACKAGE_COMPLETES_ON_LINK', orderId);
  try {
    await completeOrder({ orderId, actor: actorOf(claims), trackingNumber: body.trackingNumber, order });
  } catch (e) {
    // Cancelled or refunded between the read and the change.
    if (e instanceof DomainError && e.code === 'ORDER_STATUS_CONFLICT' && (await mustGet(orderId)).status !== 'completed') {
      throw domainError('STAFF_ORDER_NOT_PROCESSING', `${orderId} moved on`);
    }
    throw e;
  }
  return getStaffOrderDetails(orderId);
};

/** Why a cancel is refused: a paid order would keep its money (refund it instead); a final one is done. */
const cannotCancel = (order: OrderItem): DomainError =>
  isPaidStatus(order.status)
    ? domainError('STAFF_ORDER_PAID_NO_CANCEL', `${order.id} is ${order.status}`)
    : domainError('STAFF_ORDER_NOT_PENDING', `${order.id} is ${order.status}`);

/**
 * POST /api/admin/orders/{orderId}/cancel (commerce spec 4: pending → cancelled): the conditional
 * transition with the staff member as actor. A paid order is refused (409, saying to refund it in Stripe):
 * cancelling would keep the customer's money. A pending order whose payment is already confirming
 * (a payment intent recorded) is refused too. Cancelling a cancelled order again changes nothing.
 */
export const staffCancelOrder = async (orderId: string, claims: StaffClaims): Promise<StaffOrderDetails> => {
  const order = await mustGet(orderId);
  if (order.status !== 'cancelled') {
    if (order.status !== 'pending') throw cannotCancel(order);
    if (order.paymentIntentId !== undefined) throw domainError('PAYMENT_IN_PROGRESS', `${orderId} has a payment intent`);
    try {
      await transitionOrder({ orderId, to: 'cancelled', from: ['pending'], reason: STAFF_CANCEL_REASON, actor: actorOf(claims), set: { cancelledAt: now().toISOString() } });
    } catch (e) {
      // Paid (or otherwise moved on) between the read and the change.
      if (e instanceof DomainError && e.code === 'ORDER_STATUS_CONFLICT') throw cannotCancel(await mustGet(orderId));
      throw e;
    }
  }
  return getStaffOrderDetails(orderId);
};

import type { StaffOrderDetails, StaffRefundOrderRequest } from '../../../../shared/schemas/staff-orders.js';
import type { StaffClaims } from '../../auth/staff-token.js';
import { now } from '../../clock.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { refundDuePut } from '../../data/refund-due-item.js';
import { DomainError } from '../../errors.js';
import { log } from '../../log.js';
import { domainError } from '../errors.js';
import { requestOrderRefund } from '../payments/request-order-refund.js';
import { paymentDeps } from '../payments/wiring.js';
import { getStaffOrderDetails, isStaffRefundable } from './staff-orders.js';
import { transitionOrder } from './transition-order.js';

/**
 * The history's reason, a fixed text the customer's history translates; the admin's own words go in the
 * entry's metadata (refundReason), which only staff see (the public history leaves metadata and e-mails out).
 */
export const STAFF_REFUND_REASON = 'Refunded by staff';

const mustGet = async (orderId: string): Promise<OrderItem> => {
  const order = await getOrderItem(orderId);
  if (!order) throw domainError('ORDER_NOT_FOUND', orderId);
  return order;
};

/**
 * POST /api/admin/orders/{orderId}/refund (issue 27.4; admin role, checked by the handler): a full refund of
 * a paid order, any kind, any time (partial refunds are out of scope). In the order's own steps:
 * processing or completed → cancelled (one transition: the history names the staff member, its metadata
 * keeps the reason), then Stripe's refund of the order's payment (request-order-refund.ts) under the key the
 * customer's cancel uses too, so the order is refunded at most once per attempt whoever asks: a retry after a
 * failed Stripe call asks for the same refund, a retry after Stripe reported the refund failed asks under the
 * next attempt's key. Stripe's refund event then makes the order refunded, mails the customer and takes back
 * the package's paid features (handle-stripe-event.ts refundSucceeded).
 * A cancelled order that was paid and not yet refunded asks again; a refunded one answers as it is.
 */
export const staffRefundOrder = async (orderId: string, claims: StaffClaims, body: StaffRefundOrderRequest): Promise<StaffOrderDetails> => {
  const reason = body.reason.trim();
  if (!reason) throw domainError('STAFF_REFUND_REASON_REQUIRED', orderId);
  let order = await mustGet(orderId);
  if (order.status === 'refunded') return getStaffOrderDetails(orderId);
  const paymentIntentId = order.paymentIntentId;
  if (!paymentIntentId || !isStaffRefundable(order)) throw domainError('STAFF_ORDER_NOT_REFUNDABLE', `${orderId} is ${order.status}`);

  let cancelledNow = false;
  if (order.status !== 'cancelled') {
    const at = now().toISOString();
    try {
      const r = await transitionOrder({
        orderId,
        to: 'cancelled',
        reason: STAFF_REFUND_REASON,
        actor: `admin:${claims.sub}`,
        metadata: { refundReason: reason },
        set: { cancelledAt: at, refundRequestedAt: at },
        // Owed until Stripe answers with a refund: the auto-end job asks again if this request cannot.
        alongside: { refundDue: refundDuePut(orderId, new Date(at)) },
      });
      order = r.order;
      cancelledNow = r.changed;
    } catch (e) {
      if (!(e instanceof DomainError && e.code === 'ORDER_STATUS_CONFLICT')) throw e;
      // Moved on between the read and the change: refunded already is done; anything else is re-judged.
      order = await mustGet(orderId);
      if (order.status === 'refunded') return getStaffOrderDetails(orderId);
      if (order.status !== 'cancelled' || !isStaffRefundable(order)) throw domainError('STAFF_ORDER_NOT_REFUNDABLE', `${orderId} is ${order.status}`);
    }
  }

  const { attempt, refund } = await requestOrderRefund(paymentDeps, order, paymentIntentId);
  log.info('staff refund requested', { orderId, attempt, ...refund, staff: claims.sub });
  // "Cancelled" now; "refunded" follows when Stripe confirms (both deduped per order and template).
  if (cancelledNow) await paymentDeps.mailer.send('order-cancelled', order);
  return getStaffOrderDetails(orderId);
};

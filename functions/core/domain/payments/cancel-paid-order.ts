import { domainError } from '../errors.js';
import type { PaymentDeps, PaymentOrder } from './ports.js';
import { requestOrderRefund } from './request-order-refund.js';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';

export const CANCELLED_BY_CUSTOMER = 'Cancelled by customer';

/**
 * The customer cancels a PAID order (spec: "100 % refund if cancelled before the event starts"; DESIGN 15):
 * only a pre_event order whose event has not started — no linked event yet, or the linked event still
 * `waiting`. processing → cancelled, then a full refund; the refund's webhook moves it to refunded.
 * Calling it again on the cancelled order asks for the refund again (request-order-refund.ts): the same
 * idempotency key until Stripe reports that refund failed, so a refund call that failed after the cancel is
 * completed by the customer's retry, and a refund that failed is asked anew.
 * A completed pre_event order (linked to its event) whose event still waits takes the same path:
 * completed → cancelled, the refund, then refunded on Stripe's event.
 */
export const cancelPaidOrder = async (deps: PaymentDeps, order: PaymentOrder): Promise<PaymentOrder> => {
  const paymentIntentId = order.paymentIntentId;
  if (!paymentIntentId || order.orderType !== 'pre_event') throw domainError('ORDER_PAID_CANCEL_UNAVAILABLE', `${order.orderType} ${order.status}`);
  if (order.status === 'refunded') return order;
  if (!isPaidStatus(order.status) && order.status !== 'cancelled') {
    throw domainError('ORDER_PAID_CANCEL_UNAVAILABLE', order.status);
  }
  if (order.status !== 'cancelled' && (order.eventId || order.eventCode)) {
    // Linked: only while its event still waits. An event we cannot read is treated as started (refuse, safe).
    const status = order.eventCode ? await deps.orders.linkedEventStatus(order.eventCode) : undefined;
    if (status !== 'waiting') throw domainError('EVENT_ALREADY_STARTED', `event ${order.eventId ?? order.eventCode} is ${status}`);
  }

  let current = order;
  // A linked package (completed) is cancelled too (issue 27.4): the history says who cancelled before Stripe confirms.
  if (isPaidStatus(order.status)) {
    try {
      const r = await deps.orders.transition({
        orderId: order.id,
        to: 'cancelled',
        // Only from the status judged above: a package linked meanwhile (processing → completed) may now
        // belong to an event that has started, which this request never checked.
        from: [order.status],
        reason: CANCELLED_BY_CUSTOMER,
        actor: 'customer',
        set: { refundRequestedAt: deps.now().toISOString() },
        owesRefund: true,
      });
      current = r.order;
    } catch (err) {
      if (!deps.orders.isConflict(err)) throw err;
      const now = await deps.orders.get(order.id);
      // Refunded meanwhile (staff's refund, or one from the Dashboard, confirmed): what the cancel asks is done,
      // and the answer says so, as for an order read refunded.
      if (now?.status === 'refunded') return now;
      // A concurrent cancel won: finish its refund. Anything else (e.g. completed by its link) is refused: judged anew on a retry.
      if (now?.status !== 'cancelled') throw domainError('ORDER_PAID_CANCEL_UNAVAILABLE', `now ${now?.status}`);
      current = now;
    }
  }
  const { attempt, refund } = await requestOrderRefund(deps, current, paymentIntentId);
  deps.log.info('customer cancel refunded', { orderId: order.id, attempt, ...refund });
  if (current.status === 'cancelled') await deps.mailer.send('order-cancelled', current);
  return current;
};

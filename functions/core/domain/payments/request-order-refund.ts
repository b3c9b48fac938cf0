import { domainError } from '../errors.js';
import type { PaymentDeps, PaymentOrder, RefundResult } from './ports.js';
import { failedRefundsAppend, refundAttempt, refundKey, spentRefundKey, unansweredRefundMark } from './refund-key.js';

/**
 * Asks Stripe for the full refund of the order's own payment under the key of its current attempt
 * (refund-key.ts); Stripe's refund events then make the order refunded (handle-stripe-event.ts). `order` must
 * be read fresh: its recorded failures choose the key. A retry after a failure records which attempt it asked
 * and when (one write, the first time), so staff see the refund asked again rather than only the failure.
 * Stripe's answer takes the order off the refund outbox, which the cancel put it on (data/refund-due-item.ts):
 * until then the auto-end job asks again (owed-refunds.ts).
 */
export const requestOrderRefund = async (
  deps: PaymentDeps,
  order: PaymentOrder,
  paymentIntentId: string,
): Promise<{ attempt: number; refund: RefundResult }> => {
  const attempt = refundAttempt(order);
  const gateway = await deps.gateway();
  const idempotencyKey = refundKey(order.id, attempt);
  // "Already refunded" is taken as asked: the charge's money is back or on its way (a refund under way or made,
  // e.g. in the Dashboard), and that refund's events make the order refunded.
  const refund = await gateway.createRefund({ paymentIntentId, orderId: order.id, reason: 'requested_by_customer', idempotencyKey }).catch(async (err: unknown) => {
    // Stripe keeps its own 500 under the key for 24 h: the attempt is spent, and the next one asks under a new
    // key (refund-key.ts). Stripe never refunds a charge twice, so a new key cannot pay back twice.
    if (spentRefundKey(err)) {
      await deps.orders.record({ orderId: order.id, set: {}, append: { failedRefundIds: failedRefundsAppend(order, unansweredRefundMark(idempotencyKey)) } });
    }
    throw err;
  });
  // The order's own payment unknown to Stripe (another account's keys?): Stripe refused, as before (502).
  if (refund.kind === 'no-such-payment') throw domainError('PAYMENT_PROVIDER_ERROR', `stripe has no payment_intent ${paymentIntentId}`);
  // Answered: the refund is Stripe's now (its events make the order refunded, or report it failed for staff).
  // Off the refund outbox; a failure to take it off only makes the job ask once more, under this same key.
  await deps.orders.refundAnswered(order.id).catch((err: unknown) => {
    deps.log.warn('refund outbox: taking the entry off failed', { orderId: order.id, error: err instanceof Error ? err.message : String(err) });
  });
  if (attempt > 1 && order.refundAttempt !== attempt) {
    await deps.orders.record({ orderId: order.id, set: { refundAttempt: attempt, refundRequestedAt: deps.now().toISOString() } });
  }
  return { attempt, refund };
};

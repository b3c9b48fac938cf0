import { clearRefundDue, postponeRefundDue, queryRefundsDue } from '../../data/refund-due-item.js';
import { DomainError } from '../../errors.js';
import { eachItem } from '../../jobs/each-item.js';
import { nextRetryAt } from '../../jobs/retry-at.js';
import type { PaymentDeps, PaymentOrder } from './ports.js';
import { requestOrderRefund } from './request-order-refund.js';

/** What asking an owed refund again came to. */
export type OwedRefundOutcome =
  | 'asked' // Stripe answered with a refund (or the charge is refunded already): off the outbox
  | 'not-owed' // refunded, or no longer a paid order cancelled for its refund
  | 'refused'; // Stripe refused the request itself (4xx, no such payment): asking again cannot help, staff must

/**
 * A paid order cancelled for its refund whose request Stripe has not answered with a refund (the request
 * failed: Stripe down, its own 500, the function stopped between the cancel and the request): the refund is
 * asked again (request-order-refund.ts: the next attempt's key after Stripe's own error, the same key
 * otherwise, so Stripe dedupes and never refunds twice). A Stripe failure that may pass is thrown (the job
 * tries later); one that cannot is logged for staff, whose order details offer the Refund.
 */
export const askOwedRefund = async (deps: PaymentDeps, order: PaymentOrder | undefined): Promise<OwedRefundOutcome> => {
  if (!order?.paymentIntentId || order.status !== 'cancelled' || !order.refundRequestedAt) return 'not-owed';
  try {
    const { attempt, refund } = await requestOrderRefund(deps, order, order.paymentIntentId);
    deps.log.info('owed refund asked again', { orderId: order.id, attempt, ...refund });
    return 'asked';
  } catch (err) {
    if (!(err instanceof DomainError && err.code === 'PAYMENT_PROVIDER_ERROR')) throw err;
    deps.log.error('owed refund refused by Stripe: staff must refund by hand', { orderId: order.id, detail: err.message });
    return 'refused';
  }
};

/**
 * The auto-end job's pass over the refund outbox (data/refund-due-item.ts): each order due is asked its refund
 * again and taken off once Stripe answered (or none is owed, or Stripe refused: reported in `failed`, like a
 * try that failed again, which stays on the outbox, due later: nextRetryAt, from when the refund was owed).
 * The payment wiring (Stripe's client) loads only when an entry is due.
 */
export const askDueRefunds = async (at: Date): Promise<{ asked: string[]; failed: string[] }> => {
  const asked: string[] = [];
  const failed: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryRefundsDue(at, cursor);
    if (page.due.length > 0) {
      const { paymentDeps } = await import('./wiring.js');
      const askOne = async (entry: { orderId: string; owedSince: string | undefined }): Promise<void> => {
        let outcome: OwedRefundOutcome;
        try {
          outcome = await askOwedRefund(paymentDeps, await paymentDeps.orders.get(entry.orderId));
        } catch (err) {
          await postponeRefundDue(entry.orderId, nextRetryAt(entry.owedSince, at));
          throw err;
        }
        await clearRefundDue(entry.orderId);
        if (outcome === 'refused') throw new Error(`refund of order ${entry.orderId} refused by Stripe`);
        if (outcome === 'asked') asked.push(entry.orderId);
      };
      failed.push(...(await eachItem('refund-outbox', page.due, (d) => d.orderId, askOne)).failed);
    }
    cursor = page.cursor;
  } while (cursor);
  return { asked, failed };
};

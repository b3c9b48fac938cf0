import type { PaymentOrder } from './ports.js';

type RefundFacts = Pick<PaymentOrder, 'failedRefundIds' | 'refundFailure'>;

/**
 * Which attempt the next refund of the order's own payment is: 1, plus one for each refund of that payment
 * Stripe reported failed and each request Stripe answered with its own error (unansweredRefundMark). Stripe
 * keeps a key's first result for at least 24 h, a refund that failed later and its own 500s included, so a
 * request after a failure needs a key never used before; any other repeat (a double click, a concurrent
 * duplicate) derives the same attempt, and Stripe answers it with the refund that key already made. An order
 * whose failure was recorded before `failedRefundIds` existed counts its `refundFailure`. Money cannot go back
 * twice either way: Stripe never refunds a charge beyond its amount, and a failed refund is what gives that
 * amount back.
 */
export const refundAttempt = (order: RefundFacts): number => {
  const failed = order.failedRefundIds ?? (order.refundFailure ? [order.refundFailure.refundId] : []);
  return new Set(failed).size + 1;
};

/**
 * The refund's idempotency key; the customer's cancel and the staff refund share it, so an order is refunded
 * once per attempt whoever asks. Attempt 1 keeps the key refunds always had.
 */
export const refundKey = (orderId: string, attempt: number): string => (attempt === 1 ? `refund:${orderId}` : `refund:${orderId}:attempt:${attempt}`);

/**
 * For staff, once a refund of the order's payment failed: the attempt last asked of Stripe (0: none asked
 * yet, e.g. a failed refund made in the Dashboard) and how many failed. A retry is due while
 * `0 < requested <= failed`; `requested > failed` means the last one asked is under way.
 */
export const refundAttemptsOf = (order: RefundFacts & Pick<PaymentOrder, 'refundAttempt' | 'refundRequestedAt'>): { requested: number; failed: number } | undefined => {
  const failed = refundAttempt(order) - 1;
  if (failed === 0) return undefined;
  return { requested: order.refundAttempt ?? (order.refundRequestedAt ? 1 : 0), failed };
};

/**
 * What `failedRefundIds` holds for a refund request Stripe answered with an error instead of a refund (no
 * refund id to name): the key it spent. Concurrent failures of one attempt write the same mark, so they
 * count once.
 */
export const unansweredRefundMark = (idempotencyKey: string): string => `key:${idempotencyKey}`;

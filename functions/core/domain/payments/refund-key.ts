import { DomainError } from '../../errors.js';
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
 * What a write adds to `failedRefundIds` for `failed` (a failed refund of the order's own payment, or a key
 * spent: unansweredRefundMark), or for nothing when the failure was another payment's. Once the list exists it
 * is all refundAttempt counts, so its first write carries the failure an older order counted from its
 * `refundFailure` alone (a retry would otherwise ask again under the key that just failed), and another
 * payment's failure writes it too, empty, so that the `refundFailure` it sets is not taken for the order's.
 */
export const failedRefundsAppend = (order: RefundFacts, failed?: string): string[] => [
  ...(order.failedRefundIds === undefined && order.refundFailure ? [order.refundFailure.refundId] : []),
  ...(failed !== undefined ? [failed] : []),
];

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

/**
 * A refund request that spent its key without a refund to show for it: Stripe answered with its own error
 * (a 5xx, which it keeps under the key and replays to it for 24 h), or the answer never came (connection,
 * rate limit: the request may have run). The next request for that money needs a new key; a new key cannot
 * pay back twice, since Stripe refuses to refund a charge beyond its amount ("already refunded").
 */
export const spentRefundKey = (err: unknown): boolean => err instanceof DomainError && err.code === 'PAYMENT_PROVIDER_UNAVAILABLE';

/**
 * A payment the webhook gives back on its own (fulfil-payment.ts giveBack): one that does not match its
 * order (another session, amount or currency) or one the order cannot take (a second payment, one after a
 * cancel).
 */
export type GiveBackKind = 'mismatch' | 'extra';

/**
 * The idempotency key of the `attempt`-th request to give back a payment. Attempt 1 keeps the keys these
 * refunds always had (`refund:mismatch:<paymentIntent>`, `refund:<orderId>:<paymentIntent>`).
 */
export const giveBackKey = (kind: GiveBackKind, orderId: string, paymentIntentId: string, attempt: number): string => {
  const first = kind === 'mismatch' ? `refund:mismatch:${paymentIntentId}` : `refund:${orderId}:${paymentIntentId}`;
  return attempt === 1 ? first : `${first}:attempt:${attempt}`;
};

/**
 * Which attempt the next request to give back a payment is: one more than its requests that spent their key
 * (spentRefundKey; the order's `failedGiveBackKeys`). A redelivery of the event, or the success page at the
 * same time, derives the same attempt until one of them spends it; concurrent failures of one attempt write
 * the same key, so they count once.
 */
export const giveBackAttempt = (order: Pick<PaymentOrder, 'id' | 'failedGiveBackKeys'>, kind: GiveBackKind, paymentIntentId: string): number => {
  const spent = new Set(order.failedGiveBackKeys ?? []);
  let attempt = 1;
  while (spent.has(giveBackKey(kind, order.id, paymentIntentId, attempt))) attempt += 1;
  return attempt;
};

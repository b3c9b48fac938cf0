/**
 * How much of an order's money went back, and how much of it the staff figures count (revenue = paid RON minus
 * refunded RON). Pure, used by the server's writes (orders domain), the staff-figures stream and the organizer's
 * "spent". The facts come from Stripe's refund events only (a verified webhook), one entry per refund:
 *
 * - A refund's status only moves forward: pending / requires_action → succeeded → failed or canceled (Stripe can
 *   fail a refund it reported succeeded; a failed or cancelled one never succeeds again). An event older than
 *   what is stored changes nothing, so redelivery and any order of delivery give the same entries.
 * - Only succeeded refunds of the order's OWN payment count: a payment the webhook gave back (a second payment,
 *   a mismatch) was never counted as revenue, and a pending refund has not left yet.
 * - A refunded order counts its whole total, whatever entries arrived (charge.refunded may come before them).
 * - An order still pending has no payment of its own yet: nothing counts until it is paid.
 */

export interface RefundEntry {
  /** Minor units of the order's currency. */
  amount: number;
  /** Stripe's refund status (pending, requires_action, succeeded, failed, canceled). */
  status: string;
  /** The PaymentIntent the refund gives back. */
  paymentIntentId: string;
  /** When the entry was written (ISO). */
  at: string;
}

export type RefundEntries = Record<string, RefundEntry>;

const RANK: Record<string, number> = { pending: 0, requires_action: 0, succeeded: 1, failed: 2, canceled: 2 };
const rankOf = (status: string): number => RANK[status] ?? -1;

/** The entries with this refund's news applied; the same object when it tells nothing new (older or equal status). */
export const mergeRefundEntry = (entries: RefundEntries | undefined, refundId: string, entry: RefundEntry): RefundEntries => {
  const current = entries?.[refundId];
  if (current && rankOf(current.status) >= rankOf(entry.status)) return entries ?? {};
  return { ...(entries ?? {}), [refundId]: entry };
};

export interface RefundFacts {
  status: string;
  totalAmount: number;
  ronTotal: number;
  paymentIntentId?: string | undefined;
  refunds?: RefundEntries | undefined;
}

/** Minor units of the order's own payment given back (succeeded refunds; the whole total once refunded). */
export const refundedAmountOf = (o: RefundFacts): number => {
  if (o.status === 'refunded') return o.totalAmount;
  if (o.status === 'pending' || !o.paymentIntentId) return 0;
  const sum = Object.values(o.refunds ?? {})
    .filter((r) => r.status === 'succeeded' && r.paymentIntentId === o.paymentIntentId)
    .reduce((s, r) => s + r.amount, 0);
  return Math.min(sum, o.totalAmount);
};

/** The RON equivalent of `amount` of the order (its own dated rate: a share of its RON total). */
export const ronShareOf = (o: Pick<RefundFacts, 'totalAmount' | 'ronTotal'>, amount: number): number => {
  if (amount <= 0 || o.totalAmount <= 0) return 0;
  if (amount >= o.totalAmount) return o.ronTotal;
  return Math.round((amount * o.ronTotal) / o.totalAmount);
};

/** What the figures should count as refunded for the order as it is (RON minor units). */
export const refundRonOf = (o: RefundFacts): number => ronShareOf(o, refundedAmountOf(o));

/**
 * What the figures HAVE counted for a stored order: its `refundedRon`, or, on an order written before refunds were
 * counted per refund, its whole RON total if it is refunded (the old rule counted it at that transition) else 0.
 */
export const countedRefundRonOf = (o: { status?: unknown; ronTotal?: unknown; refundedRon?: unknown }): number => {
  if (typeof o.refundedRon === 'number') return o.refundedRon;
  return o.status === 'refunded' && typeof o.ronTotal === 'number' ? o.ronTotal : 0;
};

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { clearOutboxEntry, postponeOutboxEntry, queryOutboxDue } from './outbox.js';
import { keys, tableName, type ItemKey } from './table.js';

/**
 * The refund outbox (data/outbox.ts): a paid order cancelled for a refund (the buyer's cancel, staff's Refund)
 * owes its buyer that refund until Stripe answers the request with one. The cancelling transition puts this
 * item (in the order's collection, SK after META: the customer's history read `SK BETWEEN HIST# AND META`
 * never reads it, the staff details show it, data/order-collection.ts) on GSI1 = keys.refundDue, due a little
 * after the cancel: the request that follows it normally takes it off within the second
 * (payments/request-order-refund.ts). If Stripe could not be asked or answered
 * with its own error (or the function stopped in between), the every-minute auto-end job asks again
 * (payments/owed-refunds.ts), backing off up to hourly. The order's META cannot carry the entry: its GSI1 is the
 * staff list's status bucket. Kept a year at most: long after any refund could still be made.
 */
export const refundDueKey = (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'REFUND-DUE' as const }) satisfies ItemKey;

/** How long after the cancel the job first looks: the cancel's own request has answered long before. */
export const REFUND_DUE_AFTER_MS = 2 * 60_000;
const REFUND_DUE_TTL_SECONDS = 365 * 24 * 3600;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The outbox entry, as one more item of the cancelling transition (unconditional: only a change writes it). */
export const refundDuePut = (orderId: string, cancelledAt: Date): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...refundDueKey(orderId),
      entity: 'refund-due',
      orderId,
      owedSince: cancelledAt.toISOString(),
      GSI1PK: keys.refundDue,
      GSI1SK: new Date(cancelledAt.getTime() + REFUND_DUE_AFTER_MS).toISOString(),
      ttl: Math.floor(cancelledAt.getTime() / 1000) + REFUND_DUE_TTL_SECONDS,
    },
  },
});

/** An order whose refund is due to be asked again, and since when it is owed (the back-off's start). */
export interface RefundDue {
  orderId: string;
  owedSince: string | undefined;
}

/** The refund outbox: orders whose refund is due by `by`, a page at a time. */
export const queryRefundsDue = async (by: Date, cursor?: Record<string, unknown>): Promise<{ due: RefundDue[]; cursor?: Record<string, unknown> }> => {
  const page = await queryOutboxDue(keys.refundDue, by, 'orderId, owedSince', cursor);
  const due = page.items.map((i) => ({ orderId: String(i.orderId), owedSince: typeof i.owedSince === 'string' ? i.owedSince : undefined }));
  return page.cursor ? { due, cursor: page.cursor } : { due };
};

/** Stripe answered the refund request with a refund (or the charge is refunded already), or none is owed: off the outbox. */
export const clearRefundDue = (orderId: string): Promise<void> => clearOutboxEntry(refundDueKey(orderId), keys.refundDue);

/** Asking failed again: due (again) at `next`, while its entry exists. */
export const postponeRefundDue = (orderId: string, next: Date): Promise<void> => postponeOutboxEntry(refundDueKey(orderId), keys.refundDue, next);

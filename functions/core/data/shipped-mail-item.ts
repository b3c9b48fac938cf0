import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { EMAIL_SENT_TTL_SECONDS } from './email-sent-item.js';
import { clearOutboxEntry, postponeOutboxEntry, queryOutboxDue } from './outbox.js';
import { keys, tableName, type ItemKey } from './table.js';

/**
 * The shipped-mail outbox (data/outbox.ts): a prints order that staff completed with a tracking number owes
 * its buyer the 'order-shipped' e-mail. The completion's transaction puts this item (in the order's collection,
 * SK after META: the customer's history read `SK BETWEEN HIST# AND META` never reads it, the staff details'
 * read of the whole collection shows it as owed, data/order-collection.ts) on GSI1 = keys.shippedMail,
 * due at the completion; the send takes it off, a failed send leaves it for the auto-end job. The order's META
 * cannot carry the entry: its GSI1 is the staff list's status bucket. Kept as long as the e-mail's dedupe
 * claim (ttl): an entry outliving the claim could mail twice.
 */
export const shippedMailKey = (orderId: string) => ({ PK: `ORDER#${orderId}`, SK: 'SHIPPED-MAIL' as const }) satisfies ItemKey;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The outbox entry, as one more item of the transaction that completes the order (unconditional: only a change writes it). */
export const shippedMailPut = (orderId: string, completedAt: Date): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...shippedMailKey(orderId),
      entity: 'shipped-mail',
      orderId,
      completedAt: completedAt.toISOString(),
      GSI1PK: keys.shippedMail,
      GSI1SK: completedAt.toISOString(),
      ttl: Math.floor(completedAt.getTime() / 1000) + EMAIL_SENT_TTL_SECONDS,
    },
  },
});

/** An order whose shipped e-mail is due, and since when it is owed (the back-off's start). */
export interface ShippedMailDue {
  orderId: string;
  completedAt: string | undefined;
}

/** The shipped-mail outbox: orders whose shipped e-mail is due by `by`, a page at a time. */
export const queryShippedMailsDue = async (by: Date, cursor?: Record<string, unknown>): Promise<{ due: ShippedMailDue[]; cursor?: Record<string, unknown> }> => {
  const page = await queryOutboxDue(keys.shippedMail, by, 'orderId, completedAt', cursor);
  const due = page.items.map((i) => ({ orderId: String(i.orderId), completedAt: typeof i.completedAt === 'string' ? i.completedAt : undefined }));
  return page.cursor ? { due, cursor: page.cursor } : { due };
};

/** The shipped e-mail went (or is no longer owed): off the outbox. */
export const clearShippedMail = (orderId: string): Promise<void> => clearOutboxEntry(shippedMailKey(orderId), keys.shippedMail);

/** The shipped e-mail failed: due (again) at `next`, while its entry exists. */
export const postponeShippedMail = (orderId: string, next: Date): Promise<void> => postponeOutboxEntry(shippedMailKey(orderId), keys.shippedMail, next);

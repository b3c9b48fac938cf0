import { getOrderItem, type OrderItem } from '../data/order-item.js';
import { eachItem } from './each-item.js';
import { nextRetryAt } from './retry-at.js';

/** One outbox of an order e-mail (archive-ready, order shipped), as the auto-end job drains it. */
export interface OrderMailOutbox<T extends { orderId: string }> {
  /** The job's name for the pass (its log lines and failures). */
  name: string;
  /** Entries due by `by`, a page at a time. */
  queryDue: (by: Date, cursor?: Record<string, unknown>) => Promise<{ due: T[]; cursor?: Record<string, unknown> }>;
  /** Since when the entry's e-mail is owed: the back-off's start (retry-at.ts). */
  owedSince: (entry: T) => string | undefined;
  /** Sends the order's e-mail, if it is still owed (deduped per order and template); throws when the send fails. */
  mail: (order: OrderItem) => Promise<void>;
  clear: (orderId: string) => Promise<void>;
  postpone: (orderId: string, next: Date) => Promise<void>;
}

/**
 * The auto-end job's pass over an order e-mail's outbox: each order due is mailed and taken off; one that fails
 * again is due later (nextRetryAt, failing since it was owed) and reported in `failed`, the others go on. An
 * order that is gone owes nothing and leaves the outbox.
 */
export const mailDueOrders = async <T extends { orderId: string }>(outbox: OrderMailOutbox<T>, at: Date): Promise<{ mailed: string[]; failed: string[] }> => {
  const mailed: string[] = [];
  const failed: string[] = [];
  const mailOne = async (entry: T): Promise<void> => {
    const order = await getOrderItem(entry.orderId);
    try {
      if (order) await outbox.mail(order);
    } catch (err) {
      await outbox.postpone(entry.orderId, nextRetryAt(outbox.owedSince(entry), at));
      throw err;
    }
    await outbox.clear(entry.orderId);
    mailed.push(entry.orderId);
  };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await outbox.queryDue(at, cursor);
    failed.push(...(await eachItem(outbox.name, page.due, (d) => d.orderId, mailOne)).failed);
    cursor = page.cursor;
  } while (cursor);
  return { mailed, failed };
};

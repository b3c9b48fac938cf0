import type { OrderItem } from '../../data/order-item.js';
import { clearShippedMail, postponeShippedMail, queryShippedMailsDue, type ShippedMailDue } from '../../data/shipped-mail-item.js';
import { sendOrderEmail } from '../../email/send-order-email.js';
import { mailDueOrders } from '../../jobs/order-mail-outbox.js';
import { log } from '../../log.js';
import { emailOrderOf } from './order-email.js';

/**
 * The 'order-shipped' e-mail hands the buyer of prints the carrier's tracking number, so it must arrive. The
 * staff completion's transaction puts the order on the shipped-mail outbox (data/shipped-mail-item.ts) and
 * the e-mail is sent right after; it leaves the outbox once sent (or no longer owed), and a send that failed
 * is left there for the every-minute auto-end job (mailDueShipped), backing off up to hourly. Deduped per
 * order (sendOrderEmail): staff repeating Complete, the job's reruns and a send racing the job mail once. An
 * order refunded meanwhile is not mailed (its customer has been told it is refunded).
 */
const mail = async (order: OrderItem, claimToken?: string): Promise<void> => {
  if (order.status === 'completed' && order.trackingNumber) await sendOrderEmail({ template: 'order-shipped', order: emailOrderOf(order), claimToken });
};

/** An outbox write that follows a send in a request: its failure is logged, never the request's (the job makes up for it). */
const logged = async (what: string, orderId: string, write: () => Promise<void>): Promise<void> => {
  try {
    await write();
  } catch (err) {
    log.warn(`shipped-mail outbox: ${what} failed`, { orderId, error: err instanceof Error ? err.message : String(err) });
  }
};

/**
 * Right after the completion (staff's Complete): false when the send failed — never thrown, the order is
 * shipped all the same and the e-mail is now the outbox's job. The entry is then put back, due at once, in
 * case the job took it off meanwhile on finding the e-mail claimed by this very send (which gave its claim
 * back on failing). A send that went takes the entry off (a repeat whose e-mail went before, too).
 */
export const mailShipped = async (order: OrderItem, claimToken: string | undefined, at: Date): Promise<boolean> => {
  try {
    await mail(order, claimToken);
  } catch (err) {
    log.warn('shipped e-mail not sent yet: the auto-end job sends it', { orderId: order.id, error: err instanceof Error ? err.message : String(err) });
    await logged('putting the entry back', order.id, () => postponeShippedMail(order.id, at));
    return false;
  }
  await logged('taking the entry off', order.id, () => clearShippedMail(order.id));
  return true;
};

/**
 * The auto-end job's pass over the shipped-mail outbox: each order due is mailed and taken off; one that fails
 * again is due later (nextRetryAt, failing since its completion) and reported in `failed`, the others go on.
 */
export const mailDueShipped = (at: Date): Promise<{ mailed: string[]; failed: string[] }> =>
  mailDueOrders<ShippedMailDue>(
    { name: 'order-shipped-mail', queryDue: queryShippedMailsDue, owedSince: (d) => d.completedAt, mail, clear: clearShippedMail, postpone: postponeShippedMail },
    at,
  );

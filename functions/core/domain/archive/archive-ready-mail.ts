import { isPaidStatus } from '../../../../shared/orders/order-status.js';
import { clearArchiveMail, postponeArchiveMail, queryArchiveMailsDue, type ArchiveMailDue } from '../../data/archive-item.js';
import type { OrderItem } from '../../data/order-item.js';
import { sendOrderEmail } from '../../email/send-order-email.js';
import { mailDueOrders } from '../../jobs/order-mail-outbox.js';
import { log } from '../../log.js';
import { emailOrderOf } from '../orders/order-email.js';

/**
 * The archive-ready e-mail hands the buyer the links of the raw archive they paid for, so it must arrive. It is
 * sent as the archive is delivered (deliverArchive); a send that fails there puts the order on the archive-mail
 * outbox in the write that marks the build delivered (markPartsReady), and the every-minute auto-end job sends
 * it from there (mailDueArchives), backing off up to hourly. Deduped per order (sendOrderEmail): a rebuild, a
 * redelivered last part and the job's reruns mail once. An order cancelled or refunded meanwhile (its links are
 * refused) is not mailed.
 */
const mail = async (order: OrderItem): Promise<void> => {
  if (isPaidStatus(order.status)) await sendOrderEmail({ template: 'archive-ready', order: emailOrderOf(order) });
};

/** At delivery: false when the send failed (never thrown: the archive is delivered all the same), to be retried from the outbox. */
export const mailArchiveReady = async (order: OrderItem): Promise<boolean> => {
  try {
    await mail(order);
    return true;
  } catch (err) {
    log.warn('archive-ready e-mail not sent yet: the auto-end job sends it', { orderId: order.id, error: err instanceof Error ? err.message : String(err) });
    return false;
  }
};

/**
 * The auto-end job's pass over the archive-mail outbox: each order due is mailed and taken off; one that fails
 * again is due later (nextRetryAt, failing since its delivery) and reported in `failed`, the others go on.
 */
export const mailDueArchives = (at: Date): Promise<{ mailed: string[]; failed: string[] }> =>
  mailDueOrders<ArchiveMailDue>(
    { name: 'archive-ready-mail', queryDue: queryArchiveMailsDue, owedSince: (d) => d.builtAt, mail, clear: clearArchiveMail, postpone: postponeArchiveMail },
    at,
  );

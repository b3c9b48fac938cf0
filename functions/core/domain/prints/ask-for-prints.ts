import { clearPrintsAsk, postponePrintsAsk, queryPrintsAsksDue } from '../../data/event-lifecycle.js';
import { getEventItem, type EventItem } from '../../data/event-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { keys } from '../../data/table.js';
import { now } from '../../clock.js';
import { sendOrderEmail } from '../../email/send-order-email.js';
import { eachItem } from '../../jobs/each-item.js';
import { nextRetryAt } from '../../jobs/retry-at.js';
import { log } from '../../log.js';
import { emailOrderOf } from '../orders/order-email.js';
import { printBundleSizeOf } from './package-print-bundle.js';

/**
 * Once an event has ended, the buyer of its package is asked by e-mail to choose the photos of the package's
 * print bundle (issue #28.3): a product they paid for, so the ask must arrive. The end's own write puts such an
 * event on the prints-ask outbox (data/event-lifecycle.ts); it leaves the outbox only here, once the e-mail
 * went or there is nothing left to ask (no bundle any more, the package refunded, the photos already chosen). Deduped per order and
 * template (sendOrderEmail): the end's retries, the several ways an event ends and the job's reruns ask once.
 */
const ask = async (event: EventItem): Promise<void> => {
  if (event.orderId && printBundleSizeOf(event.addOns) !== undefined) {
    const pkg = await getOrderItem(event.orderId);
    // As the choice screen (print-selection.ts): a package being refunded, or refunded, has no prints to choose —
    // which matters now that an ask may be retried for hours.
    if (pkg && !pkg.printOrderId && pkg.status === 'completed') await sendOrderEmail({ template: 'prints-choose', order: emailOrderOf(pkg) });
  }
  await clearPrintsAsk(event.code);
};

/**
 * Right after the end (creator, staff, the timer): asks at once. A failure never fails the end; the event stays
 * on the outbox, due now, and the auto-end job's next run asks again (askDuePrints). The entry is put back all
 * the same: a job pass that ran during this send found the e-mail claimed by it and took the entry off.
 */
export const askForPrints = async (event: EventItem): Promise<void> => {
  if (event.GSI1PK !== keys.printsAsk) return;
  try {
    await ask(event);
  } catch (err) {
    log.warn('prints e-mail not sent yet: the auto-end job asks again', { code: event.code, error: err instanceof Error ? err.message : String(err) });
    await postponePrintsAsk(event.code, now()).catch((e: unknown) => {
      log.warn('prints ask: putting the entry back failed', { code: event.code, error: e instanceof Error ? e.message : String(e) });
    });
  }
};

/**
 * The auto-end job's pass over the outbox: every ended event whose ask is due is asked; one that fails again is
 * due later (nextRetryAt, failing since the ask was owed: the end, or a later link) and reported in `failed`, the others go on.
 */
export const askDuePrints = async (at: Date): Promise<{ asked: string[]; failed: string[] }> => {
  const asked: string[] = [];
  const failed: string[] = [];
  const askOne = async (code: string): Promise<void> => {
    const event = await getEventItem(code);
    if (!event) return;
    try {
      await ask(event);
    } catch (err) {
      await postponePrintsAsk(code, nextRetryAt(event.printsAskOwedSince ?? event.endedAt, at));
      throw err;
    }
    asked.push(code);
  };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryPrintsAsksDue(at, cursor);
    failed.push(...(await eachItem('prints-ask', page.codes, (code) => code, askOne)).failed);
    cursor = page.cursor;
  } while (cursor);
  return { asked, failed };
};

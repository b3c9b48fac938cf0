import { UNPAID_ORDER_LIMIT_MS } from '../../../../shared/orders/order-status.js';
import { now } from '../../clock.js';
import { queryPendingDue } from '../../data/order-item.js';
import { DomainError } from '../../errors.js';
import { eachItem } from '../../jobs/each-item.js';
import { transitionOrder } from './transition-order.js';

/** Spec section 9: an unpaid order is kept 24 hours. */
export const UNPAID_ORDER_MS = UNPAID_ORDER_LIMIT_MS;
export const UNPAID_CANCEL_REASON = 'Payment not received within 24 hours';

const CONCURRENCY = 4;

const cancelOne = async (orderId: string): Promise<string | undefined> => {
  try {
    const r = await transitionOrder({ orderId, to: 'cancelled', from: ['pending'], reason: UNPAID_CANCEL_REASON, actor: 'system', set: { cancelledAt: now().toISOString() } });
    return r.changed ? orderId : undefined;
  } catch (e) {
    // Paid or otherwise moved on since the index was read: nothing to do for this one.
    if (e instanceof DomainError && (e.code === 'ORDER_STATUS_CONFLICT' || e.code === 'ORDER_NOT_FOUND')) return undefined;
    throw e;
  }
};

/**
 * The unpaid-order job: every order still pending 24 hours after creation is cancelled, page by page from
 * GSI1 (no scan). Each cancel is the ordinary conditional transition, so reruns, overlaps and a payment
 * landing at the same moment are harmless: a paid order is no longer pending and is left alone.
 */
export const cancelUnpaidOrders = async (): Promise<{ cancelled: string[]; failed: string[] }> => {
  const at = now();
  const cancelled: string[] = [];
  const failed: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryPendingDue(at, cursor);
    // A few at a time: every cancel also updates the one totals item, so a whole page at once would only
    // queue up on transaction conflicts. An order that fails (logged) stays pending for the next run and
    // does not keep the others from being cancelled.
    const run = await eachItem('cancel-unpaid-orders', page.ids, (id) => id, cancelOne, CONCURRENCY);
    for (const id of run.results) if (id) cancelled.push(id);
    failed.push(...run.failed);
    cursor = page.cursor;
  } while (cursor);
  return { cancelled, failed };
};

import { archiveKeys, clearDeferredBuild, queryDeferredBuildsDue } from '../../data/archive-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { postponeOutboxEntry } from '../../data/outbox.js';
import { keys } from '../../data/table.js';
import { eachItem } from '../../jobs/each-item.js';
import { isValidArchiveOrder } from './event-archive.js';
import { requestArchiveBuild } from './request-archive-build.js';

/** A build asked for again and lost on the way (its invoke failed) is asked for once more after this. */
const SAFETY_NET_MS = 5 * 60_000;

/** One waiting build: still owed? Then pushed back as a safety net and asked for again (the planner re-defers or plans). */
const askAgain = async (orderId: string, at: Date): Promise<boolean> => {
  const order = await getOrderItem(orderId);
  if (!order || !isValidArchiveOrder(order)) {
    // Cancelled or refunded while it waited: nothing to build.
    await clearDeferredBuild(orderId);
    return false;
  }
  try {
    await postponeOutboxEntry(archiveKeys.wait(orderId), keys.archiveWait, new Date(at.getTime() + SAFETY_NET_MS));
  } catch (e) {
    // Taken off meanwhile: another request planned it.
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return false;
    throw e;
  }
  return (await requestArchiveBuild(orderId)).requested;
};

/**
 * The auto-end job's pass over the archive-wait outbox (run-archive-build.ts uploadsSettleCheck): each raw
 * archive whose event was still taking uploads when its build was asked for is asked for again once due; the
 * planner builds it once the event's uploads settled, or puts it back to wait. A failure is reported in `failed`
 * (its entry stays due), the others go on.
 */
export const requestDueArchiveBuilds = async (at: Date): Promise<{ requested: string[]; failed: string[] }> => {
  const requested: string[] = [];
  const failed: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryDeferredBuildsDue(at, cursor);
    const run = await eachItem('archive-wait', page.orderIds, (id) => id, async (id) => ((await askAgain(id, at)) ? id : undefined));
    requested.push(...run.results.filter((id): id is string => id !== undefined));
    failed.push(...run.failed);
    cursor = page.cursor;
  } while (cursor);
  return { requested, failed };
};

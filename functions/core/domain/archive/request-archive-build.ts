import { now } from '../../clock.js';
import { config } from '../../config.js';
import { clearBuildRequest, markBuildRequested } from '../../data/archive-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { keepEventPhotos } from '../../data/photo-retention.js';
import { invokeAsync } from '../../jobs/invoke-async.js';
import { log } from '../../log.js';
import { archiveObjectKey } from './archive-key.js';
import { ARCHIVE_PRODUCTS, claimEventArchive } from './event-archive.js';
import { noteForStaff } from './staff-note.js';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';

export { ARCHIVE_PRODUCTS } from './event-archive.js';
/** A second request within this window (a burst of downloads of a missing archive) starts no second build. */
export const BUILD_REQUEST_DEBOUNCE_MS = 10 * 60_000;

/**
 * Asks for an order's raw archive to be built (DESIGN 9, 15): called by the payment fulfilment of a
 * raw_archive or combo order, and by the download link when the archive object is gone. It first keeps the
 * event's photos for good (one conditional write that loses to a retention deletion already under way),
 * then starts the build job with an asynchronous invoke (Lambda retries it twice; build-archive.ts).
 * Idempotent: the job writes the same archive key and the same download token for the order.
 */
export const requestArchiveBuild = async (orderId: string): Promise<{ requested: boolean }> => {
  const order = await getOrderItem(orderId);
  if (!order) throw new Error(`requestArchiveBuild: no order ${orderId}`);
  if (!ARCHIVE_PRODUCTS.has(order.productType) || !order.eventCode) {
    log.warn('archive requested for an order without one', { orderId, productType: order.productType });
    return { requested: false };
  }
  const code = order.eventCode;
  // The event now knows its archive was bought: the expired screen shows its link, a second one is refused.
  if (isPaidStatus(order.status)) await claimEventArchive(order, code);
  const kept = await keepEventPhotos(code);
  if (kept.outcome !== 'kept') {
    // Paid for photos that retention already removed (or an event that no longer exists): staff must refund
    // or help by hand; the payment stays as it is.
    await noteForStaff(order, `Raw archive cannot be built: the event's photos are ${kept.outcome}.`);
    return { requested: false };
  }
  const key = archiveObjectKey(code, orderId);
  if (!(await markBuildRequested(orderId, code, key, now(), BUILD_REQUEST_DEBOUNCE_MS))) return { requested: false };
  try {
    await invokeAsync(config.archiveJobFunction, { orderId });
  } catch (err) {
    // Not started: let the next request (a webhook redelivery, a download) try again at once.
    await clearBuildRequest(orderId).catch(() => undefined);
    throw err;
  }
  return { requested: true };
};

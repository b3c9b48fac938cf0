import { getEventItem, type EventItem } from '../../data/event-item.js';
import { getOrderItem } from '../../data/order-item.js';
import { mailOrder } from '../orders/order-email.js';
import { printBundleSizeOf } from './package-print-bundle.js';

/**
 * Once an event has ended, the buyer of its package is asked by e-mail to choose the photos of the package's
 * print bundle (issue #28.3). Deduped per order and template (sendOrderEmail), so the end's retries and the
 * several ways an event ends (creator, staff, the timer) ask once; a failed send never fails the end.
 */
export const askForPrints = async (event: EventItem | string): Promise<void> => {
  const item = typeof event === 'string' ? await getEventItem(event) : event;
  if (!item?.orderId || printBundleSizeOf(item.addOns) === undefined) return;
  const pkg = await getOrderItem(item.orderId);
  if (!pkg || pkg.printOrderId) return;
  await mailOrder('prints-choose', pkg);
};

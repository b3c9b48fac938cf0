import { getOrderItem } from '../../data/order-item.js';
import { photoObjectKey } from '../../s3.js';
import { streamZipToS3 } from '../archive/build-archive.js';
import { shipsPrints } from '../orders/complete-order.js';
import { printEntryName, printFilesObjectKey } from './print-files-names.js';

export type PrintFilesBuildResult = { outcome: 'ready'; objectKey: string; entries: number; bytes: number } | { outcome: 'skipped'; reason: string };

/**
 * The archive job's print files (issue #28.4): the order's chosen photos at full resolution (the raw frame
 * each guest's camera took), in the chosen order, streamed into one ZIP under archives/. A photo deleted
 * since it was chosen fails the build (Lambda retries, then the dead-letter queue): staff see no link.
 */
export const buildPrintFiles = async (orderId: string): Promise<PrintFilesBuildResult> => {
  const order = await getOrderItem(orderId);
  if (!order) return { outcome: 'skipped', reason: 'no such order' };
  if (!shipsPrints(order.productType) || !order.eventCode || !order.photoIds?.length) return { outcome: 'skipped', reason: `no prints (${order.productType})` };
  const code = order.eventCode;
  const photoIds = order.photoIds;
  const objectKey = printFilesObjectKey(code, order.id);
  const mtime = new Date(order.createdAt);
  const built = await streamZipToS3(objectKey, async (add) => {
    photoIds.forEach((id, i) => add({ path: printEntryName(i, id), objectKey: photoObjectKey(code, id, 'raw'), mtime }));
  });
  return { outcome: 'ready', objectKey, ...built };
};

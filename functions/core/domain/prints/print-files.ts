import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StaffPrintFilesResponse } from '../../../../shared/schemas/print-selection.js';
import { config } from '../../config.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { invokeAsync } from '../../jobs/invoke-async.js';
import { objectExists, s3 } from '../../s3.js';
import { attachmentDisposition } from '../archive/archive-names.js';
import { DOWNLOAD_URL_TTL_SECONDS } from '../archive/download-archive.js';
import { domainError } from '../errors.js';
import { shipsPrints } from '../orders/complete-order.js';
import { printFilesName, printFilesObjectKey } from './print-files-names.js';

/** The archive job's payload for print files (functions/jobs/build-archive.ts). */
export interface PrintFilesJob {
  orderId: string;
  kind: 'prints';
}

/** A prints order (post-event bundle, combo, or a package's bundle) with its chosen photos, still to ship or shipped; 409 otherwise. */
const printOrder = (order: OrderItem | undefined, orderId: string): OrderItem & { eventCode: string; photoIds: string[] } => {
  if (!order) throw domainError('ORDER_NOT_FOUND', orderId);
  if (!shipsPrints(order.productType) || !order.eventCode || !order.photoIds || order.photoIds.length === 0) throw domainError('PRINT_FILES_NOT_PRINTS', `${orderId} (${order.productType})`);
  // Nothing to print for an order that will not ship (cancelled, e.g. its package refunded, or refunded).
  if (order.status === 'cancelled' || order.status === 'refunded') throw domainError('PRINT_FILES_ORDER_CLOSED', `${orderId} is ${order.status}`);
  return order as OrderItem & { eventCode: string; photoIds: string[] };
};

/**
 * POST /api/admin/orders/{orderId}/print-files (issue #28.4): the order's print files, one ZIP named by the
 * order number. Built once by the archive job (its ZIP streaming, archives/); until it exists each ask
 * starts the job (idempotent: the same key is written) and answers 'preparing'. The link is a short-lived
 * presigned GET, asked for again on each click.
 */
export const requestPrintFiles = async (orderId: string): Promise<StaffPrintFilesResponse> => {
  const order = printOrder(await getOrderItem(orderId), orderId);
  const key = printFilesObjectKey(order.eventCode, order.id);
  const fileName = printFilesName(order.orderNumber);
  if (!(await objectExists(key))) {
    await invokeAsync(config.archiveJobFunction, { orderId: order.id, kind: 'prints' } satisfies PrintFilesJob);
    return { state: 'preparing', fileName };
  }
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.photoBucket, Key: key, ResponseContentDisposition: attachmentDisposition(fileName), ResponseContentType: 'application/zip' }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
  return { state: 'ready', url, fileName };
};

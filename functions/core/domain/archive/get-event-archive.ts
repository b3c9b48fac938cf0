import type { EventArchiveResponse } from '../../../../shared/schemas/event-archive.js';
import { getEventItem } from '../../data/event-item.js';
import { archivePartsOf } from '../../data/order-item.js';
import { domainError } from '../errors.js';
import { validArchiveOrderOf } from './event-archive.js';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';

/**
 * The event's bought raw archive for its creator (issue 28.6): the event, then the order it names — two
 * GetItems, the second only when an archive was ever bought.
 */
export const getEventArchive = async (code: string): Promise<EventArchiveResponse> => {
  const event = await getEventItem(code);
  if (!event) throw domainError('EVENT_NOT_FOUND', code);
  const order = await validArchiveOrderOf(event);
  if (!order || (order.productType !== 'raw_archive' && order.productType !== 'combo') || !isPaidStatus(order.status)) return { archive: null };
  return {
    archive: {
      orderNumber: order.orderNumber,
      productType: order.productType,
      status: order.status,
      downloadUrl: order.downloadUrl ?? null,
      ...archivePartsOf(order),
      downloadExpiresAt: order.downloadExpiresAt ?? null,
    },
  };
};

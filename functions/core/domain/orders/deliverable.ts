import type { EventItem } from '../../data/event-item.js';
import { getEventItem } from '../../data/event-item.js';
import type { OrderItem } from '../../data/order-item.js';
import { refuseSecondArchive } from '../archive/event-archive.js';
import { domainError } from '../errors.js';

type Product = Pick<OrderItem, 'orderType' | 'productType'>;

/** A post-event product made from the event's photos: the raw archive, prints, the combo (not a gallery extension). */
export const madeFromPhotos = (order: Product): boolean => order.orderType === 'post_event' && order.productType !== 'gallery_extension';

/**
 * What is sold must be deliverable: a product made from the event's photos once retention has deleted them
 * (or is deleting them) could never be, nor a second raw archive while one is bought. Checked when the order
 * is placed and again when it is paid for, since an order placed earlier (another tab, an hour ago) may be
 * paid after either changed.
 */
export const refuseUndeliverable = async (event: Pick<EventItem, 'code' | 'archiveOrderId' | 'photosDeletingSince' | 'photosDeletedAt'>, order: Product): Promise<void> => {
  if (!madeFromPhotos(order)) return;
  if (event.photosDeletingSince !== undefined || event.photosDeletedAt !== undefined) throw domainError('EVENT_PHOTOS_DELETED', event.code);
  await refuseSecondArchive(event, order);
};

/** The same for an order about to be paid: its event read again (one GetItem, only for products made from photos). */
export const refuseUndeliverableOrder = async (order: Pick<OrderItem, 'orderType' | 'productType' | 'eventCode'>): Promise<void> => {
  if (!madeFromPhotos(order) || order.eventCode === undefined) return;
  const event = await getEventItem(order.eventCode);
  if (!event) throw domainError('EVENT_NOT_FOUND', order.eventCode);
  await refuseUndeliverable(event, order);
};

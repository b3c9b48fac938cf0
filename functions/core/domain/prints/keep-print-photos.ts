import { getOrderItem } from '../../data/order-item.js';
import { keepEventPhotos } from '../../data/photo-retention.js';
import { noteForStaff } from '../archive/staff-note.js';

/**
 * A paid post-event prints order keeps its event's photos for good, as a bought archive does (DESIGN 15
 * retention): staff print from the photo files, maybe weeks later, and the retention job would otherwise delete
 * them 30 days after the gallery expired — a bundle paid on day 29 had a day to be printed. One conditional write
 * (it loses to a deletion already under way: then staff are told, the payment is left as it is). Idempotent.
 */
export const keepPhotosForPrints = async (order: { id: string; eventCode?: string | undefined }): Promise<void> => {
  if (!order.eventCode) return;
  const kept = await keepEventPhotos(order.eventCode);
  if (kept.outcome === 'kept') return;
  // Read only then: the note appends to the staff notes the order item holds.
  const item = await getOrderItem(order.id);
  if (item) await noteForStaff(item, `Prints cannot be made: the event's photos are ${kept.outcome}.`);
};

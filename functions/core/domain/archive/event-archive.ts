import { isPaidStatus } from '../../../../shared/orders/order-status.js';
import type { EventItem } from '../../data/event-item.js';
import { setEventArchiveOrder } from '../../data/event-archive-order.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { domainError } from '../errors.js';
import { noteForStaff } from './staff-note.js';

/** Products that include the raw archive. */
export const ARCHIVE_PRODUCTS: ReadonlySet<string> = new Set(['raw_archive', 'combo']);

/**
 * An order that sells its event's raw archive: a post-event raw_archive or combo (a pre-event package says
 * raw_archive as its productType too, and is not one).
 */
export const sellsArchive = (order: Pick<OrderItem, 'orderType' | 'productType'>): boolean => order.orderType !== 'pre_event' && ARCHIVE_PRODUCTS.has(order.productType);

/** Bought and still standing: paid (processing while the ZIP builds, completed once ready), not cancelled or refunded. */
export const isValidArchiveOrder = (order: Pick<OrderItem, 'orderType' | 'productType' | 'status'>): boolean =>
  sellsArchive(order) && isPaidStatus(order.status);

/** The event's valid archive order, if any (one GetItem, only when the event names one). */
export const validArchiveOrderOf = async (event: Pick<EventItem, 'archiveOrderId'>): Promise<OrderItem | undefined> => {
  if (!event.archiveOrderId) return undefined;
  const order = await getOrderItem(event.archiveOrderId);
  return order && isValidArchiveOrder(order) ? order : undefined;
};

/**
 * POST /api/orders: a second archive (alone or in a combo) for an event whose archive a valid order already
 * bought is refused with a clear message (prints stay on sale). Once that order is refunded or cancelled the
 * archive can be bought again.
 */
export const refuseSecondArchive = async (event: Pick<EventItem, 'archiveOrderId'>, order: Pick<OrderItem, 'orderType' | 'productType'>): Promise<void> => {
  if (!sellsArchive(order)) return;
  const holder = await validArchiveOrderOf(event);
  if (holder) throw domainError('ARCHIVE_ALREADY_BOUGHT', `archive bought by ${holder.orderNumber}`);
};

/**
 * A paid archive order takes the event's archive slot (from the payment's fulfilment, idempotent). It loses
 * only to another valid order: two orders paid at the same moment (both created before either was paid).
 * The payment is then kept and its archive still built — the buyer paid — and staff are told to refund one.
 */
export const claimEventArchive = async (order: OrderItem, code: string): Promise<void> => {
  const first = await setEventArchiveOrder(code, order.id);
  if (first.holder === undefined) return;
  const holderOrder = first.holder ? await getOrderItem(first.holder) : undefined;
  if (holderOrder && isValidArchiveOrder(holderOrder)) {
    await noteForStaff(order, `A second raw archive was paid for event ${code} while ${holderOrder.orderNumber} holds it: refund one of them.`);
    return;
  }
  const again = await setEventArchiveOrder(code, order.id, first.holder);
  if (again.holder !== undefined) await noteForStaff(order, `The raw archive of event ${code} changed hands while this order was paid: check its orders.`);
};

import type { OrderItem } from '../../data/order-item.js';
import { log } from '../../log.js';
import { recordOrderFacts } from '../orders/transition-order.js';

/**
 * Tells staff that an order needs a person (DESIGN 15: "tells staff without losing the payment"): an
 * ERROR log line (alarms and log searches key on it) and a dated note appended to the order's notes, which
 * the staff order view shows. The order's status and payment are left as they are.
 */
export const noteForStaff = async (order: Pick<OrderItem, 'id' | 'orderNumber' | 'notes'>, note: string, detail?: string): Promise<void> => {
  log.error('order needs staff attention', { orderId: order.id, orderNumber: order.orderNumber, note, ...(detail ? { detail } : {}) });
  const line = `[${new Date().toISOString().slice(0, 10)}] ${note}`;
  if (order.notes?.includes(note)) return;
  await recordOrderFacts({ orderId: order.id, set: { notes: order.notes ? `${order.notes}\n${line}` : line } }).catch((err: unknown) =>
    log.error('staff note not recorded', { orderId: order.id, error: err instanceof Error ? err.message : String(err) }),
  );
};

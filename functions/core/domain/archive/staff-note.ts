import type { OrderItem } from '../../data/order-item.js';
import { now } from '../../clock.js';
import { log } from '../../log.js';
import { recordOrderFacts } from '../orders/transition-order.js';

/**
 * Tells staff that an order needs a person (DESIGN 15: "tells staff without losing the payment"): an
 * ERROR log line (alarms and log searches key on it) and a dated line appended to the order's staff notes
 * (never shown to the customer, unlike `notes`). The order's status and payment are left as they are.
 */
export const noteForStaff = async (order: Pick<OrderItem, 'id' | 'orderNumber' | 'staffNotes'>, note: string, detail?: string): Promise<void> => {
  log.error('order needs staff attention', { orderId: order.id, orderNumber: order.orderNumber, note, ...(detail ? { detail } : {}) });
  const line = `[${now().toISOString().slice(0, 10)}] ${note}`;
  if (order.staffNotes?.includes(note)) return;
  await recordOrderFacts({ orderId: order.id, set: { staffNotes: order.staffNotes ? `${order.staffNotes}\n${line}` : line } }).catch((err: unknown) =>
    log.error('staff note not recorded', { orderId: order.id, error: err instanceof Error ? err.message : String(err) }),
  );
};

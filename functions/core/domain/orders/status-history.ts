import type { StatusHistoryResponse } from '../../../../shared/schemas/orders.js';
import { queryHistory, queryOrderWithHistory, type HistoryItem, type OrderItem } from '../../data/order-item.js';
import type { RateClient } from '../events/guarded-lookup.js';
import { resolveOrderGuarded } from './get-order.js';

/** A staff member's id is theirs: customers see that staff acted, not who. */
const publicActor = (actor: string): string => (actor.startsWith('admin:') ? 'admin' : actor);

/**
 * The order and its history in two calls either way: by id the guarded read returned the order (then its
 * history); by number it returned the number's item (then the order and its history in one Query).
 */
const orderAndHistory = async (idOrNumber: string, client: RateClient): Promise<{ order: OrderItem; items: HistoryItem[] }> => {
  const { orderId, order, missing } = await resolveOrderGuarded(idOrNumber, client);
  if (order) return { order, items: await queryHistory(order.id) };
  const both = await queryOrderWithHistory(orderId);
  if (!both.order) throw missing();
  return { order: both.order, items: both.history };
};

/** GET /api/orders/{id}/status-history: every status change newest first, and the spec's summary. */
export const getStatusHistory = async (idOrNumber: string, client: RateClient): Promise<StatusHistoryResponse> => {
  const { order, items } = await orderAndHistory(idOrNumber, client);
  const history = items.map((h) => ({ id: h.id, from: h.from, to: h.to, reason: h.reason, actor: publicActor(h.actor), at: h.at }));
  return {
    history,
    summary: {
      totalEvents: history.length,
      firstEvent: history.at(-1)?.at ?? null,
      lastEvent: history[0]?.at ?? null,
      currentStatusSince: order.statusSince,
    },
  };
};

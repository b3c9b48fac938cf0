import type { StatusHistoryResponse } from '../../../../shared/schemas/orders.js';
import { queryHistory } from '../../data/order-item.js';
import type { RateClient } from '../events/guarded-lookup.js';
import { findOrderGuarded } from './get-order.js';

/** A staff member's id is theirs: customers see that staff acted, not who. */
const publicActor = (actor: string): string => (actor.startsWith('admin:') ? 'admin' : actor);

/** GET /api/orders/{id}/status-history: every status change newest first, and the spec's summary. */
export const getStatusHistory = async (idOrNumber: string, client: RateClient): Promise<StatusHistoryResponse> => {
  const order = await findOrderGuarded(idOrNumber, client);
  const items = await queryHistory(order.id);
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

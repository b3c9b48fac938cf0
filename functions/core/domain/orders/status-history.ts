import type { StatusHistoryResponse } from '../../../../shared/schemas/orders.js';
import { queryHistory, queryOrderWithHistory, type HistoryItem, type OrderItem } from '../../data/order-item.js';
import type { RateClient } from '../events/guarded-lookup.js';
import { accessTokenMatches } from './access-token.js';
import { resolveOrderGuarded, viewKeyOpens } from './get-order.js';

/** A staff member's id is theirs: customers see that staff acted, not who. */
const publicActor = (actor: string): string => (actor.startsWith('admin:') ? 'admin' : actor);

/** link-order's reason names the event's code (`Linked to event ABC123`). */
const LINKED_REASON = /^(Linked to event) \S+$/;

/**
 * The reason as the reader may see it. The event's code is its join code (a guest needs nothing else but a
 * name to get in): only the buyer (the order's token or an e-mail's view key) sees it, never a reader who
 * holds just the order number (DESIGN 15: the number alone shows the history, not the way into the event).
 */
const readableReason = (reason: string, full: boolean): string => (full ? reason : reason.replace(LINKED_REASON, '$1'));

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

/**
 * GET /api/orders/{id}/status-history: every status change newest first, and the spec's summary; with the
 * order's token or view key the reasons in full, else without the linked event's code.
 */
export const getStatusHistory = async (idOrNumber: string, client: RateClient, token?: string): Promise<StatusHistoryResponse> => {
  const { order, items } = await orderAndHistory(idOrNumber, client);
  const full = accessTokenMatches(token, order.accessTokenHash) || (token !== undefined && (await viewKeyOpens(token, order.id)));
  const history = items.map((h) => ({ id: h.id, from: h.from, to: h.to, reason: readableReason(h.reason, full), actor: publicActor(h.actor), at: h.at }));
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

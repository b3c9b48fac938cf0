import { now as clockNow } from '../../clock.js';
import { getOrderItem, type OrderItem } from '../../data/order-item.js';
import { shippedMailPut } from '../../data/shipped-mail-item.js';
import { domainError } from '../errors.js';
import { mailShipped } from './shipped-mail.js';
import { transitionOrder } from './transition-order.js';

export const COMPLETED_REASON = 'Completed by staff';
export const SHIPPED_REASON = 'Shipped';

/** Orders whose prints go by post: they complete only with a carrier's tracking number (DESIGN 15). */
export const shipsPrints = (productType: string): boolean => productType === 'prints_bundle' || productType === 'combo';

/** Printable ASCII, no leading/trailing space (after trimming), 3–64 characters: what carriers issue. */
const TRACKING_NUMBER = /^[\x21-\x7e][\x20-\x7e]{1,62}[\x21-\x7e]$/;

const trackingNumberFor = (order: OrderItem, given: string | undefined): string | undefined => {
  const trimmed = given?.trim();
  if (!shipsPrints(order.productType)) {
    // Nothing ships: a tracking number would be shown to the customer for a parcel that does not exist.
    if (trimmed) throw domainError('TRACKING_NUMBER_REQUIRED', `${order.id} (${order.productType}) ships nothing`);
    return undefined;
  }
  if (!trimmed || !TRACKING_NUMBER.test(trimmed)) throw domainError('TRACKING_NUMBER_REQUIRED', `${order.id}: tracking number missing or malformed`);
  return trimmed;
};

export interface CompleteOrderInput {
  orderId: string;
  /** The staff member (`admin:<staff id>`), kept on the history entry. */
  actor: `admin:${string}`;
  trackingNumber?: string | undefined;
  now?: Date;
  /** The order as the caller has just read it (saves reading it twice more; the change is conditional all the same). */
  order?: OrderItem;
}

export interface CompleteOrderResult {
  order: OrderItem;
  changed: boolean;
  /** Shipped orders: whether the shipped e-mail went now (false: it is on the outbox, the auto-end job sends it). */
  mailed?: boolean;
}

/**
 * Staff complete a processing order (commerce spec 4: processing → completed), through the state machine
 * (transitionOrder: conditional on the status, history with the actor, totals). Prints and combos ship:
 * they need the carrier's tracking number, stored on the order (the full order view shows it) and sent in
 * the 'order-shipped' e-mail. The same transaction writes the e-mail's dedupe claim and puts the order on the
 * shipped-mail outbox (shipped-mail.ts), so the e-mail is owed from the moment the order is shipped: a send
 * that fails right after leaves it to the auto-end job, and the completion succeeds all the same. Other
 * kinds complete without an e-mail: their customer was already told what they get (archive-ready, the
 * linked event). Idempotent: an order already completed with the same tracking number changes nothing and
 * is not mailed again (a repeat sends under the dedupe claim, so it only tries an e-mail still owed); with
 * another tracking number it is a conflict (correcting one is not this).
 */
export const completeOrder = async (input: CompleteOrderInput): Promise<CompleteOrderResult> => {
  const found = input.order?.id === input.orderId ? input.order : await getOrderItem(input.orderId);
  if (!found) throw domainError('ORDER_NOT_FOUND', input.orderId);
  const trackingNumber = trackingNumberFor(found, input.trackingNumber);
  const at = input.now ?? clockNow();
  const completedAt = at.toISOString();
  const ships = trackingNumber !== undefined;

  const r = await transitionOrder({
    orderId: input.orderId,
    read: found,
    to: 'completed',
    reason: ships ? SHIPPED_REASON : COMPLETED_REASON,
    actor: input.actor,
    set: { completedAt, ...(ships ? { trackingNumber } : {}) },
    ...(ships ? { metadata: { trackingNumber }, emailClaim: 'order-shipped' as const, alongside: { shippedMail: shippedMailPut(input.orderId, at) } } : {}),
  });
  if (!r.changed && r.order.trackingNumber !== trackingNumber) {
    throw domainError('ORDER_STATUS_CONFLICT', `${input.orderId} already completed with another tracking number`);
  }
  if (!ships) return { order: r.order, changed: r.changed };
  // The claim is made only by the change; a repeat claims on its own and finds it taken once the e-mail went.
  const mailed = await mailShipped(r.order, r.emailClaim?.claimToken, clockNow());
  return { order: r.order, changed: r.changed, mailed };
};

import { now } from '../../clock.js';
import type { OrderItem } from '../../data/order-item.js';
import { DomainError } from '../../errors.js';
import { transitionOrder } from './transition-order.js';

/** The history reason of a prints order whose package was refunded before the prints were shipped. */
export const PACKAGE_REFUNDED_PRINTS_REASON = 'Package refunded: its prints are not sent';

/**
 * A refunded package no longer pays for its print bundle: the prints order chosen from it (print-selection's
 * zero-amount order, the package's `printOrderId`) is cancelled while it is still processing, so staff do not
 * ship it. One already completed (shipped) stays as it is. A redelivered refund finds it cancelled: nothing.
 */
export const cancelBundledPrints = async (packageOrder: OrderItem): Promise<void> => {
  if (packageOrder.orderType !== 'pre_event' || !packageOrder.printOrderId) return;
  try {
    await transitionOrder({
      orderId: packageOrder.printOrderId,
      to: 'cancelled',
      from: ['processing'],
      reason: PACKAGE_REFUNDED_PRINTS_REASON,
      actor: 'system',
      set: { cancelledAt: now().toISOString() },
      metadata: { packageOrder: packageOrder.orderNumber },
    });
  } catch (e) {
    // Shipped (completed) or cancelled already: nothing to take back.
    if (e instanceof DomainError && e.code === 'ORDER_STATUS_CONFLICT') return;
    throw e;
  }
};

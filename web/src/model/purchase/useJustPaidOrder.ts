import { useEffect, useState } from 'react';
import type { OrderView } from '#shared/schemas/orders.js';
import { readPendingOrder } from '../orders/pendingOrder';
import { loadOrder } from './purchaseApi';
import { markPurchaseShown, readPurchaseReturn } from './purchaseReturn';

/** How often, and how many times, a not-yet-paid order is read again (the webhook may be a moment behind). */
export const PAID_RECHECK_MS = 2000;
export const PAID_RECHECKS = 15;

export type JustPaid =
  | { phase: 'loading' }
  | { phase: 'paid'; order: OrderView }
  | { phase: 'waiting' }
  | { phase: 'none' }
  | { phase: 'error' };

const PAID_STATUSES: readonly OrderView['status'][] = ['processing', 'completed'];

/**
 * The post-event order this device just bought for this event (remembered with its access token before
 * Stripe), read from the server: 'paid' once the server says so — the page never believes the return URL
 * or the device alone — 'waiting' while it is still pending, 'none' when this device bought nothing here.
 */
export function useJustPaidOrder(eventCode: string, load: typeof loadOrder = loadOrder): JustPaid {
  const [state, setState] = useState<JustPaid>({ phase: 'loading' });
  useEffect(() => {
    const bought = readPurchaseReturn();
    const pending = readPendingOrder();
    if (!bought || bought.eventCode !== eventCode || !pending || pending.orderId !== bought.orderId) {
      setState({ phase: 'none' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) => {
      load(pending.orderId, pending.accessToken, controller.signal).then(
        (order) => {
          if (PAID_STATUSES.includes(order.status)) {
            markPurchaseShown(order.id);
            setState({ phase: 'paid', order });
          } else if (order.status === 'pending' && attempt < PAID_RECHECKS) {
            setState({ phase: 'waiting' });
            timer = setTimeout(() => check(attempt + 1), PAID_RECHECK_MS);
          } else setState({ phase: 'none' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('order not loaded', error);
          setState({ phase: 'error' });
        },
      );
    };
    check(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [eventCode, load]);
  return state;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { isFinal, isOrderStatus } from '../../../../shared/orders/order-status';
import type { OrderView } from '../../../../shared/schemas/orders';
import { peekTexts } from '../../i18n/texts';
import { OrderMissingError, fetchOrder, serverMessage } from './orderApi';

/** Spec sections 4 and 9: an open non-final order is refetched every 10 seconds. */
export const ORDER_POLL_MS = 10_000;

export type OrderState =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; order: OrderView };

/** Polling stops at a final status (and for a status this build does not know, which it cannot judge). */
export const keepsPolling = (order: OrderView): boolean => isOrderStatus(order.status) && !isFinal(order.status);

/** The incoming view replaces the shown one only when it is newer (a late answer never moves the page back). */
export const isNewer = (incoming: OrderView, shown: OrderView): boolean => Date.parse(incoming.updatedAt) > Date.parse(shown.updatedAt) || incoming.access !== shown.access;

interface Options {
  /** A poll found a newer order whose status differs (the analytics event, spec section 4). */
  onStatusChange?: (from: OrderView, to: OrderView) => void;
}

/**
 * The order with this id or number: loaded once, then re-read every ORDER_POLL_MS while its status is not
 * final (skipped while the tab is hidden; re-read at once when it shows again). A failed poll keeps the
 * view as it is; only the first load can fail the page.
 */
export function useOrder(idOrNumber: string, token: string | undefined, options: Options = {}) {
  const [state, setState] = useState<OrderState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<OrderView | null>(null);
  const onStatusChange = useRef(options.onStatusChange);
  useEffect(() => {
    onStatusChange.current = options.onStatusChange;
  });

  /** An order from elsewhere (the cancel's answer) is the newest state: show it at once. */
  const show = useCallback((order: OrderView) => {
    shown.current = order;
    setState({ phase: 'ready', order });
  }, []);

  useEffect(() => {
    if (!idOrNumber) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** A poll's read is under way (it schedules the next one when it answers). */
    let reading = false;
    let stopped = false;
    shown.current = null;
    setState({ phase: 'loading' });

    const schedule = () => {
      if (stopped || !shown.current || !keepsPolling(shown.current)) return;
      timer = setTimeout(() => void poll(), ORDER_POLL_MS);
    };

    const poll = async () => {
      timer = undefined;
      if (document.visibilityState === 'hidden') return; // resumed by the visibility listener
      reading = true;
      try {
        const incoming = await fetchOrder(idOrNumber, token, controller.signal);
        if (stopped) return;
        const before = shown.current;
        if (before && isNewer(incoming, before)) {
          shown.current = incoming;
          setState({ phase: 'ready', order: incoming });
          if (incoming.status !== before.status) onStatusChange.current?.(before, incoming);
        }
      } catch {
        // Keep what is shown; the next poll tries again.
      } finally {
        reading = false;
      }
      schedule();
    };

    // Shown again: read now, also when the tab was hidden for less than a poll's wait (paying in another tab).
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || reading || !shown.current || !keepsPolling(shown.current)) return;
      if (timer !== undefined) clearTimeout(timer);
      void poll();
    };
    document.addEventListener('visibilitychange', onVisible);

    fetchOrder(idOrNumber, token, controller.signal).then(
      (order) => {
        if (stopped) return;
        shown.current = order;
        setState({ phase: 'ready', order });
        schedule();
      },
      (error: unknown) => {
        if (stopped) return;
        // In the reader's language once the page has its texts (it has: it rendered before this answer).
        const message =
          error instanceof OrderMissingError
            ? (peekTexts('commerce')?.errors.ORDER_NOT_FOUND ?? error.message)
            : serverMessage(error, peekTexts('orders')?.orders.loadFailed ?? 'Failed to load order');
        setState({ phase: 'failed', message });
      },
    );

    return () => {
      stopped = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [idOrNumber, token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, show };
}

import { useCallback, useEffect, useState } from 'react';
import type { StatusHistoryResponse } from '../../../../shared/schemas/orders';
import { peekTexts } from '../../i18n/texts';
import { fetchStatusHistory, serverMessage } from './orderApi';

export type HistoryState =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; history: StatusHistoryResponse };

/**
 * The order's status history, loaded when the order is known and again whenever the order changes
 * (`version`: its updatedAt, so a status found by polling shows in the timeline too) or on 'Refresh History'.
 * A reload keeps the last history on screen until the new one arrives.
 */
export function useStatusHistory(orderId: string | undefined, token: string | undefined, version: string | undefined) {
  const [state, setState] = useState<HistoryState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    setState((s) => (s.phase === 'ready' ? s : { phase: 'loading' }));
    fetchStatusHistory(orderId, token, controller.signal).then(
      (history) => {
        if (!controller.signal.aborted) setState({ phase: 'ready', history });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'failed', message: serverMessage(error, peekTexts('orders')?.orders.historyFailed ?? 'Failed to load status history') });
      },
    );
    return () => controller.abort();
  }, [orderId, token, version, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, refresh };
}

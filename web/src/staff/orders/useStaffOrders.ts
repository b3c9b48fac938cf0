import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffOrderFilter, StaffOrdersPage } from '../../../../shared/schemas/staff-orders';
import { errorText } from '../../i18n/errorText';
import { currentTexts } from '../../i18n/texts';
import { fetchStaffOrders } from './staffOrdersApi';
import { isAuthFailure } from './staffOrderText';

export type OrdersListState =
  | { kind: 'loading'; previous?: StaffOrdersPage }
  | { kind: 'ready'; page: StaffOrdersPage }
  | { kind: 'error'; message: string };

/**
 * The tab's list: a filter, and the page shown (cursor paging: the cursor of every page seen so far is kept,
 * so Previous goes back without the server counting offsets). Changing the filter starts at page 1.
 */
export function useStaffOrders(token: string, onAuthFailure: (message: string) => void) {
  const [filter, setFilterState] = useState<StaffOrderFilter>('all');
  /** cursors[i] loads page i + 1 (page 1 has none). */
  const [position, setPosition] = useState<{ index: number; cursors: (string | undefined)[] }>({ index: 0, cursors: [undefined] });
  const pageIndex = position.index;
  const cursor = position.cursors[pageIndex];
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<OrdersListState>({ kind: 'loading' });
  const lastPage = useRef<StaffOrdersPage | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading', previous: lastPage.current });
    fetchStaffOrders(token, filter, cursor, abort.signal).then(
      (page) => {
        lastPage.current = page;
        setState({ kind: 'ready', page });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        const fallback = currentTexts('staff').screen.fetchOrdersFailed;
        if (isAuthFailure(err)) {
          onAuthFailure(errorText(err, fallback));
          return;
        }
        setState({ kind: 'error', message: errorText(err, fallback) });
      },
    );
    return () => abort.abort();
  }, [token, filter, pageIndex, cursor, reloads, onAuthFailure]);

  const setFilter = useCallback((next: StaffOrderFilter) => {
    lastPage.current = undefined;
    setFilterState(next);
    setPosition({ index: 0, cursors: [undefined] });
  }, []);
  const next = useCallback(() => {
    const nextCursor = lastPage.current?.nextCursor;
    if (!nextCursor) return;
    setPosition((p) => ({ index: p.index + 1, cursors: [...p.cursors.slice(0, p.index + 1), nextCursor] }));
  }, []);
  const previous = useCallback(() => setPosition((p) => ({ ...p, index: Math.max(0, p.index - 1) })), []);
  const refresh = useCallback(() => setReloads((n) => n + 1), []);

  return { filter, setFilter, pageIndex, state, next, previous, refresh };
}

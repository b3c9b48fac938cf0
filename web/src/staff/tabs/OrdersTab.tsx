import { useCallback, useState } from 'react';
import { STAFF_ORDER_FILTERS, type StaffOrderFilter } from '../../../../shared/schemas/staff-orders';
import { ErrorBanner } from '../../components/ErrorBanner';
import { SelectField } from '../../components/SelectField';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import { CancelOrderDialog, CompleteOrderDialog, RefundOrderDialog, type ActionTarget } from '../orders/OrderActionDialogs';
import { OrderDetailsDialog } from '../orders/OrderDetailsDialog';
import { OrdersTable } from '../orders/OrdersTable';
import { cancelStaffOrder, completeStaffOrder, refundStaffOrder } from '../orders/staffOrdersApi';
import { emptyText, isAuthFailure } from '../orders/staffOrderText';
import { useStaffOrders } from '../orders/useStaffOrders';
import '../orders/staffOrders.css';
import '../../components/orders.css';
import type { StaffTabProps } from './staffTab';

type ActionKind = 'complete' | 'cancel' | 'refund';
type Pending = { kind: ActionKind; target: ActionTarget } | null;

/**
 * The Orders tab (commerce spec: Admin dashboard): the paged list (20 a page, newest first) with its status
 * filter and Refresh, Mark Complete (processing) and Cancel (pending) with the spec's confirmations, and
 * View (the full order in a dialog). Support may complete and cancel too (DESIGN 6); Refund, in the order's
 * dialog, is for admins only (issue 27.4).
 */
export default function OrdersTab({ token, user, onAuthFailure }: StaffTabProps) {
  const t = useTexts('staff');
  const ot = t.orders;
  const list = useStaffOrders(token, onAuthFailure);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [detailsVersion, setDetailsVersion] = useState(0);

  const open = useCallback((kind: ActionKind) => (target: ActionTarget) => {
    setActionError(null);
    setNotice(null);
    setPending({ kind, target: { id: target.id, orderNumber: target.orderNumber, productType: target.productType } });
  }, []);
  const closeAction = () => {
    if (busy) return;
    setPending(null);
    setActionError(null);
  };
  const run = async (action: () => Promise<unknown>, fallback: string, done: string) => {
    setBusy(true);
    setActionError(null);
    try {
      await action();
      setPending(null);
      setNotice(done);
      list.refresh();
      setDetailsVersion((v) => v + 1);
    } catch (err) {
      if (isAuthFailure(err)) return onAuthFailure(errorText(err, fallback));
      setActionError(errorText(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  const target = pending?.target ?? null;

  const { state } = list;
  const page = state.kind === 'ready' ? state.page : state.kind === 'loading' ? state.previous : undefined;
  const totalPages = page ? Math.max(page.totalPages, list.pageIndex + 1) : 1;

  return (
    <section className="stack staff-orders" aria-labelledby="staff-orders-title">
      <div className="staff-orders__toolbar">
        <h2 id="staff-orders-title" className="order-card__title">
          {ot.title}
        </h2>
        <div className="staff-orders__filters">
          <SelectField
            label={ot.statusLabel}
            value={list.filter}
            options={STAFF_ORDER_FILTERS.map((f) => ({ value: f, label: ot.filters[f] }))}
            onChange={(e) => list.setFilter(e.target.value as StaffOrderFilter)}
          />
          <button type="button" className="btn btn--secondary" onClick={list.refresh} disabled={state.kind === 'loading'}>
            {t.common.refresh}
          </button>
        </div>
      </div>
      {notice && (
        <p className="banner banner--success" role="status">
          {notice}
        </p>
      )}
      {state.kind === 'error' && <ErrorBanner message={state.message} />}
      {state.kind === 'loading' && (
        <p role="status" className="staff-orders__loading">
          {ot.loading}
        </p>
      )}
      {page && page.orders.length === 0 && state.kind === 'ready' && (
        <div className="card stack stack--tight staff-orders__empty">
          <h3 className="order-card__subtitle">{ot.noneFound}</h3>
          <p>{emptyText(list.filter, t)}</p>
        </div>
      )}
      {page && page.orders.length > 0 && (
        <div aria-busy={state.kind === 'loading'}>
          <OrdersTable orders={page.orders} onComplete={open('complete')} onCancel={open('cancel')} onView={setViewing} />
        </div>
      )}
      {page && totalPages > 1 && (
        <nav className="staff-orders__pages" aria-label={ot.pagesLabel}>
          <button type="button" className="btn btn--secondary" onClick={list.previous} disabled={list.pageIndex === 0 || state.kind === 'loading'}>
            {ot.previous}
          </button>
          <span aria-live="polite">{ot.pageOf(list.pageIndex + 1, totalPages)}</span>
          <button type="button" className="btn btn--secondary" onClick={list.next} disabled={!page.nextCursor || state.kind === 'loading'}>
            {ot.next}
          </button>
        </nav>
      )}

      <OrderDetailsDialog
        token={token}
        orderId={viewing}
        version={detailsVersion}
        onClose={() => setViewing(null)}
        onComplete={open('complete')}
        onCancel={open('cancel')}
        onRefund={user.role === 'admin' ? open('refund') : undefined}
        onAuthFailure={onAuthFailure}
      />
      <CompleteOrderDialog
        target={pending?.kind === 'complete' ? target : null}
        busy={busy}
        error={actionError}
        onClose={closeAction}
        onConfirm={(trackingNumber) =>
          void run(() => completeStaffOrder(token, target?.id ?? '', trackingNumber), t.screen.updateOrderStatusFailed, ot.markedCompleted(target?.orderNumber ?? ''))
        }
      />
      <CancelOrderDialog
        target={pending?.kind === 'cancel' ? target : null}
        busy={busy}
        error={actionError}
        onClose={closeAction}
        onConfirm={() => void run(() => cancelStaffOrder(token, target?.id ?? ''), t.screen.cancelOrderFailed, ot.cancelled(target?.orderNumber ?? ''))}
      />
      <RefundOrderDialog
        target={pending?.kind === 'refund' ? target : null}
        busy={busy}
        error={actionError}
        onClose={closeAction}
        onConfirm={(reason) => void run(() => refundStaffOrder(token, target?.id ?? '', reason), t.screen.refundOrderFailed, ot.refundRequested(target?.orderNumber ?? ''))}
      />
    </section>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { StaffOrderDetails } from '../../../../shared/schemas/staff-orders';
import { useModalDialog } from '../../components/useModalDialog';
import { errorText } from '../../i18n/errorText';
import { useFormat } from '../../i18n/format';
import { currentTexts, useTexts } from '../../i18n/texts';
import { orderName, reasonText } from '../../model/orders/productLabels';
import type { ActionTarget } from './OrderActionDialogs';
import { PrintFulfilment } from './PrintFulfilment';
import { orderDate, orderMoney, StaffOrderStatusBadge } from './OrdersTable';
import { fetchStaffOrderDetails } from './staffOrdersApi';
import { actorLabel, isAuthFailure, statusLabel, typeLabel } from './staffOrderText';

interface OrderDetailsDialogProps {
  token: string;
  /** The order shown; null = closed. */
  orderId: string | null;
  /** Bumped after an action on this order: the dialog reads it again. */
  version: number;
  onClose: () => void;
  onComplete: (target: ActionTarget) => void;
  onCancel: (target: ActionTarget) => void;
  /** Admin only: absent for support, who see no Refund button. */
  onRefund?: (target: ActionTarget) => void;
  onAuthFailure: (message: string) => void;
}

type State = { kind: 'loading' } | { kind: 'ready'; details: StaffOrderDetails } | { kind: 'error'; message: string };

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode] | false | undefined)[] }) {
  return (
    <dl className="order-facts">
      {rows.filter((r): r is readonly [string, ReactNode] => Array.isArray(r)).map(([label, value], i) => (
        // A label can repeat (two e-mails waiting): its place keeps the key unique.
        <div key={`${i}-${label}`}>
          <dt>{label}</dt>
          <dd className="order-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * View (spec: detail modal with order info, customer info, payment info, timeline and the admin actions):
 * a modal dialog (useModalDialog) that reads the full order when it opens.
 */
export function OrderDetailsDialog({ token, orderId, version, onClose, onComplete, onCancel, onRefund, onAuthFailure }: OrderDetailsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTexts('staff');
  const [state, setState] = useState<State>({ kind: 'loading' });
  useModalDialog(ref, orderId !== null, onClose);

  useEffect(() => {
    if (!orderId) return;
    const abort = new AbortController();
    setState((s) => (s.kind === 'ready' && s.details.order.id === orderId ? s : { kind: 'loading' }));
    fetchStaffOrderDetails(token, orderId, abort.signal).then(
      (details) => setState({ kind: 'ready', details }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        const fallback = currentTexts('staff').screen.fetchOrderDetailsFailed;
        if (isAuthFailure(err)) return onAuthFailure(errorText(err, fallback));
        setState({ kind: 'error', message: errorText(err, fallback) });
      },
    );
    return () => abort.abort();
  }, [token, orderId, version, onAuthFailure]);

  const details = state.kind === 'ready' ? state.details : undefined;
  return (
    <dialog ref={ref} className="dialog staff-order-dialog" aria-labelledby={titleId}>
      {orderId !== null && (
        <div className="dialog__content stack">
          <div className="staff-order-dialog__head">
            <h2 id={titleId} className="dialog__title">
              {t.orderDetails.title(details ? details.order.orderNumber : '')}
            </h2>
            <button type="button" className="btn btn--secondary" onClick={onClose} data-autofocus="">
              {t.common.close}
            </button>
          </div>
          {state.kind === 'loading' && <p role="status">{t.orderDetails.loading}</p>}
          {state.kind === 'error' && (
            <p className="banner banner--error" role="alert">
              {state.message}
            </p>
          )}
          {details && <DetailsBody token={token} details={details} onComplete={onComplete} onCancel={onCancel} onRefund={onRefund} />}
        </div>
      )}
    </dialog>
  );
}

interface DetailsBodyProps {
  token: string;
  details: StaffOrderDetails;
  onComplete: (t: ActionTarget) => void;
  onCancel: (t: ActionTarget) => void;
  onRefund?: ((t: ActionTarget) => void) | undefined;
}

function DetailsBody({ token, details, onComplete, onCancel, onRefund }: DetailsBodyProps) {
  const { order: o, payment: p, history, actions } = details;
  const address = o.customerAddress;
  const t = useTexts('staff');
  const commerce = useTexts('commerce');
  const historyTexts = useTexts('history');
  const d = t.orderDetails;
  const f = useFormat();
  const date = (iso: string): string => orderDate(f, iso, d.notAvailable);
  const dateOr = (iso: string | undefined): string | undefined => (iso ? date(iso) : undefined);
  const money = (minor: number, currency: string): string => orderMoney(f, minor, currency);
  const canRefund = actions.refund && onRefund !== undefined;
  // Once a refund failed: the last one asked failed (a retry is due), or a retry is under way.
  const attempts = p.refundAttempts;
  const retryDue = attempts !== undefined && attempts.requested > 0 && attempts.requested <= attempts.failed;
  const askedAgain = attempts !== undefined && attempts.requested > 1 && attempts.requested > attempts.failed;
  return (
    <>
      <section className="stack stack--tight" aria-labelledby="staff-order-info">
        <h3 id="staff-order-info" className="order-card__subtitle">
          {d.orderInfo}
        </h3>
        <Facts
          rows={[
            [t.common.status, <StaffOrderStatusBadge key="s" status={o.status} />],
            [d.orderType, typeLabel(t.orderType, o.orderType)],
            [d.product, orderName(commerce.products, o)],
            [d.event, o.eventTitle || '—'],
            o.eventCode !== undefined && [d.eventCode, o.eventCode],
            o.eventDate !== undefined && [d.eventDate, o.eventDate],
            o.printPhotoCount !== undefined && [d.printCount, f.number(o.printPhotoCount)],
            [d.subtotal, money(o.subtotalAmount, o.currency)],
            o.shippingCost > 0 && [d.shipping, money(o.shippingCost, o.currency)],
            [d.total, money(o.totalAmount, o.currency)],
            o.currency !== 'RON' && [d.totalRon, money(o.ronTotal, 'RON')],
            [d.country, o.country],
            [d.created, date(o.createdAt)],
            [d.lastUpdated, date(o.updatedAt)],
            o.completedAt !== undefined && [d.completed, dateOr(o.completedAt)],
            o.cancelledAt !== undefined && [d.cancelled, dateOr(o.cancelledAt)],
            o.trackingNumber !== undefined && [d.trackingNumber, o.trackingNumber],
            ...((o.downloadParts?.length ?? 0) > 1
              ? (o.downloadParts ?? []).map((url, i, all): [string, string] => [d.downloadPart(i + 1, all.length), url])
              : [o.downloadUrl !== undefined && ([d.downloadLink, o.downloadUrl] as [string, string])]),
            o.downloadExpiresAt !== undefined && [d.downloadExpires, dateOr(o.downloadExpiresAt)],
            o.notes !== undefined && [d.notes, o.notes],
            o.staffNotes !== undefined && [d.staffNotes, o.staffNotes],
          ]}
        />
      </section>
      <section className="stack stack--tight" aria-labelledby="staff-order-customer">
        <h3 id="staff-order-customer" className="order-card__subtitle">
          {d.customerInfo}
        </h3>
        <Facts
          rows={[
            [d.name, o.customerName],
            [d.email, o.customerEmail],
            address !== undefined && [d.address, [address.street, address.postalCode, address.city, address.country].filter(Boolean).join(', ')],
            ...(o.emailsWaiting ?? []).map((m): [string, string] => [d.emailWaiting, d.emailWaitingText(m.kind, date(m.owedSince), date(m.nextTryAt))]),
          ]}
        />
      </section>
      {o.prints !== undefined && <PrintFulfilment token={token} orderId={o.id} prints={o.prints} closed={o.status === 'cancelled' || o.status === 'refunded'} />}
      <section className="stack stack--tight" aria-labelledby="staff-order-payment">
        <h3 id="staff-order-payment" className="order-card__subtitle">
          {d.paymentInfo}
        </h3>
        <Facts
          rows={[
            [d.paid, p.paidAt ? date(p.paidAt) : d.notPaid],
            p.checkoutSessionId !== undefined && [d.checkoutSession, p.checkoutSessionId],
            p.paidSessionId !== undefined && p.paidSessionId !== p.checkoutSessionId && [d.paidSession, p.paidSessionId],
            p.paymentIntentId !== undefined && [d.paymentIntent, p.paymentIntentId],
            p.refundRequestedAt !== undefined && [askedAgain ? d.refundRequestedAgain(attempts.requested) : d.refundRequested, dateOr(p.refundRequestedAt)],
            p.refundedAt !== undefined && [d.refunded, dateOr(p.refundedAt)],
            p.refundFailure !== undefined && [d.refundFailed, `${p.refundFailure.reason} (${date(p.refundFailure.at)})`],
            p.refundedAmount !== undefined && [d.refundedSoFar, d.refundedOf(money(p.refundedAmount, o.currency), money(o.totalAmount, o.currency))],
            p.refundedAmount !== undefined && [d.kept, money(o.totalAmount - p.refundedAmount, o.currency)],
            ...(p.giveBacksFailed ?? []).map((g): [string, string] => [d.giveBackFailed, d.giveBackFailedText(g.paymentIntentId, money(g.amount, o.currency), date(g.at))]),
            ...(p.refunds ?? []).map((r): [string, string] => [d.refundEntry(r.id), d.refundEntryText(money(r.amount, o.currency), d.refundStatus[r.status] ?? r.status, r.own, date(r.at))]),
            p.refundedBeforePaid !== undefined && [d.refundedSecond, `${p.refundedBeforePaid.paymentIntentId} (${date(p.refundedBeforePaid.at)})`],
            p.paymentMismatch !== undefined && [d.paymentMismatch, d.mismatchText(p.paymentMismatch, money)],
            p.paymentFailure !== undefined && [d.paymentFailed, `${p.paymentFailure.sessionId} (${date(p.paymentFailure.at)})`],
            p.refundOwed !== undefined && [d.refundOwed, d.refundOwedText(date(p.refundOwed.owedSince), date(p.refundOwed.nextTryAt))],
            p.lastPaymentEvent !== undefined && [d.lastPaymentEvent, `${p.lastPaymentEvent.type}${p.lastPaymentEvent.note ? ` — ${p.lastPaymentEvent.note}` : ''} (${date(p.lastPaymentEvent.at)})`],
          ]}
        />
      </section>
      <section className="stack stack--tight" aria-labelledby="staff-order-timeline">
        <h3 id="staff-order-timeline" className="order-card__subtitle">
          {d.timeline}
        </h3>
        {history.length === 0 ? (
          <p>{d.noHistory}</p>
        ) : (
          <ol className="staff-order-timeline">
            {history.map((h) => (
              <li key={h.id}>
                <strong>{statusLabel(h.to, t)}</strong>
                {h.from && <span className="staff-orders__sub">{d.from(statusLabel(h.from, t))}</span>}
                <span className="staff-orders__sub">
                  {reasonText(historyTexts, h.reason)} · {actorLabel(h.actor, t)} · <time dateTime={h.at}>{date(h.at)}</time>
                </span>
                {typeof h.metadata?.trackingNumber === 'string' && <span className="staff-orders__sub">{d.trackingLine(h.metadata.trackingNumber)}</span>}
                {typeof h.metadata?.refundReason === 'string' && <span className="staff-orders__sub">{d.refundReasonLine(h.metadata.refundReason)}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
      {(actions.complete || actions.cancel || canRefund) && (
        <section className="stack stack--tight" aria-labelledby="staff-order-actions">
          <h3 id="staff-order-actions" className="order-card__subtitle">
            {d.adminActions}
          </h3>
          <div className="staff-orders__actions">
            {actions.complete && (
              <button type="button" className="btn btn--primary" onClick={() => onComplete(o)}>
                {t.orders.markComplete}
              </button>
            )}
            {actions.cancel && (
              <button type="button" className="btn btn--secondary" onClick={() => onCancel(o)}>
                {d.cancelOrder}
              </button>
            )}
            {canRefund && (
              <button type="button" className="btn btn--danger" onClick={() => onRefund?.(o)}>
                {retryDue ? t.orderActions.retryRefund : t.orderActions.refund}
              </button>
            )}
          </div>
        </section>
      )}
    </>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatMoney } from '../../../../shared/pricing';
import type { StaffOrderDetails } from '../../../../shared/schemas/staff-orders';
import { staffScreenTexts } from '../../../../shared/staff-messages';
import { useModalDialog } from '../../components/useModalDialog';
import { formatOrderDate, humanize } from '../../model/orders/orderFormat';
import type { ActionTarget } from './OrderActionDialogs';
import { StaffOrderStatusBadge } from './OrdersTable';
import { fetchStaffOrderDetails } from './staffOrdersApi';
import { actorLabel, errorText, isAuthFailure, statusLabel } from './staffOrderText';

interface OrderDetailsDialogProps {
  token: string;
  /** The order shown; null = closed. */
  orderId: string | null;
  /** Bumped after an action on this order: the dialog reads it again. */
  version: number;
  onClose: () => void;
  onComplete: (target: ActionTarget) => void;
  onCancel: (target: ActionTarget) => void;
  onAuthFailure: (message: string) => void;
}

type State = { kind: 'loading' } | { kind: 'ready'; details: StaffOrderDetails } | { kind: 'error'; message: string };

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode] | false | undefined)[] }) {
  return (
    <dl className="order-facts">
      {rows.filter((r): r is readonly [string, ReactNode] => Array.isArray(r)).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="order-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const dateOr = (iso: string | undefined): string | undefined => (iso ? formatOrderDate(iso) : undefined);

/**
 * View (spec: detail modal with order info, customer info, payment info, timeline and the admin actions):
 * a modal dialog (useModalDialog) that reads the full order when it opens.
 */
export function OrderDetailsDialog({ token, orderId, version, onClose, onComplete, onCancel, onAuthFailure }: OrderDetailsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
        if (isAuthFailure(err)) return onAuthFailure(errorText(err, staffScreenTexts.fetchOrderDetailsFailed));
        setState({ kind: 'error', message: errorText(err, staffScreenTexts.fetchOrderDetailsFailed) });
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
              Order {details ? details.order.orderNumber : ''}
            </h2>
            <button type="button" className="btn btn--secondary" onClick={onClose} data-autofocus="">
              Close
            </button>
          </div>
          {state.kind === 'loading' && <p role="status">Loading order…</p>}
          {state.kind === 'error' && (
            <p className="banner banner--error" role="alert">
              {state.message}
            </p>
          )}
          {details && <DetailsBody details={details} onComplete={onComplete} onCancel={onCancel} />}
        </div>
      )}
    </dialog>
  );
}

function DetailsBody({ details, onComplete, onCancel }: { details: StaffOrderDetails; onComplete: (t: ActionTarget) => void; onCancel: (t: ActionTarget) => void }) {
  const { order: o, payment: p, history, actions } = details;
  const address = o.customerAddress;
  const shipping = p.shippingDetails;
  return (
    <>
      <section className="stack stack--tight" aria-labelledby="staff-order-info">
        <h3 id="staff-order-info" className="order-card__subtitle">
          Order information
        </h3>
        <Facts
          rows={[
            ['Status', <StaffOrderStatusBadge key="s" status={o.status} />],
            ['Order type', humanize(o.orderType)],
            ['Product', humanize(o.productType)],
            ['Event', o.eventTitle || '—'],
            o.eventCode !== undefined && ['Event code', o.eventCode],
            o.eventDate !== undefined && ['Event date', o.eventDate],
            o.printPhotoCount !== undefined && ['Photos chosen for printing', String(o.printPhotoCount)],
            ['Subtotal', formatMoney(o.subtotalAmount, o.currency)],
            o.shippingCost > 0 && ['Shipping', formatMoney(o.shippingCost, o.currency)],
            ['Total', formatMoney(o.totalAmount, o.currency)],
            o.currency !== 'RON' && ['Total in RON', formatMoney(o.ronTotal, 'RON')],
            ['Country', o.country],
            ['Created', formatOrderDate(o.createdAt)],
            ['Last updated', formatOrderDate(o.updatedAt)],
            o.completedAt !== undefined && ['Completed', dateOr(o.completedAt)],
            o.cancelledAt !== undefined && ['Cancelled', dateOr(o.cancelledAt)],
            o.trackingNumber !== undefined && ['Tracking number', o.trackingNumber],
            o.downloadUrl !== undefined && ['Download link', o.downloadUrl],
            o.downloadExpiresAt !== undefined && ['Download link expires', dateOr(o.downloadExpiresAt)],
            o.notes !== undefined && ['Notes', o.notes],
            o.staffNotes !== undefined && ['Staff notes', o.staffNotes],
          ]}
        />
      </section>
      <section className="stack stack--tight" aria-labelledby="staff-order-customer">
        <h3 id="staff-order-customer" className="order-card__subtitle">
          Customer information
        </h3>
        <Facts
          rows={[
            ['Name', o.customerName],
            ['E-mail', o.customerEmail],
            address !== undefined && ['Address', [address.street, address.postalCode, address.city, address.country].filter(Boolean).join(', ')],
          ]}
        />
      </section>
      <section className="stack stack--tight" aria-labelledby="staff-order-payment">
        <h3 id="staff-order-payment" className="order-card__subtitle">
          Payment information
        </h3>
        <Facts
          rows={[
            ['Paid', p.paidAt ? formatOrderDate(p.paidAt) : 'Not paid'],
            p.checkoutSessionId !== undefined && ['Checkout session', p.checkoutSessionId],
            p.paidSessionId !== undefined && p.paidSessionId !== p.checkoutSessionId && ['Paid session', p.paidSessionId],
            p.paymentIntentId !== undefined && ['Payment intent', p.paymentIntentId],
            shipping !== undefined && [
              'Shipping (from Stripe)',
              [shipping.name, shipping.address.line1, shipping.address.line2, shipping.address.postal_code, shipping.address.city, shipping.address.country].filter(Boolean).join(', '),
            ],
            p.refundRequestedAt !== undefined && ['Refund requested', dateOr(p.refundRequestedAt)],
            p.refundedAt !== undefined && ['Refunded', dateOr(p.refundedAt)],
            p.refundFailure !== undefined && ['Refund failed', `${p.refundFailure.reason} (${formatOrderDate(p.refundFailure.at)})`],
            p.refundedBeforePaid !== undefined && ['Refunded a second payment', `${p.refundedBeforePaid.paymentIntentId} (${formatOrderDate(p.refundedBeforePaid.at)})`],
            p.lastPaymentEvent !== undefined && ['Last payment event', `${p.lastPaymentEvent.type}${p.lastPaymentEvent.note ? ` — ${p.lastPaymentEvent.note}` : ''} (${formatOrderDate(p.lastPaymentEvent.at)})`],
          ]}
        />
      </section>
      <section className="stack stack--tight" aria-labelledby="staff-order-timeline">
        <h3 id="staff-order-timeline" className="order-card__subtitle">
          Timeline
        </h3>
        {history.length === 0 ? (
          <p>No status history available</p>
        ) : (
          <ol className="staff-order-timeline">
            {history.map((h) => (
              <li key={h.id}>
                <strong>{statusLabel(h.to)}</strong>
                {h.from && <span className="staff-orders__sub"> from {statusLabel(h.from)}</span>}
                <span className="staff-orders__sub">
                  {h.reason} · {actorLabel(h.actor)} · <time dateTime={h.at}>{formatOrderDate(h.at)}</time>
                </span>
                {typeof h.metadata?.trackingNumber === 'string' && <span className="staff-orders__sub">Tracking number: {h.metadata.trackingNumber}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
      {(actions.complete || actions.cancel) && (
        <section className="stack stack--tight" aria-labelledby="staff-order-actions">
          <h3 id="staff-order-actions" className="order-card__subtitle">
            Admin actions
          </h3>
          <div className="staff-orders__actions">
            {actions.complete && (
              <button type="button" className="btn btn--primary" onClick={() => onComplete(o)}>
                Mark Complete
              </button>
            )}
            {actions.cancel && (
              <button type="button" className="btn btn--secondary" onClick={() => onCancel(o)}>
                Cancel Order
              </button>
            )}
          </div>
        </section>
      )}
    </>
  );
}

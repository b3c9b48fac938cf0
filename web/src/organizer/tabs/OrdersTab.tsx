import { useState, type FormEvent } from 'react';
import { EVENT_CODE_LENGTH } from '../../../../shared/constants';
import { displayOf } from '../../../../shared/orders/order-status';
import type { OrganizerOrder } from '../../../../shared/schemas/organizer';
import { ApiError } from '../../api/ApiError';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { formatAmountWithCode, humanize } from '../../model/orders/orderFormat';
import { linkOrganizerOrder } from '../organizerApi';
import { formatDate } from '../organizerFormat';
import type { OrganizerTabProps } from './organizerTab';

/** Orders: the yellow 'Unlinked Orders' block when any exist, then the orders grouped by event (commerce spec). */
export function OrdersTab({ token, data, reload, onAuthFailure }: OrganizerTabProps) {
  const grouped = data.events.filter((e) => e.orders.length > 0);
  const nothing = data.unlinkedOrders.length === 0 && grouped.length === 0 && data.otherOrders.length === 0;
  return (
    <>
      {data.unlinkedOrders.length > 0 && (
        <section className="organizer-unlinked stack" aria-labelledby="organizer-unlinked">
          <h2 id="organizer-unlinked" className="organizer-section__title">
            Unlinked Orders
          </h2>
          <p className="organizer-muted">Paid packages not yet linked to an event. Link one with the code of the event you created.</p>
          <ul className="organizer-list" aria-label="Unlinked orders">
            {data.unlinkedOrders.map((order) => (
              <li key={order.id} className="organizer-order stack stack--tight">
                <OrderLine order={order} />
                <LinkOrderForm order={order} token={token} onLinked={reload} onAuthFailure={onAuthFailure} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {grouped.map((event) => (
        <section key={event.id} className="card stack stack--tight" aria-labelledby={`organizer-orders-${event.code}`}>
          <h2 id={`organizer-orders-${event.code}`} className="organizer-section__title">
            {event.title} <span className="organizer-code organizer-muted">{event.code}</span>
          </h2>
          <OrderList orders={event.orders} label={`Orders for ${event.title}`} />
        </section>
      ))}
      {data.otherOrders.length > 0 && (
        <section className="card stack stack--tight" aria-labelledby="organizer-other-orders">
          <h2 id="organizer-other-orders" className="organizer-section__title">
            Other purchases
          </h2>
          <OrderList orders={data.otherOrders} label="Other purchases" />
        </section>
      )}
      {nothing && <p className="page__lead">No orders yet.</p>}
    </>
  );
}

function OrderList({ orders, label }: { orders: readonly OrganizerOrder[]; label: string }) {
  return (
    <ul className="organizer-list" aria-label={label}>
      {orders.map((order) => (
        <li key={order.id} className="organizer-order">
          <OrderLine order={order} showType />
        </li>
      ))}
    </ul>
  );
}

/** Number, date, (type), status, amount in the order's own currency. */
function OrderLine({ order, showType = false }: { order: OrganizerOrder; showType?: boolean }) {
  return (
    <div className="organizer-order__line">
      <p>
        <strong className="organizer-code">{order.orderNumber}</strong>
        <span className="organizer-muted"> · {formatDate(order.createdAt)}</span>
      </p>
      <p className="organizer-muted">
        {showType && <>{humanize(order.orderType)} · </>}
        {displayOf(order.status).label}
      </p>
      <p className="organizer-order__amount">{formatAmountWithCode(order.totalAmount, order.currency)}</p>
    </div>
  );
}

function LinkOrderForm({ order, token, onLinked, onAuthFailure }: { order: OrganizerOrder; token: string; onLinked: () => void; onAuthFailure: (message: string) => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const ready = code.length === EVENT_CODE_LENGTH;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !ready) return;
    setBusy(true);
    setError(undefined);
    try {
      await linkOrganizerOrder(token, order.id, code);
      onLinked();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onAuthFailure(err.message);
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <form className="organizer-link" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={`Event code for ${order.orderNumber}`}
        name="eventCode"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={EVENT_CODE_LENGTH}
        value={code}
        onChange={(e) => {
          setCode(e.target.value.trim().toUpperCase().slice(0, EVENT_CODE_LENGTH));
          setError(undefined);
        }}
      />
      {error && <ErrorBanner message={error} />}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !ready}>
        {busy ? 'Linking...' : 'Link to event'}
      </button>
    </form>
  );
}

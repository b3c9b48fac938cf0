import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isOrderStatus } from '../../../../shared/orders/order-status';
import type { OrganizerOrder } from '../../../../shared/schemas/organizer';
import { ApiError } from '../../api/ApiError';
import { ArchiveDownload } from '../../components/ArchiveDownload';
import { ErrorBanner } from '../../components/ErrorBanner';
import { SelectField } from '../../components/SelectField';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import { orderName } from '../../model/orders/productLabels';
import { linkTargets } from '../linkTargets';
import { linkOrganizerOrder } from '../organizerApi';
import { useOrganizerFormat } from '../organizerFormat';
import { organizerOrderPath } from '../organizerPaths';
import type { OrganizerTabProps } from './organizerTab';

/** Orders: the yellow 'Unlinked Orders' block when any exist, then the orders grouped by event (commerce spec). */
export function OrdersTab({ token, data, reload, onAuthFailure }: OrganizerTabProps) {
  const t = useTexts('organizer').orders;
  const grouped = data.events.filter((e) => e.orders.length > 0);
  const nothing = data.unlinkedOrders.length === 0 && grouped.length === 0 && data.otherOrders.length === 0;
  return (
    <>
      {data.unlinkedOrders.length > 0 && (
        <section className="organizer-unlinked stack" aria-labelledby="organizer-unlinked">
          <h2 id="organizer-unlinked" className="organizer-section__title">
            {t.unlinked}
          </h2>
          <p className="organizer-muted">{t.unlinkedLead}</p>
          <ul className="organizer-list" aria-label={t.unlinkedLabel}>
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
          <OrderList orders={event.orders} label={t.ordersFor(event.title)} />
        </section>
      ))}
      {data.otherOrders.length > 0 && (
        <section className="card stack stack--tight" aria-labelledby="organizer-other-orders">
          <h2 id="organizer-other-orders" className="organizer-section__title">
            {t.otherPurchases}
          </h2>
          <OrderList orders={data.otherOrders} label={t.otherPurchases} />
        </section>
      )}
      {nothing && <p className="page__lead">{t.noOrders}</p>}
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

/** Number (a link to the order's page, issue #29.4), date, what was bought, (type), status, amount in the order's own currency. */
function OrderLine({ order, showType = false }: { order: OrganizerOrder; showType?: boolean }) {
  const t = useTexts('organizer').orders;
  const { products } = useTexts('commerce');
  const format = useOrganizerFormat();
  // A status this client does not know yet (a newer server) reads 'Unknown', never crashes the screen.
  const status = isOrderStatus(order.status) ? t.status[order.status] : t.status.unknown;
  return (
    <div className="organizer-order__line">
      <p>
        <Link to={organizerOrderPath(order)} className="organizer-code organizer-order__number">
          {order.orderNumber}
        </Link>
        <span className="organizer-muted"> · {format.date(order.createdAt)}</span>
      </p>
      <p data-testid="organizer-order-product">{orderName(products, order)}</p>
      <p className="organizer-muted">
        {showType && <>{t.orderType[order.orderType]} · </>}
        {order.paymentFailedAt ? (
          <>
            <span className="organizer-order__failed">{t.paymentFailed}</span> ·{' '}
            <Link to={organizerOrderPath(order)}>{t.payAgain}</Link>
          </>
        ) : (
          status
        )}
      </p>
      <p className="organizer-order__amount">{format.amount(order.totalAmount, order.currency)}</p>
      {order.downloadUrl && (
        <ArchiveDownload
          url={order.downloadUrl}
          parts={order.downloadParts}
          texts={{ single: t.downloadArchive, parts: t.archiveParts, part: t.downloadPart }}
          testId="organizer-archive-download"
        />
      )}
    </div>
  );
}

function LinkOrderForm({ order, token, onLinked, onAuthFailure }: { order: OrganizerOrder; token: string; onLinked: () => void; onAuthFailure: () => void }) {
  const texts = useTexts('organizer');
  const t = texts.orders;
  // Read once: the events this phone created that have no package yet.
  const [targets] = useState(linkTargets);
  const [code, setCode] = useState(() => targets[0]?.event.code ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  if (targets.length === 0) {
    return (
      <p className="organizer-muted">
        {t.linkElsewhereBefore} <Link to="/">{t.linkElsewhereLink}</Link> {t.linkElsewhereAfter}
      </p>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const target = targets.find((t) => t.event.code === code);
    if (busy || !target) return;
    setBusy(true);
    setError(undefined);
    try {
      await linkOrganizerOrder(token, order.id, target.event.code, target.creatorToken);
      onLinked();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onAuthFailure();
      setError(errorText(err, texts.failures.failedToFetchData));
      setBusy(false);
    }
  };

  return (
    <form className="organizer-link" onSubmit={(e) => void submit(e)} noValidate>
      <SelectField
        label={t.eventFor(order.orderNumber)}
        name="eventCode"
        value={code}
        options={targets.map((t) => ({ value: t.event.code, label: `${t.event.title} (${t.event.code})` }))}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      {error && <ErrorBanner message={error} />}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !code}>
        {busy ? t.linking : t.link}
      </button>
    </form>
  );
}

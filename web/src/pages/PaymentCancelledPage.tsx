import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { intlTag } from '../../../shared/i18n/locale';
import { isPaidStatus } from '../../../shared/orders/order-status';
import type { OrderView } from '../../../shared/schemas/orders';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useFormat } from '../i18n/format';
import { useTexts } from '../i18n/texts';
import { fetchOrder } from '../model/orders/orderApi';
import { orderAccessToken, rememberOrderAccess } from '../model/orders/orderAccess';
import { formatAmountWithCode } from '../model/orders/orderFormat';
import { orderName, orderTypeName, statusDisplay } from '../model/orders/productLabels';
import { orderPath, paymentRetryPath } from '../model/orders/orderLinks';
import { useReturnParams } from '../model/orders/useReturnParams';
import '../components/orders.css';

type State = { phase: 'processing' } | { phase: 'error' } | { phase: 'cancelled'; order: OrderView | null; detailsError: boolean };

/**
 * /payment-cancelled (commerce spec "Payment cancelled page"): the buyer left Stripe's page. Nothing is
 * cancelled on the server: the order stays pending (24 hours) and can be paid later. The order's details are
 * read to show them.
 */
export default function PaymentCancelledPage() {
  const params = useReturnParams();
  const [request] = useState(() => {
    const orderId = params.get('order_id')?.trim() ?? '';
    const valid = params.get('cancelled') === 'true' && orderId !== '';
    return { valid, orderId, token: params.get('k') ?? (orderId ? orderAccessToken(orderId) : undefined) };
  });
  const [state, setState] = useState<State>(request.valid ? { phase: 'processing' } : { phase: 'error' });
  const texts = useTexts('orders');
  const t = texts.cancelled;
  const trackOrder = texts.success.trackOrder;
  // Opened again once the order no longer waits for a payment: paid since, or closed (cancelled, refunded).
  const settled = state.phase === 'cancelled' && state.order?.status !== 'pending' ? state.order : null;
  const settledTitle = settled ? (isPaidStatus(settled.status) ? t.paidTitle : t.closedTitle) : null;
  useDocumentTitle(state.phase === 'error' ? t.docError : (settledTitle ?? t.docTitle));

  useEffect(() => {
    if (!request.valid) return;
    const controller = new AbortController();
    fetchOrder(request.orderId, request.token, controller.signal).then(
      (order) => {
        if (controller.signal.aborted) return;
        if (request.token && order.access === 'full') rememberOrderAccess({ orderId: order.id, orderNumber: order.orderNumber, token: request.token });
        setState({ phase: 'cancelled', order, detailsError: false });
      },
      () => {
        // The payment was cancelled all the same; only the details are missing.
        if (!controller.signal.aborted) setState({ phase: 'cancelled', order: null, detailsError: true });
      },
    );
    return () => controller.abort();
  }, [request]);

  if (state.phase === 'processing') {
    return (
      <Shell title={t.processingTitle}>
        <p className="page__lead" role="status">
          {t.waitMoment}
        </p>
      </Shell>
    );
  }
  if (state.phase === 'error') {
    return (
      <Shell title={t.errorTitle}>
        <p className="page__lead" role="alert">
          {t.invalidUrl}
        </p>
        <Link to="/" className="btn btn--primary btn--block">
          {t.returnHome}
        </Link>
      </Shell>
    );
  }

  const { order } = state;
  // No "No charges were made", no Try Again: its order page says where it stands.
  if (settled && settledTitle) {
    return (
      <Shell title={settledTitle}>
        <p className="page__lead" role="status">
          {isPaidStatus(settled.status) ? t.paidText : t.closedText}
        </p>
        <div className="stack stack--tight">
          <Link to={orderPath(settled.orderNumber)} className="btn btn--primary btn--block">
            {trackOrder}
          </Link>
          <Link to="/" className="btn btn--secondary btn--block">
            {t.returnHome}
          </Link>
        </div>
        <CancelledOrder order={settled} />
      </Shell>
    );
  }
  // Try Again (decision): a pre-event order is paid again through /payment-retry, which opens a new checkout for the
  // same order; an unknown order is retried the same way (the retry page explains what it can). Others: the gallery.
  const retry = !order || order.orderType === 'pre_event';
  return (
    <Shell title={t.title}>
      <p className="page__lead">{t.noCharges}</p>
      <p>{t.explanation}</p>
      {/* The way on, before the order's details: under them it was below the first screen of a phone. */}
      <div className="stack stack--tight">
        {retry ? (
          <Link to={paymentRetryPath(order?.id ?? request.orderId)} className="btn btn--primary btn--block">
            {t.tryAgain}
          </Link>
        ) : (
          <Link to="/gallery" className="btn btn--primary btn--block">
            {t.returnToGallery}
          </Link>
        )}
        <Link to="/" className="btn btn--secondary btn--block">
          {t.returnHome}
        </Link>
      </div>
      {order && <CancelledOrder order={order} />}
      {state.detailsError && (
        <p className="order-note">
          {t.failed}
          {t.detailsFailed}
        </p>
      )}
      <HelpList />
    </Shell>
  );
}

function CancelledOrder({ order }: { order: OrderView }) {
  const titleId = useId();
  const { products } = useTexts('commerce');
  const texts = useTexts('orders');
  const { orders: o } = texts;
  const { locale } = useFormat();
  const status = order.status === 'pending' ? texts.cancelled.pendingPayment : statusDisplay(texts, order.status).label;
  return (
    <section className="card stack order-card" aria-labelledby={titleId} data-testid="cancelled-order">
      <h2 id={titleId} className="order-card__title">
        {o.orderDetails}
      </h2>
      <dl className="order-facts">
        <div>
          <dt>{o.orderNumber}</dt>
          <dd className="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{o.orderType}</dt>
          <dd>{orderTypeName(products, order.orderType)}</dd>
        </div>
        {order.eventTitle && (
          <div>
            <dt>{o.event}</dt>
            <dd className="order-break">{order.eventTitle}</dd>
          </div>
        )}
        <div>
          <dt>{o.product}</dt>
          <dd>{orderName(products, order)}</dd>
        </div>
        <div>
          <dt>{o.customer}</dt>
          <dd className="order-break">{order.customerInfo.name}</dd>
        </div>
        <div>
          <dt>{o.email}</dt>
          <dd className="order-break">{order.customerInfo.email}</dd>
        </div>
        <div>
          <dt>{o.amount}</dt>
          <dd data-testid="cancelled-amount">{formatAmountWithCode(order.totalAmount, order.currency, intlTag(locale))}</dd>
        </div>
        <div>
          <dt>{o.status}</dt>
          <dd>{status}</dd>
        </div>
      </dl>
    </section>
  );
}

function HelpList() {
  const titleId = useId();
  const t = useTexts('orders').cancelled;
  return (
    <section className="card stack order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        {t.helpTitle}
      </h2>
      <ul className="pay-help">
        {t.help.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="order-note">{t.staysAvailable}</p>
    </section>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <main className="page orders" aria-labelledby={titleId}>
      <SiteHeader />
      <h1 id={titleId} className="page__title">
        {title}
      </h1>
      {children}
    </main>
  );
}

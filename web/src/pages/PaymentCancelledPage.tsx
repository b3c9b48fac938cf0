import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayOf } from '../../../shared/orders/order-status';
import type { OrderView } from '../../../shared/schemas/orders';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { fetchOrder } from '../model/orders/orderApi';
import { orderAccessToken, rememberOrderAccess } from '../model/orders/orderAccess';
import { formatAmountWithCode, humanize } from '../model/orders/orderFormat';
import { paymentRetryPath } from '../model/orders/orderLinks';
import { useReturnParams } from '../model/orders/useReturnParams';
import '../components/orders.css';

export const INVALID_CANCEL_URL = 'Invalid payment cancellation URL';
export const CANCEL_FAILED = 'Failed to process payment cancellation';
export const HELP_ITEMS = [
  'Check that your card has enough funds',
  'Check that your card details are correct',
  'Try another payment method',
  'Contact your bank',
] as const;

type State = { phase: 'processing' } | { phase: 'error'; message: string } | { phase: 'cancelled'; order: OrderView | null; detailsError: boolean };

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
  const [state, setState] = useState<State>(request.valid ? { phase: 'processing' } : { phase: 'error', message: INVALID_CANCEL_URL });
  useDocumentTitle(state.phase === 'error' ? 'Error' : 'Payment Cancelled');

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
      <Shell title="Processing Cancellation...">
        <p className="page__lead" role="status">
          Please wait a moment.
        </p>
      </Shell>
    );
  }
  if (state.phase === 'error') {
    return (
      <Shell title="Error">
        <p className="page__lead" role="alert">
          {state.message}
        </p>
        <Link to="/" className="btn btn--primary btn--block">
          Return Home
        </Link>
      </Shell>
    );
  }

  const { order } = state;
  // Try Again (decision): a pre-event order is paid again through /payment-retry, which opens a new checkout for the
  // same order; an unknown order is retried the same way (the retry page explains what it can). Others: the gallery.
  const retry = !order || order.orderType === 'pre_event';
  return (
    <Shell title="Payment Cancelled">
      <p className="page__lead">No charges were made.</p>
      <p>
        You cancelled the payment, so no money was taken from your account. Your order details are saved, so you can complete the payment
        later.
      </p>
      {order && <CancelledOrder order={order} />}
      {state.detailsError && <p className="order-note">{CANCEL_FAILED}: the order details could not be loaded.</p>}
      <div className="stack stack--tight">
        {retry ? (
          <Link to={paymentRetryPath(order?.id ?? request.orderId)} className="btn btn--primary btn--block">
            Try Again
          </Link>
        ) : (
          <Link to="/gallery" className="btn btn--primary btn--block">
            Return to Gallery
          </Link>
        )}
        <Link to="/" className="btn btn--secondary btn--block">
          Return Home
        </Link>
      </div>
      <HelpList />
    </Shell>
  );
}

function CancelledOrder({ order }: { order: OrderView }) {
  const titleId = useId();
  const status = order.status === 'pending' ? 'Pending Payment' : displayOf(order.status).label;
  return (
    <section className="card stack order-card" aria-labelledby={titleId} data-testid="cancelled-order">
      <h2 id={titleId} className="order-card__title">
        Order Details
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Order number</dt>
          <dd className="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>Order type</dt>
          <dd>{humanize(order.orderType)}</dd>
        </div>
        {order.eventTitle && (
          <div>
            <dt>Event</dt>
            <dd className="order-break">{order.eventTitle}</dd>
          </div>
        )}
        <div>
          <dt>Product</dt>
          <dd>{humanize(order.productType)}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd className="order-break">{order.customerInfo.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd className="order-break">{order.customerInfo.email}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd data-testid="cancelled-amount">{formatAmountWithCode(order.totalAmount, order.currency)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{status}</dd>
        </div>
      </dl>
    </section>
  );
}

function HelpList() {
  const titleId = useId();
  return (
    <section className="card stack order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        Having trouble paying?
      </h2>
      <ul className="pay-help">
        {HELP_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="order-note">Your order stays available for 24 hours.</p>
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

import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isFinal, type FinalStatus } from '../../../shared/orders/order-status';
import type { OrderView } from '../../../shared/schemas/orders';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { peekTexts, useTexts } from '../i18n/texts';
import { useNavigateWhileHere } from '../model/navigation/useNavigateWhileHere';
import { serverMessage } from '../model/orders/orderApi';
import { orderAccessToken, rememberOrderAccess } from '../model/orders/orderAccess';
import { createEventPath, orderPath, paymentRetryPath } from '../model/orders/orderLinks';
import { forgetPendingOrder, markPendingOrderPaid } from '../model/orders/pendingOrder';
import { AUTO_REDIRECT_SECONDS, FALLBACK_REDIRECT_SECONDS, RECHECK_ATTEMPTS, RECHECK_MS, confirmPayment } from '../model/orders/confirmPayment';
import { useCountdown } from '../model/orders/useCountdown';
import { useReturnParams } from '../model/orders/useReturnParams';
import { GalleryExtensionPaid, isGalleryExtension } from '../screens/payment/GalleryExtensionPaid';
import { PaymentSummary, WhatsNext } from '../screens/payment/PaymentSummary';
import '../components/orders.css';

type State =
  | { phase: 'processing' }
  | { phase: 'error'; message: string }
  /** Stripe has not reported the payment yet (late webhook, a delayed payment method): checked again. */
  | { phase: 'confirming'; order: OrderView }
  | { phase: 'unconfirmed'; order: OrderView }
  /** The delayed payment this page waited for failed: said plainly, with Pay again (a fresh session, same order). */
  | { phase: 'failed'; order: OrderView }
  | { phase: 'paid'; order: OrderView }
  /** Paid, then cancelled or refunded (the page opened again later): said plainly; nothing is delivered, nowhere to go. */
  | { phase: 'withdrawn'; order: OrderView & { status: FinalStatus } };

const isWithdrawn = (order: OrderView): order is OrderView & { status: FinalStatus } => isFinal(order.status);

/**
 * /payment-success (commerce spec "Payment success page"): confirms the payment through the server, then
 * shows the summary with the 30 s auto-redirect (pre_event → / to create the event, others → /gallery).
 */
export default function PaymentSuccessPage() {
  const params = useReturnParams();
  // The redirects are the page's own: none once a link tapped here has taken the app elsewhere (useNavigateWhileHere).
  const navigate = useNavigateWhileHere();
  const [request] = useState(() => {
    const orderId = params.get('order_id')?.trim() ?? '';
    const valid = params.get('success') === 'true' && orderId !== '';
    return { valid, orderId, orderNumber: params.get('order_number') ?? undefined, token: params.get('k') ?? (orderId ? orderAccessToken(orderId) : undefined) };
  });
  const texts = useTexts('orders');
  const t = texts.success;
  const [state, setState] = useState<State>(request.valid ? { phase: 'processing' } : { phase: 'error', message: t.invalidUrl });
  const [redirecting, setRedirecting] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!request.valid) return;
    const controller = new AbortController();
    const check = () =>
      confirmPayment(request.orderId, request.token, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          if (request.token) rememberOrderAccess({ orderId: answer.order.id, orderNumber: answer.order.orderNumber, token: request.token });
          if (answer.paid && isWithdrawn(answer.order)) {
            forgetPendingOrder(answer.order.id);
            setState({ phase: 'withdrawn', order: answer.order });
          } else if (answer.paid) {
            markPendingOrderPaid(answer.order.id);
            setState({ phase: 'paid', order: answer.order });
            // A gallery extension paid through the webhook may not be applied yet: checked again until the
            // order names the gallery's new end (the page says "being extended" meanwhile).
            if (isGalleryExtension(answer.order) && !answer.order.galleryExpiresAt && attempt < RECHECK_ATTEMPTS) setAttempt(attempt + 1);
          } else if (answer.order.paymentFailedAt) {
            setState({ phase: 'failed', order: answer.order });
          } else if (attempt < RECHECK_ATTEMPTS) {
            setState({ phase: 'confirming', order: answer.order });
            setAttempt(attempt + 1);
          } else setState({ phase: 'unconfirmed', order: answer.order });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failed: State = { phase: 'error', message: serverMessage(error, peekTexts('orders')?.success.failed ?? 'Failed to process payment') };
          if (attempt === 0) return setState(failed);
          // A re-check that fails (the network, a busy server) does not undo what an earlier answer said: a
          // confirmed payment stays confirmed, one being confirmed is checked again and, at the last check,
          // pointed to its order page.
          setState((prev) =>
            prev.phase === 'paid' ? prev : prev.phase === 'confirming' ? (attempt < RECHECK_ATTEMPTS ? prev : { phase: 'unconfirmed', order: prev.order }) : failed,
          );
          if (attempt < RECHECK_ATTEMPTS) setAttempt(attempt + 1);
        },
      );
    // The first check at once; a re-check after a pause.
    const timer = setTimeout(() => void check(), attempt === 0 ? 0 : RECHECK_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [request, attempt]);

  const paidOrder = state.phase === 'paid' ? state.order : undefined;
  const preEvent = paidOrder?.orderType === 'pre_event';
  const target = paidOrder ? (preEvent ? createEventPath(paidOrder) : '/gallery') : '/';
  // A gallery extension's page counts down to the organizer portal itself (GalleryExtensionPaid).
  const extension = paidOrder !== undefined && isGalleryExtension(paidOrder);
  const left = useCountdown(AUTO_REDIRECT_SECONDS, state.phase === 'paid' && redirecting && !extension, () => navigate(target));
  const fallbackLeft = useCountdown(FALLBACK_REDIRECT_SECONDS, state.phase === 'error', () => navigate('/'));

  useDocumentTitle(
    state.phase === 'paid'
      ? t.docPaid
      : state.phase === 'error'
        ? t.docError
        : state.phase === 'failed'
          ? t.failedTitle
          : state.phase === 'withdrawn'
            ? t.withdrawnTitle[state.order.status]
            : t.docProcessing,
  );

  switch (state.phase) {
    case 'processing':
      return (
        <Shell title={t.processingTitle}>
          <p className="page__lead" role="status">
            {t.pleaseWait}
          </p>
        </Shell>
      );
    case 'error':
      return (
        <Shell title={t.errorTitle}>
          <p className="page__lead" role="alert">
            {state.message}
          </p>
          <p className="order-note">{t.returningHome(fallbackLeft)}</p>
          <Link to="/" className="btn btn--primary btn--block">
            {t.returnHome}
          </Link>
        </Shell>
      );
    case 'confirming':
      return (
        <Shell title={t.confirmingTitle}>
          <p className="page__lead" role="status">
            {t.confirmingText}
          </p>
        </Shell>
      );
    case 'unconfirmed':
      return <FollowTheOrder title={t.notConfirmedTitle} text={t.notConfirmedText} order={state.order} />;
    case 'failed':
      return (
        <Shell title={t.failedTitle}>
          <p className="page__lead" role="alert" data-testid="payment-failed">
            {t.failedText}
          </p>
          <Link to={paymentRetryPath(state.order.id)} className="btn btn--primary btn--block">
            {t.payAgain}
          </Link>
          <Link to={orderPath(state.order.orderNumber)} className="btn btn--secondary btn--block">
            {t.trackOrder}
          </Link>
          <Link to="/" className="btn btn--ghost btn--block">
            {t.returnHome}
          </Link>
        </Shell>
      );
    case 'withdrawn':
      return (
        <FollowTheOrder title={t.withdrawnTitle[state.order.status]} text={state.order.status === 'refunded' ? t.refundedText : t.cancelledText} order={state.order} testId="payment-withdrawn">
          <PaymentSummary order={state.order} />
        </FollowTheOrder>
      );
    case 'paid':
      if (extension) {
        return (
          <Shell title={texts.galleryExtensionPaid.title}>
            <GalleryExtensionPaid order={state.order} />
          </Shell>
        );
      }
      return (
        <Shell title={t.title}>
          <p className="page__lead">{t.thanks}</p>
          {/* Where the page goes by itself, and the way to stay, on the first screen: under the summary and
              What's Next they were two screens down on a phone, and the page left while the buyer read. */}
          {redirecting ? (
            <div className="stack stack--tight" data-testid="auto-redirect">
              <p className="order-note" role="timer" aria-live="off">
                {t.redirectingBefore(preEvent)}
                <span className="pay-countdown">{left}</span>
                {t.redirectingAfter}
              </p>
              <button type="button" className="btn btn--ghost" onClick={() => setRedirecting(false)}>
                {t.cancelRedirect}
              </button>
            </div>
          ) : (
            <p className="order-note">{t.redirectCancelled}</p>
          )}
          <PaymentSummary order={state.order} />
          <WhatsNext order={state.order} />
          <div className="stack stack--tight">
            {preEvent ? (
              <Link to={createEventPath(state.order, { openForm: true })} className="btn btn--primary btn--block">
                {t.createEvent}
              </Link>
            ) : (
              <Link to="/gallery" className="btn btn--primary btn--block">
                {t.goToGallery}
              </Link>
            )}
            <Link to={orderPath(state.order.orderNumber)} className="btn btn--secondary btn--block">
              {t.trackOrder}
            </Link>
          </div>
        </Shell>
      );
  }
}

/** A state with nothing to do here but follow the order: what it is, the order's page, home. */
function FollowTheOrder({ title, text, order, testId, children }: { title: string; text: string; order: OrderView; testId?: string; children?: ReactNode }) {
  const t = useTexts('orders').success;
  return (
    <Shell title={title}>
      <p className="page__lead" role="status" data-testid={testId}>
        {text}
      </p>
      <Link to={orderPath(order.orderNumber)} className="btn btn--primary btn--block">
        {t.trackOrder}
      </Link>
      <Link to="/" className="btn btn--secondary btn--block">
        {t.returnHome}
      </Link>
      {children}
    </Shell>
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

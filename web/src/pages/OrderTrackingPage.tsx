import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isFinal } from '../../../shared/orders/order-status';
import type { OrderView } from '../../../shared/schemas/orders';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RouteLoading } from '../components/RouteLoading';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useTexts } from '../i18n/texts';
import { sendOrderStatusChange } from '../model/orders/orderAnalytics';
import { CUSTOMER_CANCEL_REASON, cancelOrder, fetchStatusHistory, serverMessage } from '../model/orders/orderApi';
import { statusDisplay } from '../model/orders/productLabels';
import { forgetOrderAccess, orderAccessToken, rememberOrderAccess, searchWithout, tokenFromSearch, viewKeyFromSearch } from '../model/orders/orderAccess';
import { createEventPath, paymentRetryPath, reorderPath } from '../model/orders/orderLinks';
import { forgetPendingOrder } from '../model/orders/pendingOrder';
import { useOrder } from '../model/orders/useOrder';
import { useStatusHistory } from '../model/orders/useStatusHistory';
import { AdditionalInfo, OrderDetails } from '../screens/orders/OrderDetails';
import type { OrderActionHandlers } from '../screens/orders/OrderActions';
import { StatusCard } from '../screens/orders/StatusCard';
import { StatusHistoryCard } from '../screens/orders/StatusHistoryCard';
import '../components/orders.css';

/** The reason of the change a poll found: the history's newest entry when it is that change. */
async function reasonOf(order: OrderView, token: string | undefined): Promise<string> {
  try {
    const { history } = await fetchStatusHistory(order.id, token);
    const latest = history[0];
    return latest && latest.to === order.status ? latest.reason : '';
  } catch {
    return '';
  }
}

const statusChange = (from: OrderView, to: OrderView, reason: string) => ({
  orderId: to.id,
  orderNumber: to.orderNumber,
  orderType: to.orderType,
  from: from.status,
  to: to.status,
  reason,
  total: to.totalAmount,
  currency: to.currency,
});

/**
 * /order/{orderNumber} (commerce spec "Order tracking", DESIGN 15): anyone with the number sees the public
 * view; the order's access token (`?k=` from the e-mail or the success redirect, or remembered on this
 * device) shows everything and allows Cancel; a later e-mail's view key (`?v=`) shows everything but Cancel,
 * and is used only when this device holds no token for the order. Both leave the address bar at once.
 */
export default function OrderTrackingPage() {
  const { orderNumber = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [urlToken] = useState(() => tokenFromSearch(location.search));
  const [urlViewKey] = useState(() => viewKeyFromSearch(location.search));
  const [token, setToken] = useState(() => urlToken ?? (orderNumber ? orderAccessToken(orderNumber) : undefined) ?? urlViewKey);
  const texts = useTexts('commerce');
  const t = useTexts('orders').orders;
  useDocumentTitle(orderNumber ? t.orderTitle(orderNumber) : t.trackingTitle);

  useEffect(() => {
    if (tokenFromSearch(location.search) || viewKeyFromSearch(location.search)) void navigate({ pathname: location.pathname, search: searchWithout(location.search), hash: location.hash }, { replace: true });
  }, [location, navigate]);

  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  });
  const onStatusChange = useCallback((from: OrderView, to: OrderView) => {
    void reasonOf(to, tokenRef.current).then((reason) => sendOrderStatusChange(statusChange(from, to, reason)));
  }, []);

  const { state, retry, show } = useOrder(orderNumber, token, { onStatusChange });
  const order = state.phase === 'ready' ? state.order : undefined;

  useEffect(() => {
    if (!order || !token) return;
    if (order.access === 'full') rememberOrderAccess({ orderId: order.id, orderNumber: order.orderNumber, token });
    else {
      // The server did not accept this token: stop sending it (the e-mail's view key next, if any; else the public view).
      forgetOrderAccess(order.orderNumber);
      setToken(token !== urlViewKey ? urlViewKey : undefined);
    }
  }, [order, token, urlViewKey]);

  const history = useStatusHistory(order?.id, token, order?.updatedAt);

  if (!orderNumber) return <OrderProblem title={t.notFoundTitle} message={texts.errors.ORDER_NUMBER_REQUIRED} />;
  if (state.phase === 'loading') {
    return (
      <main className="page">
        <SiteHeader />
        <RouteLoading label={t.loadingOrder} />
      </main>
    );
  }
  if (state.phase === 'failed') return <OrderProblem title={t.notFoundTitle} message={state.message} onRetry={retry} />;

  return <LoadedOrder order={state.order} token={token} history={history} onOrder={show} />;
}

function OrderProblem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const titleId = useId();
  const t = useTexts('orders').orders;
  return (
    <main className="page">
      <SiteHeader />
      <section className="polaroid polaroid--tilt stack" aria-labelledby={titleId}>
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        <p className="page__lead" role="alert">
          {message}
        </p>
      </section>
      {onRetry && (
        <button type="button" className="btn btn--primary btn--block" onClick={onRetry}>
          {t.tryAgain}
        </button>
      )}
      <Link to="/" className="btn btn--secondary btn--block">
        {t.returnHome}
      </Link>
    </main>
  );
}

interface LoadedOrderProps {
  order: OrderView;
  token: string | undefined;
  history: ReturnType<typeof useStatusHistory>;
  onOrder: (order: OrderView) => void;
}

function LoadedOrder({ order, token, history, onOrder }: LoadedOrderProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const texts = useTexts('orders');
  const t = texts.orders;
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Past pending, a Cancel is the refund promise's (a paid event package): the dialog says the money comes back.
  const paid = order.status === 'processing' || order.status === 'completed';
  // A cancelled or refunded order (here, by staff, by its refund) is no longer this device's order to come back to.
  const withdrawn = isFinal(order.status);
  useEffect(() => {
    if (withdrawn) forgetPendingOrder(order.id);
  }, [withdrawn, order.id]);

  const confirmCancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      const cancelled = await cancelOrder(order.id, token);
      sendOrderStatusChange(statusChange(order, cancelled, CUSTOMER_CANCEL_REASON));
      onOrder(cancelled);
      setConfirming(false);
      // A paid order's money goes back (Stripe confirms later; the e-mail says when): say so now.
      if (paid) setNotice(t.refundOnItsWay);
    } catch (error) {
      const message = serverMessage(error, '');
      setCancelError(message ? t.cancelFailedWith(message) : t.cancelFailed);
    } finally {
      setCancelling(false);
    }
  };

  const handlers: OrderActionHandlers = {
    retry_payment: () => void navigate(paymentRetryPath(order.id)),
    cancel_order: () => {
      setCancelError(null);
      setConfirming(true);
    },
    download: () => {
      if (!order.downloadUrl) return setNotice(t.downloadNotReady);
      setNotice(null);
      // A large archive comes in parts: Download Files takes the buyer to every part's link (Additional
      // Information) rather than opening part 1 as if it were the whole archive.
      const firstPart = (order.downloadParts?.length ?? 0) > 1 ? document.querySelector<HTMLAnchorElement>('[data-testid="archive-parts"] a') : null;
      if (firstPart) {
        firstPart.scrollIntoView({ block: 'center' });
        firstPart.focus();
      } else window.open(order.downloadUrl, '_blank', 'noopener,noreferrer');
    },
    create_event: () => void navigate(createEventPath(order)),
    reorder: () => void navigate(reorderPath(order)),
  };

  return (
    <main className="page orders" aria-labelledby={titleId}>
      <SiteHeader />
      <header className="stack stack--tight">
        <p className="order-eyebrow">{t.trackingTitle}</p>
        <h1 id={titleId} className="page__title order-break">
          {t.orderTitle(order.orderNumber)}
        </h1>
      </header>
      <OrderDetails order={order} />
      {notice && (
        <p className="banner banner--info" role="alert">
          {notice}
        </p>
      )}
      <StatusCard order={order} actions={handlers} />
      <StatusHistoryCard state={history.state} currentLabel={statusDisplay(texts, order.status).label} onRefresh={history.refresh} />
      <AdditionalInfo order={order} />
      <Link to="/" className="btn btn--secondary btn--block">
        {t.backHome}
      </Link>
      <ConfirmDialog
        open={confirming}
        title={t.cancelConfirm}
        confirmLabel={t.cancelOrder}
        busyLabel={t.cancelling}
        cancelLabel={t.keepOrder}
        busy={cancelling}
        error={cancelError}
        danger
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      >
        {paid && <p>{t.cancelRefundNote}</p>}
      </ConfirmDialog>
    </main>
  );
}

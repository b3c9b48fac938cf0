import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { commerceEndpointRoutes as endpointRoutes } from '../../../shared/api/commerce-endpoint-routes';
import { callApi } from '../api/callApi';
import { SiteHeader } from '../components/SiteHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { peekTexts, useTexts } from '../i18n/texts';
import { useStillHere } from '../model/navigation/useNavigateWhileHere';
import { leaveForCheckout } from '../model/orders/leaveForCheckout';
import { serverMessage } from '../model/orders/orderApi';
import { orderAccessToken } from '../model/orders/orderAccess';
import { orderPath } from '../model/orders/orderLinks';
import '../components/orders.css';
import { useBackForwardRestore } from '../model/payment/useBackForwardRestore';

/**
 * returned: back from Stripe's page through the back/forward cache (the page as it was left), or the checkout
 * answered after a link tapped here had taken the app elsewhere: offered again, not reopened.
 */
type State = { phase: 'starting' } | { phase: 'no-access' } | { phase: 'failed'; message: string } | { phase: 'returned' };

/**
 * /payment-retry/{orderId} (commerce spec: the target of retry_payment): opens a new Stripe checkout for the
 * order (the server expires the previous session) and goes there. Starting a payment needs the order's token
 * on this device (remembered from the order link, or the pending order of /pricing).
 */
export default function PaymentRetryPage() {
  const { orderId = '' } = useParams();
  const [token] = useState(() => (orderId ? orderAccessToken(orderId) : undefined));
  const [state, setState] = useState<State>(token ? { phase: 'starting' } : { phase: 'no-access' });
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  const t = useTexts('orders').retry;
  useDocumentTitle(t.title);

  // Not for Stripe once a link tapped meanwhile (Return Home, the site header) has taken the app elsewhere: this page
  // stays mounted, its request alive, until that page's chunk has loaded (useStillHere).
  const stillHere = useStillHere();
  useEffect(() => {
    if (!token) return;
    let stale = false;
    callApi(endpointRoutes.checkoutOrder, { params: { id: orderId }, orderToken: token }).then(
      (answer) => {
        if (stale) return;
        if (stillHere()) leaveForCheckout(answer.url);
        else setState({ phase: 'returned' });
      },
      (error: unknown) => {
        if (!stale) setState({ phase: 'failed', message: serverMessage(error, peekTexts('orders')?.retry.failed ?? 'Failed to start the payment. Please try again.') });
      },
    );
    return () => {
      stale = true;
    };
  }, [orderId, token, attempt, stillHere]);

  useBackForwardRestore(() => setState((s) => (s.phase === 'starting' ? { phase: 'returned' } : s)));

  const retry = () => {
    setState({ phase: 'starting' });
    setAttempt((n) => n + 1);
  };

  return (
    <main className="page orders" aria-labelledby={titleId}>
      <SiteHeader />
      <h1 id={titleId} className="page__title">
        {t.title}
      </h1>
      {state.phase === 'starting' && (
        <p className="page__lead" role="status">
          {t.opening}
        </p>
      )}
      {state.phase === 'no-access' && <p className="page__lead">{t.noAccess}</p>}
      {state.phase === 'failed' && (
        <p className="banner banner--error" role="alert">
          {state.message}
        </p>
      )}
      {(state.phase === 'failed' || state.phase === 'returned') && (
        <button type="button" className="btn btn--primary btn--block" onClick={retry}>
          {t.tryAgain}
        </button>
      )}
      {state.phase !== 'starting' && orderId && (
        <Link to={orderPath(orderId)} className="btn btn--secondary btn--block">
          {t.viewOrder}
        </Link>
      )}
      <Link to="/" className="btn btn--ghost btn--block">
        {t.returnHome}
      </Link>
    </main>
  );
}

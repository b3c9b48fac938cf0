import { UNPAID_ORDER_LIMIT_MS } from '../../../../shared/orders/order-status.js';
import { ORDER_LABEL_WORDS_EN, orderLabel } from '../../../../shared/orders/order-label.js';
import { domainError } from '../errors.js';
import { fulfilPaidSession } from './fulfil-payment.js';
import type { PaymentDeps, PaymentOrder } from './ports.js';
import { delayedPaymentFailed } from './stripe-objects.js';

/** Stripe refuses an `expires_at` less than 30 minutes ahead; one minute of margin for the clocks. */
const MIN_SESSION_MS = 31 * 60 * 1000;

/**
 * When the Checkout Session closes: at the order's own 24-hour limit, so a session never outlives its
 * order — derived from the order, not from "now", so two concurrent checkouts of one attempt send the same
 * parameters under the same idempotency key and get the same session. In the order's last half hour
 * Stripe's 30-minute minimum wins (rounded to the minute): a payment after the order was cancelled by the
 * unpaid-order job is refunded automatically (fulfil-payment.ts).
 */
export const sessionExpiry = (order: Pick<PaymentOrder, 'createdAt'>, now: Date): number => {
  const limit = Date.parse(order.createdAt) + UNPAID_ORDER_LIMIT_MS;
  const earliest = Math.ceil((now.getTime() + MIN_SESSION_MS) / 60_000) * 60_000;
  return Math.floor(Math.max(limit, earliest) / 1000);
};


/**
 * The line the customer sees on Stripe's page: what they buy (shared/orders/order-label.ts, in English: the
 * spec's language, and Stripe's page shows one name), and the order number to match it with.
 */
export const lineName = (order: Pick<PaymentOrder, 'orderType' | 'productType' | 'lines' | 'eventTitle' | 'orderNumber'>): string => {
  const what = orderLabel(order, ORDER_LABEL_WORDS_EN);
  const title = order.eventTitle ? ` – ${order.eventTitle}` : '';
  return `${what}${title} (${order.orderNumber})`.slice(0, 250);
};

/**
 * The return URLs, built by the server from the public site address (never from the client). The access
 * token travels in `k` so the payment pages can read the order in full; `{CHECKOUT_SESSION_ID}` is
 * Stripe's placeholder and stays unencoded.
 */
export const returnUrls = (siteOrigin: string, order: Pick<PaymentOrder, 'id' | 'orderNumber'>, accessToken: string) => {
  const q = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const base = siteOrigin.replace(/\/+$/, '');
  return {
    successUrl: `${base}/payment-success?${q({ success: 'true', order_id: order.id, order_number: order.orderNumber })}&session_id={CHECKOUT_SESSION_ID}&${q({ k: accessToken })}`,
    cancelUrl: `${base}/payment-cancelled?${q({ cancelled: 'true', order_id: order.id, order_number: order.orderNumber, k: accessToken })}`,
  };
};

/**
 * Opens a Checkout Session for a pending order (amounts from the ORDER, never the client). Retrying first
 * retires the previous session: it is marked `replacing` on the order (so its `checkout.session.expired`
 * does not cancel the order, even if the next session then fails to open), then expired at Stripe; a
 * previous session that can no longer be expired was paid or is completing — then it is fulfilled here and
 * the retry is refused instead of charging twice (a failed delayed payment gives way to a new session).
 */
export const startCheckout = async (
  deps: PaymentDeps,
  order: PaymentOrder,
  input: { accessToken: string; siteOrigin: string },
): Promise<{ url: string; sessionId: string }> => {
  if (order.status !== 'pending') throw domainError(order.paymentIntentId ? 'ORDER_ALREADY_PAID' : 'ORDER_NOT_PAYABLE', `order is ${order.status}`);
  const now = deps.now();
  if (now.getTime() >= Date.parse(order.createdAt) + UNPAID_ORDER_LIMIT_MS) throw domainError('ORDER_NOT_PAYABLE', 'past the unpaid limit');
  const gateway = await deps.gateway();

  const previous = order.checkout;
  // The attempt is taken (recorded) before Stripe is asked: Stripe keeps even a failed result under its
  // idempotency key, so a retry after a failure must use the next key, not the poisoned one.
  const attempt = (previous?.attempt ?? 0) + 1;
  await deps.orders.record({ orderId: order.id, set: { checkout: { sessionId: previous?.sessionId ?? '', attempt, replacing: true } } });
  if (previous?.sessionId) {
    if ((await gateway.expireCheckoutSession(previous.sessionId)) === 'complete') {
      const session = await gateway.retrieveCheckoutSession(previous.sessionId);
      const failed = delayedPaymentFailed(session);
      if (!failed) {
        await deps.orders.record({ orderId: order.id, set: { checkout: { sessionId: previous.sessionId, attempt } } });
        if (session.paymentStatus !== 'unpaid') {
          await fulfilPaidSession(deps, session, order.id);
          throw domainError('ORDER_ALREADY_PAID', `session ${session.id} was paid`);
        }
        throw domainError('PAYMENT_IN_PROGRESS', `session ${session.id} is complete, payment pending`);
      }
      // Its delayed payment failed: nothing can be paid there any more, so a new session is the retry.
    }
  }

  // No shipping address is asked on Stripe's page: prints and combos ship to the address of Candid's own
  // form, stored on the order at creation (its country priced the shipping).
  const session = await gateway.createCheckoutSession({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    customerEmail: order.customerInfo.email,
    currency: order.currency,
    lines: [{ name: lineName(order), amount: order.totalAmount }],
    ...returnUrls(input.siteOrigin, order, input.accessToken),
    expiresAt: sessionExpiry(order, now),
    idempotencyKey: `checkout:${order.id}:${attempt}`,
  });
  // Every session this order opened is remembered: only those may pay it (payment-match.ts), a replaced one too.
  // Appended, not written back from this request's read: an overlapping checkout's session must not be dropped.
  const addCheckoutSessions = [...(previous?.sessionId && !order.checkoutSessions?.includes(previous.sessionId) ? [previous.sessionId] : []), session.id];
  await deps.orders.record({ orderId: order.id, set: { checkout: { sessionId: session.id, attempt } }, append: { checkoutSessions: addCheckoutSessions } });
  return { url: session.url, sessionId: session.id };
};

import { fulfilPaidSession } from './fulfil-payment.js';
import type { PaymentDeps, PaymentOrder } from './ports.js';
import { delayedPaymentFailed } from './stripe-objects.js';

/**
 * What `/payment-success` calls (the page never believes its URL): runs the webhook's fulfilment from the
 * order's Checkout Session as Stripe reports it now — so a customer who returns before the webhook arrives
 * sees the order paid — idempotently (the same conditional transition decides). Answers whether the order
 * is paid (the address shown is the order's own, from Candid's form).
 */
export const confirmPayment = async (
  deps: PaymentDeps,
  order: PaymentOrder,
): Promise<{ paid: boolean }> => {
  const sessionId = order.paidSessionId ?? order.checkout?.sessionId;
  if (!sessionId) return { paid: false };
  const gateway = await deps.gateway();
  const session = await gateway.retrieveCheckoutSession(sessionId);
  let current: PaymentOrder = order;
  if (session.paymentStatus !== 'unpaid' && order.status === 'pending') {
    const r = await fulfilPaidSession(deps, session, order.id);
    current = r.order ?? order;
  } else if (order.status === 'pending' && session.id === order.checkout?.sessionId && order.paymentFailure?.sessionId !== session.id && delayedPaymentFailed(session)) {
    // The buyer is waiting on the success page and Stripe already says the delayed payment failed: the page
    // says so now; the webhook's event records the same failure (same session) and sends the e-mail.
    await deps.orders.record({ orderId: order.id, set: { paymentFailure: { sessionId: session.id, at: deps.now().toISOString() } } });
  }
  const paid = current.paymentIntentId !== undefined && current.paymentIntentId === session.paymentIntentId && current.status !== 'pending';
  return { paid };
};

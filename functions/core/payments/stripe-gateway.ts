import type Stripe from 'stripe';
import type { PaymentGateway } from '../domain/payments/ports.js';
import { toSessionSnapshot } from '../domain/payments/stripe-objects.js';
import { getStripe } from './stripe-client.js';
import { mapStripeError } from './stripe-errors.js';

/**
 * The payment domain's gateway over the Stripe SDK (API 2026-10-28.endive). Stripe wants lowercase currency
 * codes; metadata goes on the session AND the PaymentIntent (session metadata never reaches PaymentIntent,
 * charge or refund events); every POST carries an idempotency key derived from the order, so a retried
 * request (a Lambda re-run, a webhook redelivery) never creates a second session or refund.
 */
export const stripeGateway = (stripe: Stripe): PaymentGateway => ({
  async createCheckoutSession(req) {
    const currency = req.currency.toLowerCase();
    const metadata = { orderId: req.orderId, orderNumber: req.orderNumber, orderType: req.orderType };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      client_reference_id: req.orderId,
      customer_email: req.customerEmail,
      line_items: req.lines.map((l) => ({ quantity: 1, price_data: { currency, unit_amount: l.amount, product_data: { name: l.name } } })),
      metadata,
      payment_intent_data: { metadata },
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
      expires_at: req.expiresAt,
    };
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: req.idempotencyKey });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return { id: session.id, url: session.url };
  },

  async expireCheckoutSession(sessionId) {
    try {
      const s = await stripe.checkout.sessions.expire(sessionId);
      return s.status === 'complete' ? 'complete' : 'expired';
    } catch (err) {
      // Stripe refuses to expire a session that is not open: read what it is instead of guessing from the text.
      if (!isInvalidRequest(err)) throw err;
      const s = await stripe.checkout.sessions.retrieve(sessionId);
      if (s.status === 'complete') return 'complete';
      if (s.status === 'expired') return 'expired';
      throw err;
    }
  },

  async retrieveCheckoutSession(sessionId) {
    // The PaymentIntent expanded: its status tells a failed delayed payment from one still under way.
    const s = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
    const snapshot = toSessionSnapshot(s);
    if (!snapshot) throw new Error(`Checkout Session ${sessionId} has an unexpected shape`);
    return snapshot;
  },

  async createRefund(req) {
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: req.paymentIntentId, reason: req.reason, metadata: { orderId: req.orderId } },
        { idempotencyKey: req.idempotencyKey },
      );
      return { kind: 'refund', id: refund.id, status: refund.status ?? 'unknown' };
    } catch (err) {
      // Nothing left to refund on the charge (e.g. our refund asked again after Stripe forgot its key): an
      // answer the caller decides on, not a 502 that would make Stripe redeliver the webhook for days.
      if (isInvalidRequest(err) && (err as { code?: unknown }).code === 'charge_already_refunded') return { kind: 'already-refunded' };
      // No such PaymentIntent (a signed event naming one this account never had): nothing was paid with it.
      if (isMissingResource(err)) return { kind: 'no-such-payment' };
      throw err;
    }
  },

  async orderIdOfPaymentIntent(paymentIntentId) {
    try {
      const pi = await stripe.paymentIntents.retrieve(paymentIntentId);
      return pi.metadata.orderId;
    } catch (err) {
      // A PaymentIntent Stripe does not have (another account's, a mistyped id) names no order of ours:
      // the event is about an unknown order (200), not a failure Stripe should retry.
      if (isMissingResource(err)) return undefined;
      throw err;
    }
  },
});

const isInvalidRequest = (err: unknown): boolean =>
  err instanceof Error && (err as { type?: unknown }).type === 'StripeInvalidRequestError';
/** Stripe's "No such …" (resource_missing), or a 404 for an id that cannot even form its URL. */
const isMissingResource = (err: unknown): boolean =>
  isInvalidRequest(err) && ((err as { code?: unknown }).code === 'resource_missing' || (err as { statusCode?: unknown }).statusCode === 404);

/** Every gateway call answers Stripe's failures as ours (stripe-errors.ts: 503 when Stripe is down, else 502), never a 500. */
const guarded = (gateway: PaymentGateway): PaymentGateway => {
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (err) {
        throw mapStripeError(err) ?? err;
      }
    };
  return {
    createCheckoutSession: wrap(gateway.createCheckoutSession),
    expireCheckoutSession: wrap(gateway.expireCheckoutSession),
    retrieveCheckoutSession: wrap(gateway.retrieveCheckoutSession),
    createRefund: wrap(gateway.createRefund),
    orderIdOfPaymentIntent: wrap(gateway.orderIdOfPaymentIntent),
  };
};

export const getPaymentGateway = async (): Promise<PaymentGateway> => guarded(stripeGateway(await getStripe()));

import { fulfilPaidSession } from './fulfil-payment.js';
import { ordersOwnSessions } from './payment-match.js';
import { mergeRefundEntry, refundedAmountOf } from '../../../../shared/orders/refund-amounts.js';
import type { OrderFacts, OrderListAppends, PaymentDeps, PaymentOrder, RefundNews } from './ports.js';
import { failedRefundsAppend } from './refund-key.js';
import { toChargeSnapshot, toRefundSnapshot, toSessionSnapshot } from './stripe-objects.js';

/** A verified Stripe event (webhook-signature.ts parses it; only these fields are read). */
export interface StripeEventInput {
  id: string;
  type: string;
  data: { object: unknown };
}

/** What an event did; logged, and read by tests. */
export type EventOutcome =
  | 'paid'
  | 'already-paid'
  | 'refunded-extra-payment'
  | 'recorded' // facts written (or a duplicate), no status change
  | 'cancelled'
  | 'refunded'
  | 'ignored' // not ours, not about an order we know, or a type we do not handle
  | 'unknown-order'
  | 'not-paid'
  | 'refunded-before-paid'
  | 'payment-mismatch'
  | 'payment-failed';

export const EXPIRED_REASON = 'Payment session expired';
export const REFUNDED_REASON = 'Payment refunded';

/**
 * The webhook's domain: one Stripe event → at most one order transition, deduped on the event id inside the
 * order's own transaction (transitionOrder / recordOrderFacts with stripeEventId). Stripe delivers in any
 * order and more than once, so each branch decides from the order as it is now, never from the event's
 * position. A transition the state machine refuses is recorded and answered 200 (a Stripe retry could not
 * change the answer). The decisions for each out-of-order case are written beside their branch.
 */
export const handleStripeEvent = async (deps: PaymentDeps, event: StripeEventInput): Promise<EventOutcome> => {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onSessionPaidOrCompleted(deps, event);
    case 'checkout.session.async_payment_failed':
      return onAsyncPaymentFailed(deps, event);
    case 'checkout.session.expired':
      return onSessionExpired(deps, event);
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return onRefund(deps, event);
    case 'charge.refunded':
      return onChargeRefunded(deps, event);
    default:
      return 'ignored';
  }
};

/**
 * Writes the event's dedupe item and what it told us (`lastPaymentEvent`, with a note for staff);
 * 'recorded' either way (a duplicate changes nothing).
 */
const record = async (deps: PaymentDeps, orderId: string, event: StripeEventInput, note?: string, set: OrderFacts = {}, append?: OrderListAppends): Promise<EventOutcome> => {
  const lastPaymentEvent = { id: event.id, type: event.type, at: deps.now().toISOString(), ...(note ? { note } : {}) };
  await deps.orders.record({ orderId, stripeEventId: event.id, set: { ...set, lastPaymentEvent }, ...(append ? { append } : {}) });
  return 'recorded';
};

/**
 * completed (paid) and async_payment_succeeded → fulfil: pending → processing. Either may come first
 * (async_payment_succeeded before completed is fine: the later one finds the payment recorded);
 * completed with payment_status 'unpaid' (a delayed method) only records that payment is under way.
 */
const onSessionPaidOrCompleted = async (deps: PaymentDeps, event: StripeEventInput): Promise<EventOutcome> => {
  const session = toSessionSnapshot(event.data.object);
  if (!session?.orderId) return 'ignored';
  if (session.paymentStatus === 'unpaid') {
    const order = await deps.orders.get(session.orderId);
    if (!order) return 'unknown-order';
    return record(deps, order.id, event, `session ${session.id} completed; delayed payment under way`);
  }
  const { outcome } = await fulfilPaidSession(deps, session, session.orderId, event.id);
  return outcome;
};

/**
 * A delayed payment failed. The order stays pending and payable until its 24-hour limit; when the failed
 * session is the order's current one, the failure is recorded (the order page, the success page and the
 * organizer's orders say so and offer to pay again) and the buyer is mailed once for that session. A session
 * the order never opened, one a retry replaced, or an order already paid: only recorded.
 */
const onAsyncPaymentFailed = async (deps: PaymentDeps, event: StripeEventInput): Promise<EventOutcome> => {
  const session = toSessionSnapshot(event.data.object);
  if (!session?.orderId) return 'ignored';
  const order = await deps.orders.get(session.orderId);
  if (!order) return 'unknown-order';
  deps.log.info('delayed payment failed', { orderId: order.id, sessionId: session.id, status: order.status });
  if (!ordersOwnSessions(order).has(session.id)) {
    deps.log.warn('delayed payment failed for a session the order never opened', { orderId: order.id, sessionId: session.id });
    return record(deps, order.id, event, `delayed payment of session ${session.id} failed (not this order's session)`);
  }
  const current = order.status === 'pending' && order.checkout?.sessionId === session.id && order.checkout.replacing !== true;
  if (!current) return record(deps, order.id, event, `delayed payment of session ${session.id} failed`);
  const paymentFailure = order.paymentFailure?.sessionId === session.id ? order.paymentFailure : { sessionId: session.id, at: deps.now().toISOString() };
  await record(deps, order.id, event, `delayed payment of session ${session.id} failed`, { paymentFailure });
  // Sent even for a redelivered event: the mailer's dedupe (per failed session) makes a repeat harmless and
  // finishes a send that failed the first time.
  await deps.mailer.send('payment-failed', { ...order, paymentFailure });
  return 'payment-failed';
};

/**
 * Expiry cancels only when the expired session is the order's CURRENT one and the order still waits for
 * payment. A session a retry replaced (`replacing`, set before the retry expires it, or already superseded
 * by the next session id) expires without touching the order; expiry after a payment does nothing.
 */
const onSessionExpired = async (deps: PaymentDeps, event: StripeEventInput): Promise<EventOutcome> => {
  const session = toSessionSnapshot(event.data.object);
  if (!session?.orderId) return 'ignored';
  const order = await deps.orders.get(session.orderId);
  if (!order) return 'unknown-order';
  const current = order.checkout?.sessionId === session.id && order.checkout.replacing !== true;
  if (order.status !== 'pending' || !current) return record(deps, order.id, event);
  try {
    const r = await deps.orders.transition({ orderId: order.id, to: 'cancelled', from: ['pending'], reason: EXPIRED_REASON, actor: 'stripe', stripeEventId: event.id, emailClaim: 'order-cancelled' });
    if (r.changed) await deps.mailer.send('order-cancelled', r.order, r.emailClaim);
    return r.changed ? 'cancelled' : 'recorded';
  } catch (err) {
    if (!deps.orders.isConflict(err)) throw err;
    // Paid or retried in the meantime: the order is no longer this session's to cancel.
    return record(deps, order.id, event);
  }
};

/**
 * refund.created / refund.updated / refund.failed: every refund Stripe reports for the order (ours, and since API
 * 2024-10-28 the ones made in the Stripe Dashboard too) joins the order's refunds ledger by its id, its status
 * only moving forward (shared/orders/refund-amounts.ts): the order details show what went back, and the revenue
 * totals count the succeeded refunds of the order's own payment once, whatever the order of delivery. A refund
 * that completes the order's payment (alone or with the ones before it) refunds the order. A failure (recorded,
 * staff alerted) of the order's own payment is also counted (failedRefundIds): the next refund asked for it
 * needs a new idempotency key (refund-key.ts); a failed refund of another payment (one the webhook gave back) is
 * not (failedRefundsAppend).
 */
const onRefund = async (deps: PaymentDeps, event: StripeEventInput): Promise<EventOutcome> => {
  const refund = toRefundSnapshot(event.data.object);
  if (!refund?.paymentIntentId) return 'ignored';
  const order = await findOrder(deps, refund.orderId, refund.paymentIntentId);
  if (!order) return 'unknown-order';
  const failed = event.type === 'refund.failed' || refund.status === 'failed' || refund.status === 'canceled';
  const at = deps.now().toISOString();
  // Stripe always sends the amount; a refund without one cannot be counted (its note still reaches staff).
  const news: RefundNews | undefined =
    refund.amount !== undefined
      ? { id: refund.refundId, amount: refund.amount, status: failed && refund.status !== 'canceled' ? 'failed' : refund.status, paymentIntentId: refund.paymentIntentId, at }
      : undefined;
  if (failed) {
    // The other event of a failure already counted (refund.updated and refund.failed, any order, maybe after a
    // newer refund failed too): the failure staff see stays the newest.
    if (order.failedRefundIds?.includes(refund.refundId)) return recordRefund(deps, order, event, news, `refund ${refund.refundId} failed (seen before)`);
    deps.log.error('refund failed: staff must refund by hand', { orderId: order.id, refundId: refund.refundId, reason: refund.failureReason });
    const own = refund.paymentIntentId === order.paymentIntentId;
    return recordRefund(deps, order, event, news, `refund ${refund.refundId} failed`, { refundFailure: { refundId: refund.refundId, reason: refund.failureReason ?? 'unknown', at } }, { failedRefundIds: failedRefundsAppend(order, own ? refund.refundId : undefined) });
  }
  if (refund.status !== 'succeeded') return recordRefund(deps, order, event, news);
  const amount = refund.amount ?? order.totalAmount;
  // Before its payment event (out of order): a refund of the whole total keeps the payment from making the order
  // paid (refundSucceeded); a partial one is only kept in the ledger, and counts once the payment is recorded.
  if (order.status === 'pending') return amount < order.totalAmount ? recordRefund(deps, order, event, news, `refund ${refund.refundId} of ${amount} (partial)`) : refundSucceeded(deps, order, refund.paymentIntentId, event, news);
  const own = refund.paymentIntentId === order.paymentIntentId;
  const given = news ? refundedAmountOf({ ...order, refunds: mergeRefundEntry(order.refunds, news.id, news) }) : amount;
  // A partial refund (made in the Stripe Dashboard) gives back part of the money, not the order: the ledger
  // counts it; the refund that completes the payment (this one, or charge.refunded) refunds the order.
  if (own && given < order.totalAmount && order.status !== 'refunded') return recordRefund(deps, order, event, news, `refund ${refund.refundId} of ${amount} (partial)`);
  return refundSucceeded(deps, order, refund.paymentIntentId, event, news);
};

/** charge.refunded also covers refunds made in the Stripe Dashboard; only a full refund refunds the order. */
const onChargeRefunded = async (deps: PaymentDeps, event: StripeEventInput): Promise<EventOutcome> => {
  const charge = toChargeSnapshot(event.data.object);
  if (!charge?.paymentIntentId) return 'ignored';
  const order = await findOrder(deps, charge.orderId, charge.paymentIntentId);
  if (!order) return 'unknown-order';
  if (!charge.refunded) return record(deps, order.id, event, `charge ${charge.chargeId} partly refunded`);
  return refundSucceeded(deps, order, charge.paymentIntentId, event);
};

/** `record`, and the refund's entry in the order's refunds ledger in the same write when the event carries one. */
const recordRefund = async (deps: PaymentDeps, order: PaymentOrder, event: StripeEventInput, news: RefundNews | undefined, note?: string, set: OrderFacts = {}, append?: OrderListAppends): Promise<EventOutcome> => {
  if (!news) return record(deps, order.id, event, note, set, append);
  const lastPaymentEvent = { id: event.id, type: event.type, at: deps.now().toISOString(), ...(note ? { note } : {}) };
  await deps.orders.recordRefund({ order, stripeEventId: event.id, refund: news, set: { ...set, lastPaymentEvent }, ...(append ? { append } : {}) });
  return 'recorded';
};

const findOrder = async (deps: PaymentDeps, orderId: string | undefined, paymentIntentId: string): Promise<PaymentOrder | undefined> => {
  // A refund made in the Stripe Dashboard carries no order id: the PaymentIntent's metadata has it (one API call, rare).
  const id = orderId ?? (await (await deps.gateway()).orderIdOfPaymentIntent(paymentIntentId));
  return id ? deps.orders.get(id) : undefined;
};

/**
 * The order's own payment came back → refunded (from processing, completed, or cancelled by the customer).
 * A refund of ANOTHER payment (the automatic refund of a second payment) is only recorded. A refund seen
 * while the order is still pending (its payment event not processed yet) is remembered, so that payment
 * never makes the order processing afterwards.
 */
const refundSucceeded = async (deps: PaymentDeps, order: PaymentOrder, paymentIntentId: string, event: StripeEventInput, news?: RefundNews): Promise<EventOutcome> => {
  if (order.status === 'pending') {
    return recordRefund(deps, order, event, news, `payment ${paymentIntentId} refunded before its payment event`, { refundedBeforePaid: { paymentIntentId, at: deps.now().toISOString() } });
  }
  if (order.paymentIntentId !== paymentIntentId) return recordRefund(deps, order, event, news, `refund of another payment (${paymentIntentId})`);
  if (order.status === 'refunded') {
    // Another event of the same refund (refund.created, refund.updated, charge.refunded) got here first.
    await deps.mailer.send('order-refunded', order);
    await deps.seams.withdrawPaidFeatures(order); // again: a redelivery finishes what a failure left
    return recordRefund(deps, order, event, news);
  }
  try {
    const r = await deps.orders.transition({
      orderId: order.id,
      to: 'refunded',
      reason: REFUNDED_REASON,
      actor: 'stripe',
      stripeEventId: event.id,
      set: { refundedAt: deps.now().toISOString() },
      ...(news ? { refund: news } : {}),
      emailClaim: 'order-refunded',
    });
    if (!r.changed) return 'recorded';
    await deps.mailer.send('order-refunded', r.order, r.emailClaim);
    await deps.seams.withdrawPaidFeatures(r.order);
    return 'refunded';
  } catch (err) {
    if (!deps.orders.isConflict(err)) throw err;
    // A concurrent event of the same refund won, or the state machine refuses (logged for staff).
    const now = await deps.orders.get(order.id);
    if (now?.status === 'refunded') await deps.mailer.send('order-refunded', now);
    else deps.log.warn('refund not applied to the order status', { orderId: order.id, status: now?.status });
    const latest = now ?? order;
    return now?.status === 'refunded' ? recordRefund(deps, latest, event, news) : recordRefund(deps, latest, event, news, `refund not applied: order ${now?.status}`, { refundedAt: deps.now().toISOString() });
  }
};

import type { PaymentMismatchReason } from '../../../../shared/schemas/payments.js';
import { paymentMismatch } from './payment-match.js';
import type { EmailClaim, OrderFacts, OrderListAppends, PaymentDeps, PaymentOrder, PaymentEventNote, RefundRequest, SessionSnapshot } from './ports.js';
import { isPaidStatus } from '../../../../shared/orders/order-status.js';
import { giveBackAttempt, giveBackKey, spentRefundKey, type GiveBackKind } from './refund-key.js';

/** What happened, for staff (the order's `lastPaymentEvent`). */
const paymentNote = (deps: PaymentDeps, stripeEventId: string | undefined, note: string): PaymentEventNote => ({
  id: stripeEventId ?? 'success-page',
  type: 'fulfilment',
  at: deps.now().toISOString(),
  note,
});

/** What a paid session did to its order (tests and logs read it). */
export type PaidOutcome =
  | 'paid' // pending → processing now
  | 'already-paid' // this very payment was recorded before (duplicate, or the other path got there first)
  | 'refunded-extra-payment' // the order was already paid by another payment, or cancelled: this one is refunded
  | 'not-paid' // the session is not paid (yet)
  | 'refunded-before-paid' // its refund event came first: the order stays pending
  | 'payment-mismatch' // not the order's session, amount or currency: recorded for staff, refunded when paid, never fulfilled
  | 'unknown-order';

export const PAID_REASON = 'Payment confirmed';

/**
 * Fulfils one paid Checkout Session for its order, from the webhook or from the success page, any number of
 * times and concurrently (Stripe's fulfilment rules): the transition pending → processing is the one
 * conditional write that decides; whoever loses re-reads the order and sees the payment recorded.
 * A payment the order cannot take (already paid by ANOTHER payment, or the order was cancelled meanwhile —
 * e.g. a delayed payment succeeding after expiry) is refunded in full, once (giveBack).
 */
export const fulfilPaidSession = async (
  deps: PaymentDeps,
  session: SessionSnapshot,
  orderId: string,
  stripeEventId?: string,
): Promise<{ outcome: PaidOutcome; order?: PaymentOrder }> => {
  if (session.paymentStatus === 'unpaid' || !session.paymentIntentId) return { outcome: 'not-paid' };
  const paymentIntentId = session.paymentIntentId;
  let order = await deps.orders.get(orderId);
  if (!order) return { outcome: 'unknown-order' };
  const mismatch = paymentMismatch(order, session);
  if (mismatch.length > 0) {
    await rejectMismatch(deps, order, session, mismatch, stripeEventId);
    return { outcome: 'payment-mismatch', order };
  }

  if (order.status === 'pending' && order.refundedBeforePaid?.paymentIntentId === paymentIntentId) {
    await deps.orders.record({ orderId, stripeEventId, set: { lastPaymentEvent: paymentNote(deps, stripeEventId, `payment ${paymentIntentId} was refunded before it was seen paid`) } });
    return { outcome: 'refunded-before-paid', order };
  }
  if (order.status === 'pending') {
    try {
      const set: OrderFacts = { paymentIntentId, paidAt: deps.now().toISOString(), paidSessionId: session.id };
      const r = await deps.orders.transition({ orderId, to: 'processing', reason: PAID_REASON, actor: 'stripe', stripeEventId, set, emailClaim: 'payment-confirmed' });
      order = r.order;
      if (r.changed) {
        await afterPaid(deps, order, r.emailClaim);
        return { outcome: 'paid', order };
      }
      // Not changed: a duplicate event, or another path paid it first; `r.order` is the order as it is now.
    } catch (err) {
      if (!deps.orders.isConflict(err)) throw err;
      // Another delivery or path moved the order meanwhile: decide on what it is now.
      order = (await deps.orders.get(orderId)) ?? order;
    }
  }

  if (order.paymentIntentId === paymentIntentId) {
    if (isPaidStatus(order.status)) await afterPaid(deps, order);
    return { outcome: 'already-paid', order };
  }
  if (order.status === 'pending') {
    // Still pending yet the transition was refused: only a concurrent writer can cause this; let Stripe retry.
    throw new Error(`order ${orderId} stayed pending while fulfilling ${session.id}`);
  }
  await refundExtraPayment(deps, order, paymentIntentId, stripeEventId);
  return { outcome: 'refunded-extra-payment', order };
};

/** How a payment that bought nothing was given back (giveBack). */
type GivenBack = { state: 'refunded'; refundId: string } | { state: 'already-refunded' } | { state: 'recorded-before' } | { state: 'no-such-payment' };

/**
 * Refunds in full a payment that bought nothing (a mismatch, a second payment, one after a cancel), once per
 * payment. Its idempotency key dedupes only while Stripe keeps it (24 h); asked again after that, Stripe
 * refuses the refund as already made, which would answer the webhook 502 and have Stripe redeliver it for
 * days. So a payment the order records as given back (`autoRefundedPayments`, appended by the caller's
 * record with `givenBackAppend`) is not asked again, and Stripe's "already refunded" counts as given back.
 * A request Stripe answered with its own error spent its key (Stripe replays that 500 to the key for 24 h):
 * the order records the key (`failedGiveBackKeys`, not under the event's id, which Stripe's redelivery must
 * still find new) and the error goes up (503, Stripe redelivers); the redelivery asks under the next
 * attempt's key (refund-key.ts), so the money goes back on the next delivery rather than a day later. A new
 * key cannot pay back twice: Stripe refunds a charge no further than its amount.
 * A PaymentIntent Stripe does not have paid nothing: there is nothing to give back, and asking again (a
 * redelivery) gets the same answer, so it is recorded for staff and the webhook answers 200.
 */
const giveBack = async (
  deps: PaymentDeps,
  order: PaymentOrder,
  kind: GiveBackKind,
  req: Omit<RefundRequest, 'orderId' | 'idempotencyKey'>,
  stripeEventId: string | undefined,
): Promise<GivenBack> => {
  if (order.autoRefundedPayments?.includes(req.paymentIntentId)) return { state: 'recorded-before' };
  const attempt = giveBackAttempt(order, kind, req.paymentIntentId);
  const idempotencyKey = giveBackKey(kind, order.id, req.paymentIntentId, attempt);
  const answer = await (await deps.gateway()).createRefund({ ...req, orderId: order.id, idempotencyKey }).catch(async (err: unknown) => {
    if (spentRefundKey(err)) {
      deps.log.warn('refund of a payment that bought nothing: Stripe answered with its own error; the next delivery asks under a new key', { orderId: order.id, paymentIntentId: req.paymentIntentId, attempt });
      const note = `refund of payment ${req.paymentIntentId} (attempt ${attempt}): Stripe answered with an error; asked again under a new key`;
      await deps.orders.record({ orderId: order.id, set: { lastPaymentEvent: paymentNote(deps, stripeEventId, note) }, append: { failedGiveBackKeys: [idempotencyKey] } });
    }
    throw err;
  });
  if (answer.kind === 'refund') return { state: 'refunded', refundId: answer.id };
  return { state: answer.kind };
};

/** What the order's record adds for a payment given back now (nothing when it was recorded before). */
const givenBackAppend = (given: GivenBack | undefined, paymentIntentId: string | undefined): OrderListAppends | undefined =>
  given && (given.state === 'refunded' || given.state === 'already-refunded') && paymentIntentId ? { autoRefundedPayments: [paymentIntentId] } : undefined;

/** What became of the payment, in the note for staff. */
const givenBackPhrase = (given: GivenBack, paymentIntentId: string, refundId: string | undefined): string => {
  if (given.state === 'already-refunded') return 'already refunded';
  if (given.state === 'no-such-payment') return `nothing to refund: Stripe has no payment ${paymentIntentId}`;
  return `refunded${refundId ? ` (${refundId})` : ''}`;
};

/**
 * A paid session that does not pay its order as asked: nothing is fulfilled; the money goes back in full
 * (giveBack: once, whenever the event comes again) and staff see what came in against what was due.
 */
const rejectMismatch = async (deps: PaymentDeps, order: PaymentOrder, session: SessionSnapshot, reasons: PaymentMismatchReason[], stripeEventId?: string) => {
  const paymentIntentId = session.paymentIntentId;
  const given = paymentIntentId ? await giveBack(deps, order, 'mismatch', { paymentIntentId }, stripeEventId) : undefined;
  // A payment given back before keeps the refund staff were shown then.
  const shownBefore = order.paymentMismatch?.paymentIntentId === paymentIntentId ? order.paymentMismatch?.refundId : undefined;
  const refundId = given?.state === 'refunded' ? given.refundId : given?.state === 'recorded-before' ? shownBefore : undefined;
  const figures = {
    sessionId: session.id,
    reasons,
    amount: session.amountTotal,
    currency: session.currency,
    expectedAmount: order.totalAmount,
    expectedCurrency: order.currency.toLowerCase(),
  };
  deps.log.warn('payment mismatch: not fulfilled', { orderId: order.id, paymentIntentId, refundId, refund: given?.state, ...figures });
  const note = `payment mismatch (${reasons.join(', ')}): session ${session.id} paid ${session.amountTotal ?? '?'} ${session.currency ?? '?'}, order asks ${order.totalAmount} ${order.currency.toLowerCase()}${given && paymentIntentId ? `; ${givenBackPhrase(given, paymentIntentId, refundId)}` : ''}`;
  const append = givenBackAppend(given, paymentIntentId);
  await deps.orders.record({
    orderId: order.id,
    stripeEventId,
    set: {
      paymentMismatch: { ...figures, ...(paymentIntentId ? { paymentIntentId } : {}), ...(refundId ? { refundId } : {}), at: deps.now().toISOString() },
      lastPaymentEvent: paymentNote(deps, stripeEventId, note),
    },
    ...(append ? { append } : {}),
  });
};

/** A second payment (or one after cancel) is returned to the customer: nothing was sold for it. */
const refundExtraPayment = async (deps: PaymentDeps, order: PaymentOrder, paymentIntentId: string, stripeEventId?: string) => {
  const given = await giveBack(deps, order, 'extra', { paymentIntentId, reason: 'duplicate' }, stripeEventId);
  deps.log.warn('extra payment refunded', { orderId: order.id, status: order.status, paymentIntentId, ...given });
  const note = `extra payment ${paymentIntentId} ${givenBackPhrase(given, paymentIntentId, given.state === 'refunded' ? given.refundId : undefined)}`;
  const append = givenBackAppend(given, paymentIntentId);
  await deps.orders.record({ orderId: order.id, stripeEventId, set: { lastPaymentEvent: paymentNote(deps, stripeEventId, note) }, ...(append ? { append } : {}) });
};

/**
 * What follows a payment, by kind; safe to repeat (the e-mail is deduped per order and template, the seams
 * are idempotent). pre_event: processing until the buyer links the order to the event they create
 * (link-order, next issue) completes it (its productType says raw_archive too: it is not an archive purchase).
 * raw_archive: processing while the archive job builds the ZIP; combos also (their prints ship separately).
 * prints: processing until staff ship them. gallery_extension: the event's gallery expiry moves and the order
 * completes (one transaction, conditional on processing: a repeat changes nothing). The e-mail goes first: when the transition claimed it (`claim`),
 * nothing may fail between the claim and the send, or a held claim would block every retry's e-mail (a
 * failed send releases it; a failed seam after the send is retried and the e-mail deduped).
 */
export const afterPaid = async (deps: PaymentDeps, order: PaymentOrder, claim?: EmailClaim): Promise<void> => {
  await deps.mailer.send('payment-confirmed', order, claim);
  if (order.orderType !== 'pre_event' && (order.productType === 'raw_archive' || order.productType === 'combo')) await deps.seams.requestArchive(order);
  // A combo's archive request keeps the photos already; a prints bundle alone must keep them too (retention).
  if (order.orderType !== 'pre_event' && order.productType === 'prints_bundle') await deps.seams.keepPrintPhotos(order);
  if (order.productType === 'gallery_extension' && order.status === 'processing') await deps.seams.extendGallery(order);
};

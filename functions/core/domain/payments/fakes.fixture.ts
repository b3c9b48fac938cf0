import { mergeRefundEntry } from '../../../../shared/orders/refund-amounts.js';
import { domainError } from '../errors.js';
import type { CheckoutSessionRequest, OrderListAppends, OrderStatus, PaymentDeps, PaymentGateway, PaymentOrder, RefundRequest, RefundResult, SessionSnapshot, TransitionInput } from './ports.js';

/**
 * In-memory stand-ins for the payment domain's ports, with the same semantics as the real ones where the
 * domain relies on them: the spec's state machine (plus cancelled → refunded for a paid order and completed → cancelled for a refund we ask for), a refused
 * transition throws ORDER_STATUS_CONFLICT, an event id applies once, "already there" is `changed: false`.
 * The integration tests (test/integration/payments.test.ts) run the same flows on the real modules.
 */
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['completed', 'cancelled', 'refunded'],
  completed: ['cancelled', 'refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

/** The orders domain's refused transition (ORDER_STATUS_CONFLICT). */
class FakeConflict extends Error {}

export const baseOrder = (patch: Partial<PaymentOrder> = {}): PaymentOrder => ({
  id: 'ORD1',
  orderNumber: 'CND-261124-ABCDEFGH',
  status: 'pending',
  orderType: 'pre_event',
  productType: 'raw_archive',
  country: 'RO',
  currency: 'RON',
  totalAmount: 9900,
  ronTotal: 9900,
  createdAt: '2026-11-24T10:00:00.000Z',
  customerInfo: { name: 'Ana Pop', email: 'ana@example.com' },
  eventTitle: 'Wedding',
  // The two sessions these tests pay with, as if a retry had replaced cs_1 by cs_2: both are the order's own.
  checkoutSessions: ['cs_1', 'cs_2'],
  ...patch,
});

export const fakeWorld = (order: PaymentOrder, opts: { eventStatus?: string; now?: Date } = {}) => {
  const orders = new Map<string, PaymentOrder>([[order.id, { ...order }]]);
  const seenEvents = new Set<string>();
  const history: { from: OrderStatus; to: OrderStatus; reason: string }[] = [];
  const mails: { template: string; orderId: string }[] = [];
  /** The claim each mail was sent under (undefined: the mailer claims on its own), in send order. */
  const mailClaims: (string | undefined)[] = [];
  /** E-mail claims the transitions made, as the orders domain writes them in the transition's transaction. */
  const claimsMade: { template: string; claimToken: string }[] = [];
  /** Every refund request, in order (a replayed key included). */
  const refunds: RefundRequest[] = [];
  /**
   * Stripe's memory of refund keys: a key it holds answers with the refund it made, or replays the 500 it
   * answered (for 24 h; `forgetRefundKeys`).
   */
  const refundKeys = new Map<string, RefundResult | Error>();
  /**
   * The next refund requests Stripe answers with its own 500, kept under their key (tests set it), each
   * saying whether Stripe made the refund all the same (a 500 tells nothing about what ran).
   */
  const stripe500s: { refunded: boolean }[] = [];
  let refundsMade = 0;
  /** Payments Stripe holds as refunded in full (tests set it): a key it does not hold answers "already refunded". */
  const refundedPayments = new Set<string>();
  /** PaymentIntents Stripe does not have (tests set it): a refund of one answers "no such payment". */
  const missingPayments = new Set<string>();
  const sessionsCreated: CheckoutSessionRequest[] = [];
  const expired: string[] = [];
  const sessions = new Map<string, SessionSnapshot>();
  /** PaymentIntent → order id, as their metadata says (every payment in these tests is the order's). */
  const intents = new Map<string, string>([['pi_1', order.id], ['pi_2', order.id]]);
  const archives: string[] = [];
  const extensions: string[] = [];
  const withdrawals: string[] = [];
  const logs: { level: string; msg: string }[] = [];
  /** Orders on the refund outbox (a paid order cancelled for its refund, until Stripe answers with one). */
  const refundsOwed = new Set<string>();

  const conflictError = () => new FakeConflict('ORDER_STATUS_CONFLICT');
  const gateway: PaymentGateway = {
    createCheckoutSession: async (req) => {
      sessionsCreated.push(req);
      const id = `cs_${req.idempotencyKey}`;
      const amountTotal = req.lines.reduce((sum, l) => sum + l.amount, 0);
      if (!sessions.has(id)) sessions.set(id, { id, status: 'open', paymentStatus: 'unpaid', orderId: req.orderId, amountTotal, currency: req.currency.toLowerCase(), shippingDetails: null });
      return { id, url: `https://pay.example/${id}` };
    },
    expireCheckoutSession: async (id) => {
      expired.push(id);
      const s = sessions.get(id);
      if (s?.status === 'complete') return 'complete';
      if (s) s.status = 'expired';
      return 'expired';
    },
    retrieveCheckoutSession: async (id) => {
      const s = sessions.get(id);
      if (!s) throw new Error(`no session ${id}`);
      return s;
    },
    orderIdOfPaymentIntent: async (pi) => intents.get(pi),
    createRefund: async (req) => {
      refunds.push(req);
      const held = refundKeys.get(req.idempotencyKey);
      if (held instanceof Error) throw held;
      if (held) return held;
      const failure = stripe500s.shift();
      if (failure) {
        // As the gateway maps it (stripe-errors.ts); Stripe keeps the 500 under the key.
        if (failure.refunded) refundedPayments.add(req.paymentIntentId);
        const err = domainError('PAYMENT_PROVIDER_UNAVAILABLE', 'stripe api_error, status 500');
        refundKeys.set(req.idempotencyKey, err);
        throw err;
      }
      if (missingPayments.has(req.paymentIntentId)) return { kind: 'no-such-payment' };
      if (refundedPayments.has(req.paymentIntentId)) return { kind: 'already-refunded' };
      refundsMade += 1;
      const result: RefundResult = { kind: 'refund', id: `re_${refundsMade}`, status: 'succeeded' };
      refundKeys.set(req.idempotencyKey, result);
      return result;
    },
  };

  const deps: PaymentDeps = {
    now: () => opts.now ?? new Date('2026-11-24T12:00:00.000Z'),
    gateway: async () => gateway,
    mailer: {
      send: async (template, o, claim) => {
        mails.push({ template, orderId: o.id });
        mailClaims.push(claim?.claimToken);
      },
    },
    seams: {
      requestArchive: async (o) => void archives.push(o.id),
      keepPrintPhotos: async () => undefined,
      extendGallery: async (o) => void extensions.push(o.id),
      withdrawPaidFeatures: async (o) => void withdrawals.push(o.id),
    },
    log: {
      info: (msg) => void logs.push({ level: 'info', msg }),
      warn: (msg) => void logs.push({ level: 'warn', msg }),
      error: (msg) => void logs.push({ level: 'error', msg }),
    },
    orders: {
      get: async (id) => {
        const o = orders.get(id);
        return o ? { ...o } : undefined;
      },
      transition: async (input: TransitionInput) => {
        const o = orders.get(input.orderId);
        if (!o) throw new Error(`ORDER_NOT_FOUND ${input.orderId}`);
        if (o.status === input.to) return { order: { ...o }, changed: false };
        if (!ALLOWED[o.status].includes(input.to) || (input.from && !input.from.includes(o.status))) {
          if (input.stripeEventId && seenEvents.has(input.stripeEventId)) return { order: { ...o }, changed: false };
          throw conflictError();
        }
        if (input.stripeEventId) {
          if (seenEvents.has(input.stripeEventId)) return { order: { ...o }, changed: false };
          seenEvents.add(input.stripeEventId);
        }
        history.push({ from: o.status, to: input.to, reason: input.reason });
        if (input.owesRefund) refundsOwed.add(o.id);
        Object.assign(o, input.set ?? {}, { status: input.to });
        if (input.refund) o.refunds = mergeRefundEntry(o.refunds, input.refund.id, input.refund);
        if (!input.emailClaim) return { order: { ...o }, changed: true };
        const emailClaim = { template: input.emailClaim, claimToken: `claim-${claimsMade.length + 1}` };
        claimsMade.push(emailClaim);
        return { order: { ...o }, changed: true, emailClaim };
      },
      record: async (input) => {
        const o = orders.get(input.orderId);
        if (!o) throw new Error(`ORDER_NOT_FOUND ${input.orderId}`);
        if (input.stripeEventId) {
          if (seenEvents.has(input.stripeEventId)) return { changed: false };
          seenEvents.add(input.stripeEventId);
        }
        Object.assign(o, input.set);
        for (const [list, items] of Object.entries(input.append ?? {}) as [keyof OrderListAppends, string[]][]) o[list] = [...(o[list] ?? []), ...items];
        return { changed: true };
      },
      recordRefund: async ({ order: read, stripeEventId, refund, set, append }) => {
        const o = orders.get(read.id);
        if (!o) throw new Error(`ORDER_NOT_FOUND ${read.id}`);
        if (seenEvents.has(stripeEventId)) return { changed: false };
        seenEvents.add(stripeEventId);
        Object.assign(o, set);
        o.refunds = mergeRefundEntry(o.refunds, refund.id, refund);
        for (const [list, items] of Object.entries(append ?? {}) as [keyof OrderListAppends, string[]][]) o[list] = [...(o[list] ?? []), ...items];
        return { changed: true };
      },
      isConflict: (err) => err instanceof FakeConflict,
      linkedEventStatus: async () => opts.eventStatus,
      refundAnswered: async (id) => void refundsOwed.delete(id),
    },
  };
  /** Stripe's 24 hours have passed: it no longer knows any refund key. */
  const forgetRefundKeys = () => refundKeys.clear();
  /**
   * The next `n` refund requests (under keys Stripe does not hold) get Stripe's own 500, which it keeps under
   * their key; `refunded`: Stripe made the refund all the same (its charge then answers "already refunded").
   */
  const failNextRefundRequests = (n = 1, o: { refunded?: boolean } = {}) => {
    for (let i = 0; i < n; i += 1) stripe500s.push({ refunded: o.refunded === true });
  };
  return { deps, orders, history, refundsOwed, mails, mailClaims, claimsMade, refunds, refundedPayments, missingPayments, forgetRefundKeys, failNextRefundRequests, sessionsCreated, expired, sessions, archives, extensions, withdrawals, logs, seenEvents, order: () => orders.get(order.id) as PaymentOrder };
};

/** A Checkout Session object as Stripe sends it in an event. */
export const sessionObject = (o: { id?: string; orderId?: string; payment_status?: string; status?: string; payment_intent?: string | null; shipping?: boolean; amount_total?: number; currency?: string }) => ({
  id: o.id ?? 'cs_1',
  object: 'checkout.session',
  status: o.status ?? 'complete',
  payment_status: o.payment_status ?? 'paid',
  payment_intent: o.payment_intent === undefined ? 'pi_1' : o.payment_intent,
  client_reference_id: o.orderId ?? 'ORD1',
  amount_total: o.amount_total ?? 9900,
  currency: o.currency ?? 'ron',
  metadata: { orderId: o.orderId ?? 'ORD1', orderNumber: 'CND-261124-ABCDEFGH', orderType: 'pre_event' },
  collected_information: o.shipping
    ? { shipping_details: { name: 'Ana Pop', address: { line1: 'Str. Lalelelor 1', line2: null, city: 'Cluj', postal_code: '400000', country: 'RO', state: null } } }
    : null,
});

export const stripeEvent = (id: string, type: string, object: unknown) => ({ id, type, data: { object } });

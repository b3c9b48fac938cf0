/**
 * What the payment domain needs from the rest of the system, as narrow interfaces: the order store (the
 * orders domain's transitionOrder / recordOrderFacts / getOrder), the mailer (sendOrderEmail), the payment
 * provider (Stripe through its SDK) and the fulfilment seams of later issues. `wiring.ts` binds them to the
 * real modules; unit tests pass stubs. Keeping Stripe behind `PaymentGateway` also keeps its SDK out of the
 * webhook's bundle path for everything but the refund it may issue (loaded lazily there).
 */

import type { Locale } from '../../../../shared/i18n/locale.js';
import type { PaymentFailure, PaymentMismatch } from '../../../../shared/schemas/payments.js';
import type { RefundEntries, RefundEntry } from '../../../../shared/orders/refund-amounts.js';

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled' | 'refunded';
export type OrderActor = 'customer' | 'stripe' | 'system' | `admin:${string}`;

export interface ShippingDetails {
  name: string;
  address: { line1: string | null; line2: string | null; city: string | null; postal_code: string | null; country: string | null };
}

/** The order fields payments read (the orders domain's entity satisfies this structurally). */
export interface PaymentOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  orderType: string;
  productType: string;
  /** The priced lines (shared/pricing quote ids): what the order is called (shared/orders/order-label.ts). */
  lines?: readonly { id: string; label: string }[];
  /** ISO country the order was priced in (shipping goes there only). */
  country: string;
  currency: string;
  /** Minor units, the amount the customer pays. */
  totalAmount: number;
  createdAt: string;
  customerInfo: { name: string; email: string };
  /** The language the order was placed in (its e-mails'). */
  locale?: Locale;
  eventTitle?: string;
  /** The event a pre_event order is linked to (link-order, a later issue). */
  eventId?: string;
  /** The linked event's code (its key). */
  eventCode?: string;
  checkout?: CheckoutFacts;
  /** Every session the checkout opened for this order (current and replaced); absent on older orders (then only `checkout`'s). */
  checkoutSessions?: string[];
  paymentFailure?: PaymentFailure;
  paymentIntentId?: string;
  /** The session that paid (the success page reads its shipping details). */
  paidSessionId?: string;
  /** A refund of this payment was seen before its payment event (out of order): it must not make the order paid. */
  refundedBeforePaid?: { paymentIntentId: string };
  /** When the order's own refund was asked of Stripe (the cancel; again by a retry after a failure). */
  refundRequestedAt?: string;
  /** The last refund failure Stripe reported for the order (any of its payments'). */
  refundFailure?: RefundFailure;
  /**
   * Refunds of the order's own payment Stripe reported failed (an id may repeat: two events of one failure),
   * and the keys of refund requests Stripe answered with its own error (refund-key.ts unansweredRefundMark).
   */
  failedRefundIds?: readonly string[];
  /** The refund attempt a retry after a failure asked for (refund-key.ts); absent: only the first was asked. */
  refundAttempt?: number;
  /** The last payment that did not match the order (its refund shown to staff). */
  paymentMismatch?: PaymentMismatch;
  /** Payments (never the order's own) the webhook gave back on its own once: a mismatch, a second payment, one after a cancel. */
  autoRefundedPayments?: readonly string[];
  /**
   * Idempotency keys of requests to give such a payment back that Stripe answered with its own error
   * (refund-key.ts spentRefundKey): the next request for that payment asks under the next attempt's key.
   */
  failedGiveBackKeys?: readonly string[];
  /** RON minor units of the total (the order's dated rate). */
  ronTotal: number;
  /** The order's refunds ledger, by refund id (shared/orders/refund-amounts.ts). */
  refunds?: RefundEntries;
}

/** A refund Stripe reported (a refund.* event): its id and what it says now. */
export interface RefundNews extends RefundEntry {
  id: string;
}

export interface RefundFailure {
  refundId: string;
  reason: string;
  at: string;
}

/** The order's current Checkout Session. `replacing` marks a session being expired by a retry. */
export interface CheckoutFacts {
  sessionId: string;
  attempt: number;
  replacing?: boolean;
}

export interface PaymentEventNote {
  id: string;
  type: string;
  at: string;
  note?: string;
}

/** The order fields payments writes (the orders entity declares each). */
export interface OrderFacts {
  checkout?: CheckoutFacts;
  checkoutSessions?: string[];
  paymentFailure?: PaymentFailure;
  paymentMismatch?: PaymentMismatch;
  paymentIntentId?: string;
  paidAt?: string;
  paidSessionId?: string;
  refundRequestedAt?: string;
  refundedAt?: string;
  refundedBeforePaid?: { paymentIntentId: string; at: string };
  refundFailure?: RefundFailure;
  refundAttempt?: number;
  lastPaymentEvent?: PaymentEventNote;
}

/** Order lists a write appends to (never a list read and written back: concurrent writers each add theirs). */
export interface OrderListAppends {
  checkoutSessions?: string[];
  failedRefundIds?: string[];
  autoRefundedPayments?: string[];
  failedGiveBackKeys?: string[];
}

export interface TransitionInput {
  orderId: string;
  to: OrderStatus;
  /** Only from these statuses (the orders domain refuses any other with ORDER_STATUS_CONFLICT). */
  from?: readonly OrderStatus[];
  reason: string;
  actor: OrderActor;
  stripeEventId?: string;
  set?: OrderFacts;
  /** The e-mail this change sends: its dedupe claim is written in the change's own transaction. */
  emailClaim?: OrderEmail;
  /**
   * The change cancels a paid order for its refund: the order goes on the refund outbox in the same
   * transaction (data/refund-due-item.ts), so the refund is asked again until Stripe answers with one.
   */
  owesRefund?: boolean;
  /** The refund event that caused the change: its entry joins the order's refunds ledger in the same write. */
  refund?: RefundNews;
}

/** An e-mail claim a transition made (only when it changed the order): hand it to `Mailer.send`. */
export interface EmailClaim {
  template: OrderEmail;
  claimToken: string;
}

export interface OrderStore {
  get(orderId: string): Promise<PaymentOrder | undefined>;
  /** One transaction (status condition, history item, event dedupe); throws OrderConflict when refused. */
  transition(input: TransitionInput): Promise<{ order: PaymentOrder; changed: boolean; emailClaim?: EmailClaim }>;
  /**
   * Records fields (and the event dedupe item) without a status change; changed false for a duplicate event.
   * `append` adds to the order's lists in the same write.
   */
  record(input: { orderId: string; set: OrderFacts; stripeEventId?: string; append?: OrderListAppends }): Promise<{ changed: boolean }>;
  /**
   * A refund Stripe reported, with the facts it brings (e.g. a failure for staff): the order's refunds ledger and
   * the revenue totals move by what it changes, once per event (changed false for a duplicate), in one write.
   */
  recordRefund(input: { order: PaymentOrder; stripeEventId: string; refund: RefundNews; set: OrderFacts; append?: OrderListAppends }): Promise<{ changed: boolean }>;
  /** True when the error is the orders domain's refused transition (ORDER_STATUS_CONFLICT). */
  isConflict(err: unknown): boolean;
  /** The status of the event with this code (undefined: no such event). */
  linkedEventStatus(eventCode: string): Promise<string | undefined>;
  /** Stripe answered the order's refund request with a refund (or "already refunded"): off the refund outbox. */
  refundAnswered(orderId: string): Promise<void>;
}

export type OrderEmail = 'payment-confirmed' | 'payment-failed' | 'order-cancelled' | 'order-refunded';
export interface Mailer {
  /**
   * Sends at most once per (order, template); under `claim` when the transition already claimed it.
   * 'payment-failed' is sent once per failed session (the order's `paymentFailure.sessionId`): a second
   * attempt that fails too is mailed again.
   */
  send(template: OrderEmail, order: PaymentOrder, claim?: EmailClaim): Promise<void>;
}

/** A Checkout Session as payments reads it (from an event snapshot or a retrieve). */
export interface SessionSnapshot {
  id: string;
  status: 'open' | 'complete' | 'expired' | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentIntentId?: string;
  /** The PaymentIntent's own status when it was expanded ('requires_payment_method': a delayed payment failed). */
  paymentIntentStatus?: string;
  /** The order the session was opened for: from the metadata the server set (never client_reference_id alone). */
  orderId?: string;
  /** What the session charges, in minor units (null: Stripe gave none) and its lowercase ISO currency. */
  amountTotal: number | null;
  currency: string | null;
  /** Only a session opened before checkout stopped asking for an address carries one; the order's own address is the one shipped to. */
  shippingDetails: ShippingDetails | null;
}

export interface CheckoutSessionRequest {
  orderId: string;
  orderNumber: string;
  orderType: string;
  customerEmail: string;
  currency: string;
  lines: { name: string; amount: number }[];
  successUrl: string;
  cancelUrl: string;
  /** Epoch seconds. */
  expiresAt: number;
  idempotencyKey: string;
}

export interface RefundRequest {
  paymentIntentId: string;
  orderId: string;
  /** Stripe's refund reasons; undefined for a payment that did not match its order (neither a duplicate nor the customer's wish). */
  reason?: 'duplicate' | 'requested_by_customer';
  idempotencyKey: string;
}

/**
 * Stripe's answer to a refund request: the refund (made now, or the one the key made before), that the
 * charge has nothing left to refund (a refund of it made or under way: ours after Stripe forgot its key, or
 * one from the Dashboard), or that Stripe has no such PaymentIntent (nothing was paid with it) — answers,
 * not failures; each caller decides what they mean for it.
 */
export type RefundResult = { kind: 'refund'; id: string; status: string } | { kind: 'already-refunded' } | { kind: 'no-such-payment' };

export interface PaymentGateway {
  createCheckoutSession(req: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  /** 'expired' (now or already); 'complete' when it was paid or is completing and cannot be expired. */
  expireCheckoutSession(sessionId: string): Promise<'expired' | 'complete'>;
  retrieveCheckoutSession(sessionId: string): Promise<SessionSnapshot>;
  createRefund(req: RefundRequest): Promise<RefundResult>;
  /** The order a PaymentIntent paid, from its metadata (set at checkout): for refunds made in the Dashboard. */
  orderIdOfPaymentIntent(paymentIntentId: string): Promise<string | undefined>;
}

/** Work that follows a payment, by kind; the next issues fill these in (link-order, the archive job). */
export interface FulfilmentSeams {
  /** raw_archive: start building the ZIP (idempotent). */
  requestArchive(order: PaymentOrder): Promise<void>;
  /** prints_bundle (post-event): keep the event's photos from retention until they are printed (idempotent). */
  keepPrintPhotos(order: PaymentOrder): Promise<void>;
  /** gallery_extension (organizer portal): move the event's gallery expiry and complete the order (idempotent). */
  extendGallery(order: PaymentOrder): Promise<void>;
  /**
   * The order became refunded: the event no longer has what it paid for (issue 27.4) — a linked package's
   * capacity above the free plan and its extension days, a gallery extension's days. Idempotent.
   */
  withdrawPaidFeatures(order: PaymentOrder): Promise<void>;
}

export interface PaymentDeps {
  orders: OrderStore;
  mailer: Mailer;
  gateway: () => Promise<PaymentGateway>;
  seams: FulfilmentSeams;
  now: () => Date;
  log: { info(msg: string, data?: Record<string, unknown>): void; warn(msg: string, data?: Record<string, unknown>): void; error(msg: string, data?: Record<string, unknown>): void };
}

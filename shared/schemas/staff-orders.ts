import * as z from 'zod/mini';
import { paymentFailureSchema, paymentMismatchSchema } from './payments.js';
import { ORDER_STATUSES } from '../orders/order-status.js';
import { PRINT_SIZES } from '../pricing/post-event.js';
import { isoDateTimeSchema } from './common.js';
import { ORDER_CURRENCIES, ORDER_PRODUCT_TYPES, ORDER_TYPES, orderLineSchema, shippingAddressSchema } from './orders.js';

/**
 * The staff portal's view of orders (commerce spec: Admin dashboard, Orders tab; section 3 "Order (admin
 * list)"; DESIGN 15: staff see everything). Shared by the orders tab and the server.
 */

export { STAFF_ORDERS_PAGE_SIZE } from '../constants.js';

/** The tab's filter: the spec's all/pending/processing/completed/cancelled, plus refunded (a real status, DESIGN 15). */
export const STAFF_ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type StaffOrderFilter = (typeof STAFF_ORDER_FILTERS)[number];

export const staffOrdersQuerySchema = z.object({
  status: z._default(z.enum(STAFF_ORDER_FILTERS), 'all'),
  cursor: z.optional(z.string().check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.'))),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

/** Spec section 3 "Order (admin list)", plus the RON equivalent dashboards add up. */
export const staffOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  customerName: z.string(),
  customerEmail: z.string(),
  productType: z.enum(ORDER_PRODUCT_TYPES),
  /** What was bought (its name comes from these: shared/orders/order-label.ts). */
  lines: z.array(orderLineSchema),
  eventTitle: z.string(),
  totalAmount: z.int(),
  currency: z.enum(ORDER_CURRENCIES),
  /** RON minor units (the order's dated rate). */
  ronTotal: z.int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrdersPageSchema = z.object({
  orders: z.array(staffOrderSummarySchema),
  /** Older orders: pass back as `cursor`; null on the last page. */
  nextCursor: z.nullable(z.string()),
  /** Orders under the filter (the maintained per-status counters; all = their sum), for 'Page X of Y'. */
  total: z.int(),
  totalPages: z.int(),
  pageSize: z.int(),
});
export type StaffOrdersPage = z.infer<typeof staffOrdersPageSchema>;

export const staffOrderIdParamsSchema = z.object({ orderId: z.string().check(z.trim(), z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid order id.')) });

/** Who made a change: 'customer', 'stripe', 'system' or 'admin:<staff e-mail>' (staff see who). */
export const staffOrderHistoryEntrySchema = z.object({
  id: z.string(),
  from: z.nullable(z.enum(ORDER_STATUSES)),
  to: z.enum(ORDER_STATUSES),
  reason: z.string(),
  actor: z.string(),
  at: isoDateTimeSchema,
  metadata: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type StaffOrderHistoryEntry = z.infer<typeof staffOrderHistoryEntrySchema>;

/** A customer e-mail an outbox still owes the order (its send failed; the auto-end job tries again at nextTryAt). */
export const staffEmailWaitingSchema = z.object({
  kind: z.enum(['order-shipped', 'archive-ready']),
  /** Since when it is owed: the completion, or the archive's delivery. */
  owedSince: isoDateTimeSchema,
  nextTryAt: isoDateTimeSchema,
});
export type StaffEmailWaiting = z.infer<typeof staffEmailWaitingSchema>;

export const staffOrderDetailsSchema = z.object({
  order: z.extend(staffOrderSummarySchema, {
    subtotalAmount: z.int(),
    shippingCost: z.int(),
    country: z.string(),
    eventCode: z.optional(z.string()),
    eventDate: z.optional(z.string()),
    customerAddress: z.optional(shippingAddressSchema),
    /** Prints: how many of the event's photos were chosen. */
    printPhotoCount: z.optional(z.int()),
    /** Prints (a bundle, a combo, a package's bundle; issue #28.4): what to print, at what size, from which photos. */
    prints: z.optional(
      z.object({
        bundleSize: z.int(),
        printSize: z.enum(PRINT_SIZES),
        photos: z.array(z.object({ id: z.string(), thumbnailUrl: z.string() })),
        /** A package's bundle: the package order that paid for it. */
        packageOrderId: z.optional(z.string()),
      }),
    ),
    notes: z.optional(z.string()),
    staffNotes: z.optional(z.string()),
    trackingNumber: z.optional(z.string()),
    downloadUrl: z.optional(z.string()),
    downloadParts: z.optional(z.array(z.string())),
    downloadExpiresAt: z.optional(z.string()),
    completedAt: z.optional(z.string()),
    cancelledAt: z.optional(z.string()),
    statusSince: isoDateTimeSchema,
    /** Present only while an e-mail to the customer is owed: staff then know the customer has not heard yet. */
    emailsWaiting: z.optional(z.array(staffEmailWaitingSchema)),
  }),
  payment: z.object({
    checkoutSessionId: z.optional(z.string()),
    paidSessionId: z.optional(z.string()),
    paymentIntentId: z.optional(z.string()),
    paidAt: z.optional(z.string()),
    refundRequestedAt: z.optional(z.string()),
    refundedAt: z.optional(z.string()),
    refundFailure: z.optional(z.object({ refundId: z.string(), reason: z.string(), at: z.string() })),
    /**
     * Only once a refund of the order's payment failed: the attempt last asked of Stripe (0: none) and how many
     * failed. A retry is due while 0 < requested ≤ failed; requested > failed: the last one asked is under way.
     */
    refundAttempts: z.optional(z.object({ requested: z.int(), failed: z.int() })),
    refundedBeforePaid: z.optional(z.object({ paymentIntentId: z.string(), at: z.string() })),
    /**
     * Money of the order's own payment given back so far (the order's currency, minor units; the whole total once
     * refunded): present once something was. What the order kept is its total less this.
     */
    refundedAmount: z.optional(z.int()),
    /**
     * Every refund Stripe reported for the order, oldest first, as it stands (pending, succeeded, failed, canceled):
     * `own` is a refund of the order's payment; otherwise of a payment the webhook gave back (a second payment, a
     * mismatch), which was never counted as revenue.
     */
    refunds: z.optional(z.array(z.object({ id: z.string(), amount: z.int(), status: z.string(), own: z.boolean(), at: z.string() }))),
    /**
     * Payments the webhook gave back on its own (a second payment, a mismatch) whose refund Stripe reported failed
     * and none made since: that money is still the customer's, to refund by hand in the Stripe Dashboard (staff's
     * Refund takes back the order's own payment, not these). Gone once a refund of it succeeds or is under way.
     */
    giveBacksFailed: z.optional(z.array(z.object({ paymentIntentId: z.string(), amount: z.int(), at: z.string() }))),
    lastPaymentEvent: z.optional(z.object({ id: z.string(), type: z.string(), at: z.string(), note: z.optional(z.string()) })),
    /** The last payment that did not match the order (never fulfilled; refunded when it was paid). */
    paymentMismatch: z.optional(paymentMismatchSchema),
    /** The current session's delayed payment failed (the buyer was told and may pay again). */
    paymentFailure: z.optional(paymentFailureSchema),
    /**
     * Only while a cancel's refund has not been answered by Stripe (it was down, or answered with its own error):
     * the every-minute job asks again at nextTryAt, without staff.
     */
    refundOwed: z.optional(z.object({ owedSince: isoDateTimeSchema, nextTryAt: isoDateTimeSchema })),
  }),
  /** Newest first. */
  history: z.array(staffOrderHistoryEntrySchema),
  /** What staff may do now (the same rules the server applies). */
  actions: z.object({
    complete: z.boolean(),
    cancel: z.boolean(),
    /** A full refund of the order's payment (admin role only: the screen also checks the signed-in role). */
    refund: z.boolean(),
    trackingNumberRequired: z.boolean(),
  }),
});
export type StaffOrderDetails = z.infer<typeof staffOrderDetailsSchema>;

export const staffCompleteOrderRequestSchema = z.object({
  /** Required for prints and combos (they ship); refused for anything else. */
  trackingNumber: z.optional(z.string().check(z.maxLength(200))),
});
export type StaffCompleteOrderRequest = z.infer<typeof staffCompleteOrderRequestSchema>;

/** The longest refund reason kept on the history (a sentence or two for the next staff member). */
export const STAFF_REFUND_REASON_MAX = 500;

export const staffRefundOrderRequestSchema = z.object({
  /** Why the money goes back (required: blank after trimming is refused with STAFF_REFUND_REASON_REQUIRED). */
  reason: z.string().check(z.maxLength(STAFF_REFUND_REASON_MAX)),
});
export type StaffRefundOrderRequest = z.infer<typeof staffRefundOrderRequestSchema>;

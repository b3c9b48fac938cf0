import * as z from 'zod/mini';
import { orderViewSchema } from './orders.js';

/** POST /api/orders/{id}/checkout → the Stripe Checkout page to send the buyer to. */
export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  /** Stripe's hosted payment page. */
  url: z.string(),
  sessionId: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** The address Stripe's page collected for shipped products: only orders paid before Candid's form address became the one have it (stored, read as legacy). */
export const shippingDetailsSchema = z.object({
  name: z.string(),
  address: z.object({
    line1: z.nullable(z.string()),
    line2: z.nullable(z.string()),
    city: z.nullable(z.string()),
    postal_code: z.nullable(z.string()),
    country: z.nullable(z.string()),
  }),
});
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** A delayed payment of one Checkout Session failed (Stripe's checkout.session.async_payment_failed). */
export const paymentFailureSchema = z.object({ sessionId: z.string(), at: z.string() });
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;

/** Why a Checkout Session did not pay its order: not one of the order's sessions, another amount, another currency. */
export const PAYMENT_MISMATCH_REASONS = ['session', 'amount', 'currency'] as const;
export type PaymentMismatchReason = (typeof PAYMENT_MISMATCH_REASONS)[number];

/**
 * A payment that named the order but did not match it (Stripe's fulfilment guidance: check the amount and
 * currency of what was paid). Amounts in minor units; `amount` null when Stripe's session had none.
 */
export const paymentMismatchSchema = z.object({
  sessionId: z.string(),
  paymentIntentId: z.optional(z.string()),
  reasons: z.array(z.enum(PAYMENT_MISMATCH_REASONS)),
  amount: z.nullable(z.int()),
  currency: z.nullable(z.string()),
  expectedAmount: z.int(),
  expectedCurrency: z.string(),
  /** The refund of a paid mismatching payment. */
  refundId: z.optional(z.string()),
  at: z.string(),
});
export type PaymentMismatch = z.infer<typeof paymentMismatchSchema>;

/**
 * POST /api/orders/{id}/payment-confirmation → the order as it is now and whether it is paid. The shipping
 * address is the order's own (`order.customerInfo.address`, from Candid's form): Stripe does not collect one.
 */
export const paymentConfirmationResponseSchema = z.object({
  success: z.literal(true),
  order: orderViewSchema,
  paid: z.boolean(),
});
export type PaymentConfirmationResponse = z.infer<typeof paymentConfirmationResponseSchema>;

/**
 * A Stripe event as POSTed to the webhook (documentation: the handler verifies the signature on the raw
 * bytes first and reads only these fields).
 */
export const stripeEventBodySchema = z.object({
  id: z.string(),
  object: z.optional(z.literal('event')),
  type: z.string(),
  created: z.number(),
  api_version: z.optional(z.nullable(z.string())),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const webhookResponseSchema = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

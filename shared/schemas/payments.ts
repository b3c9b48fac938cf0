import * as z from 'zod/mini';
import { orderViewSchema } from './orders.js';
import { buildPaymentFailureSchema, buildPaymentMismatchSchema, buildShippingDetailsSchema } from './payment-records.js';

/** POST /api/orders/{id}/checkout → the Stripe Checkout page to send the buyer to. */
export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  /** Stripe's hosted payment page. */
  url: z.string(),
  sessionId: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export { PAYMENT_MISMATCH_REASONS, type PaymentFailure, type PaymentMismatch, type PaymentMismatchReason, type ShippingDetails } from './payment-records.js';
export const shippingDetailsSchema = buildShippingDetailsSchema();
export const paymentFailureSchema = buildPaymentFailureSchema();
export const paymentMismatchSchema = buildPaymentMismatchSchema();

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

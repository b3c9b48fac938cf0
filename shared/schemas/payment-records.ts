import * as z from 'zod/mini';

/*
 * What the order item stores of its payments: apart from the payment API's schemas, which import the order view,
 * and as builders, not schemas. The order item's schema calls them when it is first built (on the first order a
 * function reads), so a function that imports the order item for its keys builds none (~160 zod schema inits,
 * ~1 ms of module load; #31 item 3). schemas/payments.ts builds the API's copies.
 */

/** The address Stripe's page collected for shipped products: only orders paid before Candid's form address became the one have it (stored, read as legacy). */
export const buildShippingDetailsSchema = () => z.object({
  name: z.string(),
  address: z.object({
    line1: z.nullable(z.string()),
    line2: z.nullable(z.string()),
    city: z.nullable(z.string()),
    postal_code: z.nullable(z.string()),
    country: z.nullable(z.string()),
  }),
});
export type ShippingDetails = z.infer<ReturnType<typeof buildShippingDetailsSchema>>;

/** A delayed payment of one Checkout Session failed (Stripe's checkout.session.async_payment_failed). */
export const buildPaymentFailureSchema = () => z.object({ sessionId: z.string(), at: z.string() });
export type PaymentFailure = z.infer<ReturnType<typeof buildPaymentFailureSchema>>;

/** Why a Checkout Session did not pay its order: not one of the order's sessions, another amount, another currency. */
export const PAYMENT_MISMATCH_REASONS = ['session', 'amount', 'currency'] as const;
export type PaymentMismatchReason = (typeof PAYMENT_MISMATCH_REASONS)[number];

/**
 * A payment that named the order but did not match it (Stripe's fulfilment guidance: check the amount and
 * currency of what was paid). Amounts in minor units; `amount` null when Stripe's session had none.
 */
export const buildPaymentMismatchSchema = () => z.object({
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
export type PaymentMismatch = z.infer<ReturnType<typeof buildPaymentMismatchSchema>>;

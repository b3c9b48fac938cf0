import { orderIdParamsSchema } from '../../schemas/orders.js';
import { checkoutResponseSchema, paymentConfirmationResponseSchema, stripeEventBodySchema, webhookResponseSchema } from '../../schemas/payments.js';
import { defineEndpoint } from '../endpoint.js';
import { commerceEndpointRoutes } from '../commerce-endpoint-routes.js';

/**
 * Paying (commerce spec section 7 "other calls"; DESIGN 15 "Paying"): the Checkout Session of an order, the
 * success page's confirmation, and Stripe's webhook. Amounts come from the stored order, never the client.
 */
export const paymentEndpoints = {
  checkoutOrder: defineEndpoint({
    ...commerceEndpointRoutes.checkoutOrder,
    summary:
      "Open a Stripe Checkout Session for a pending order (X-Order-Token required; no body); a retry expires the previous session first. The return URLs are the server's. 409 when the order is not pending (paid, cancelled, expired), or when what it sells can no longer be delivered (ARCHIVE_ALREADY_BOUGHT, EVENT_PHOTOS_DELETED)",
    params: orderIdParamsSchema,
    response: checkoutResponseSchema,
    successStatus: 200,
    errors: [403, 404, 409],
  }),
  confirmOrderPayment: defineEndpoint({
    ...commerceEndpointRoutes.confirmOrderPayment,
    summary:
      "The payment success page's check (X-Order-Token required): fulfils the order from its Checkout Session as Stripe reports it (idempotent, like the webhook) and answers the order, whether it is paid and the collected shipping address",
    params: orderIdParamsSchema,
    response: paymentConfirmationResponseSchema,
    successStatus: 200,
    errors: [403, 404],
  }),
  stripeWebhook: defineEndpoint({
    ...commerceEndpointRoutes.stripeWebhook,
    summary:
      "Stripe's events (checkout.session.*, charge.refunded, refund.*). The Stripe-Signature header over the exact body is the credential: 400 without a valid one. Each event is applied once; unknown types are acknowledged",
    body: stripeEventBodySchema,
    response: webhookResponseSchema,
    successStatus: 200,
    errors: [400],
  }),
};

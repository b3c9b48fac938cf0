import { linkOrderRequestSchema, linkOrderResponseSchema } from '../../schemas/link-order.js';
import { defineEndpoint } from '../endpoint.js';
import { commerceEndpointRoutes } from '../commerce-endpoint-routes.js';

/** Linking a paid event package to the event its buyer created (event-flow spec section 7, DESIGN 15). */
export const linkOrderEndpoints = {
  linkOrder: defineEndpoint({
    ...commerceEndpointRoutes.linkOrder,
    summary:
      "Link a paid pre-event order to the event created with it (the event's creator credential AND the order's X-Order-Token; the customer e-mail must match): the event records its package and add-ons, gallery extensions move its expiry, the package raises the Max Guests ceiling, and the order completes — one transaction; idempotent for the same event",
    body: linkOrderRequestSchema,
    response: linkOrderResponseSchema,
    successStatus: 200,
    errors: [404, 409],
  }),
};

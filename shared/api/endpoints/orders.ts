import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderIdOrNumberParamsSchema,
  orderIdParamsSchema,
  orderResponseSchema,
  statusHistoryResponseSchema,
  updateOrderQuerySchema,
  updateOrderRequestSchema,
} from '../../schemas/orders.js';
import { defineEndpoint } from '../endpoint.js';
import { commerceEndpointRoutes } from '../commerce-endpoint-routes.js';

/**
 * Orders (commerce spec section 7). Amounts are integers in minor units of the order's currency. The order
 * access token travels in the X-Order-Token header (auth kind `order`), never in a URL.
 */
export const orderEndpoints = {
  createOrder: defineEndpoint({
    ...commerceEndpointRoutes.createOrder,
    summary:
      'Create a pending order priced by the server in the geo token\'s country (amounts are integers in minor units); 400 when a client amount, currency or country disagrees; returns the order access token once. A post_event order (buying from an event) is its organizer\'s: it needs a bearer credential with that event\'s creator rights (401 without, 403 for another credential). 409 when it could not be delivered: the event\'s archive is already bought (ARCHIVE_ALREADY_BOUGHT) or its photos were deleted (EVENT_PHOTOS_DELETED)',
    body: createOrderRequestSchema,
    response: createOrderResponseSchema,
    successStatus: 201,
    errors: [401, 403, 404, 409],
  }),
  getOrder: defineEndpoint({
    ...commerceEndpointRoutes.getOrder,
    summary: 'An order by id or order number: the full view with X-Order-Token, else the public view (masked name and e-mail, no address, link or notes); unknown numbers are rate-limited',
    params: orderIdOrNumberParamsSchema,
    response: orderResponseSchema,
    successStatus: 200,
    errors: [404],
  }),
  getOrderStatusHistory: defineEndpoint({
    ...commerceEndpointRoutes.getOrderStatusHistory,
    summary: "An order's status changes, newest first, with the summary (total events, first, last, current status since); the linked event's code only with the order's X-Order-Token or view key",
    params: orderIdParamsSchema,
    response: statusHistoryResponseSchema,
    successStatus: 200,
    errors: [404],
  }),
  updateOrder: defineEndpoint({
    ...commerceEndpointRoutes.updateOrder,
    summary: "Customer cancel (action=update, status cancelled): requires the order's X-Order-Token (403 without or with a wrong one); a pending order becomes cancelled",
    query: updateOrderQuerySchema,
    body: updateOrderRequestSchema,
    response: orderResponseSchema,
    successStatus: 200,
    errors: [403, 404, 409],
  }),
};

import {
  staffCompleteOrderRequestSchema,
  staffRefundOrderRequestSchema,
  staffOrderDetailsSchema,
  staffOrderIdParamsSchema,
  staffOrdersPageSchema,
  staffOrdersQuerySchema,
} from '../../schemas/staff-orders.js';
import { defineEndpoint } from '../endpoint.js';
import { staffEndpointRoutes } from '../staff-endpoint-routes.js';

/** The staff portal's Orders tab (commerce spec: Admin dashboard; DESIGN 6: support may complete and cancel). */
export const staffOrderEndpoints = {
  staffOrdersList: defineEndpoint({
    ...staffEndpointRoutes.staffOrdersList,
    summary: 'Orders, 20 a page, newest first; all or one status; cursor paging; the page count from the maintained per-status counters',
    query: staffOrdersQuerySchema,
    response: staffOrdersPageSchema,
    successStatus: 200,
  }),
  staffOrderDetails: defineEndpoint({
    ...staffEndpointRoutes.staffOrderDetails,
    summary: 'The full order for staff: customer and address, payment facts (session, payment intent, refunds), staff notes, and the status history with who made each change',
    params: staffOrderIdParamsSchema,
    response: staffOrderDetailsSchema,
    successStatus: 200,
    errors: [404],
  }),
  staffCompleteOrder: defineEndpoint({
    ...staffEndpointRoutes.staffCompleteOrder,
    summary: 'processing → completed (with the completion time); prints and combos need the carrier tracking number and mail it to the customer (answered once completed: a send that fails is retried by the auto-end job); 409 from any other status',
    params: staffOrderIdParamsSchema,
    body: staffCompleteOrderRequestSchema,
    response: staffOrderDetailsSchema,
    successStatus: 200,
    errors: [404, 409],
  }),
  staffCancelOrder: defineEndpoint({
    ...staffEndpointRoutes.staffCancelOrder,
    summary: 'pending (unpaid) → cancelled; a paid order is refused with 409 (refund it instead)',
    params: staffOrderIdParamsSchema,
    response: staffOrderDetailsSchema,
    successStatus: 200,
    errors: [404, 409],
  }),
  staffRefundOrder: defineEndpoint({
    ...staffEndpointRoutes.staffRefundOrder,
    summary:
      "Admin role only (403 for support): a full refund of a paid order with a required reason. processing or completed → cancelled (history: the staff member and the reason), Stripe's refund (idempotency key refund:<orderId>, or refund:<orderId>:attempt:<n> after Stripe reported n−1 refunds of the payment failed), then refunded when Stripe confirms; a cancelled order whose refund is still due asks again, a refunded one answers as it is; 409 when there is no payment",
    params: staffOrderIdParamsSchema,
    body: staffRefundOrderRequestSchema,
    response: staffOrderDetailsSchema,
    successStatus: 200,
    errors: [404, 409],
  }),
};

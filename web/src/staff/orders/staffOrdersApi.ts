import { staffEndpointRoutes } from '../../../../shared/api/staff-endpoint-routes';
import type { StaffOrderDetails, StaffOrderFilter, StaffOrdersPage } from '../../../../shared/schemas/staff-orders';
import { callApi } from '../../api/callApi';

/** GET /api/admin/orders: one page (20) of the filter, newest first; `cursor` from the previous page. */
export const fetchStaffOrders = (token: string, status: StaffOrderFilter, cursor: string | undefined, signal?: AbortSignal): Promise<StaffOrdersPage> =>
  callApi(staffEndpointRoutes.staffOrdersList, { token, query: { status, ...(cursor ? { cursor } : {}) } }, signal);

/** GET /api/admin/orders/{orderId}: the full order, payment facts and the history with who made each change. */
export const fetchStaffOrderDetails = (token: string, orderId: string, signal?: AbortSignal): Promise<StaffOrderDetails> =>
  callApi(staffEndpointRoutes.staffOrderDetails, { token, params: { orderId } }, signal);

/** POST …/complete: processing → completed (prints need the tracking number). */
export const completeStaffOrder = (token: string, orderId: string, trackingNumber: string | undefined): Promise<StaffOrderDetails> =>
  callApi(staffEndpointRoutes.staffCompleteOrder, { token, params: { orderId }, body: trackingNumber ? { trackingNumber } : {} });

/** POST …/refund (admin only): a full refund with the reason; cancelled now, refunded when Stripe confirms. */
export const refundStaffOrder = (token: string, orderId: string, reason: string): Promise<StaffOrderDetails> =>
  callApi(staffEndpointRoutes.staffRefundOrder, { token, params: { orderId }, body: { reason } });

/** POST …/cancel: pending (unpaid) → cancelled. */
export const cancelStaffOrder = (token: string, orderId: string): Promise<StaffOrderDetails> =>
  callApi(staffEndpointRoutes.staffCancelOrder, { token, params: { orderId } });

import { staffOrderEndpoints } from '../../../shared/api/endpoints/staff-orders.js';
import { staffRefundOrder } from '../../core/domain/orders/staff-refund-order.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

// Giving money back is admin work (issue 27.4; DESIGN 6: support reads, completes and cancels orders).
export const handler = defineHandler(staffOrderEndpoints.staffRefundOrder, ({ params, body, auth }) =>
  staffRefundOrder(params.orderId, requireStaffRole(staffOf(auth), 'admin'), body),
);

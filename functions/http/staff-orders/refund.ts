import { staffRefundOrder } from '../../core/domain/orders/staff-refund-order.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-orders.js').then((m) => m.staffOrderEndpoints.staffRefundOrder);

// Giving money back is admin work (issue 27.4; DESIGN 6: support reads, completes and cancels orders).
export const handler = defineHandler(contract, ({ params, body, auth }) =>
  staffRefundOrder(params.orderId, requireStaffRole(staffOf(auth), 'admin'), body),
);

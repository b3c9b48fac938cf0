import { staffOrderEndpoints } from '../../../shared/api/endpoints/staff-orders.js';
import { getStaffOrderDetails } from '../../core/domain/orders/staff-orders.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffOrderEndpoints.staffOrderDetails, ({ params, auth }) => {
  staffOf(auth);
  return getStaffOrderDetails(params.orderId);
});

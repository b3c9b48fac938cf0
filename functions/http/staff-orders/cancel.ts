import { staffOrderEndpoints } from '../../../shared/api/endpoints/staff-orders.js';
import { staffCancelOrder } from '../../core/domain/orders/staff-order-actions.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffOrderEndpoints.staffCancelOrder, ({ params, auth }) => staffCancelOrder(params.orderId, staffOf(auth)));

import { listStaffOrders } from '../../core/domain/orders/staff-orders.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-orders.js').then((m) => m.staffOrderEndpoints.staffOrdersList);

export const handler = defineHandler(contract, ({ query, auth }) => {
  staffOf(auth);
  return listStaffOrders(query);
});

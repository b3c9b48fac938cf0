import { staffEndEvent } from '../../core/domain/staff-events/staff-end-event.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-events.js').then((m) => m.staffEventEndpoints.staffEndEvent);

/** Ending an event is an admin's act: support staff get 403 (DESIGN 6). */
export const handler = defineHandler(contract, ({ params, auth }) => {
  const staff = requireStaffRole(staffOf(auth), 'admin');
  return staffEndEvent(params.code, staff.sub);
});

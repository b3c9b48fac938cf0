import { staffEventEndpoints } from '../../../shared/api/endpoints/staff-events.js';
import { staffEndEvent } from '../../core/domain/staff-events/staff-end-event.js';
import { requireStaffRole, staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Ending an event is an admin's act: support staff get 403 (DESIGN 6). */
export const handler = defineHandler(staffEventEndpoints.staffEndEvent, ({ params, auth }) => {
  requireStaffRole(staffOf(auth), 'admin');
  return staffEndEvent(params.code);
});

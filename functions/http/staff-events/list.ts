import { staffEventEndpoints } from '../../../shared/api/endpoints/staff-events.js';
import { listStaffEvents } from '../../core/domain/staff-events/list-staff-events.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffEventEndpoints.staffEventsList, ({ query }) => listStaffEvents(query));

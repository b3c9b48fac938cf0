import { staffEventEndpoints } from '../../../shared/api/endpoints/staff-events.js';
import { staffEventDetails } from '../../core/domain/staff-events/staff-event-details.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffEventEndpoints.staffEventDetails, ({ params }) => staffEventDetails(params.code));

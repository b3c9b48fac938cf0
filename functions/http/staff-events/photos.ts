import { staffEventEndpoints } from '../../../shared/api/endpoints/staff-events.js';
import { listStaffEventPhotos } from '../../core/domain/staff-events/staff-event-photos.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffEventEndpoints.staffEventPhotos, ({ params, query }) => listStaffEventPhotos(params.code, query.cursor));

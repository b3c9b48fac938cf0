import { listStaffEventPhotos } from '../../core/domain/staff-events/staff-event-photos.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-events.js').then((m) => m.staffEventEndpoints.staffEventPhotos);

export const handler = defineHandler(contract, ({ params, query }) => listStaffEventPhotos(params.code, query.cursor));

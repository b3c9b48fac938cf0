import { staffEventDetails } from '../../core/domain/staff-events/staff-event-details.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-events.js').then((m) => m.staffEventEndpoints.staffEventDetails);

export const handler = defineHandler(contract, ({ params }) => staffEventDetails(params.code));

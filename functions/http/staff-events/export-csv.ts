import { staffExportEventCsv } from '../../core/domain/add-ons/export-event-csv.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-events.js').then((m) => m.staffEventEndpoints.staffExportEventCsv);

export const handler = defineHandler(contract, ({ params }) => staffExportEventCsv(params.code));

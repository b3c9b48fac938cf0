import { staffEventEndpoints } from '../../../shared/api/endpoints/staff-events.js';
import { staffExportEventCsv } from '../../core/domain/add-ons/export-event-csv.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffEventEndpoints.staffExportEventCsv, ({ params }) => staffExportEventCsv(params.code));

import { addOnEndpoints } from '../../../shared/api/endpoints/add-ons.js';
import { exportEventCsv } from '../../core/domain/add-ons/export-event-csv.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(addOnEndpoints.exportEventCsv, ({ params }) => exportEventCsv(params.code));

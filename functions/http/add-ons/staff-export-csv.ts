import { addOnEndpoints } from '../../../shared/api/endpoints/add-ons.js';
import { exportEventCsv } from '../../core/domain/add-ons/export-event-csv.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

// Any staff role may export (support answers organizers' questions about their events).
export const handler = defineHandler(addOnEndpoints.staffExportEventCsv, ({ params, auth }) => {
  staffOf(auth);
  return exportEventCsv(params.code);
});

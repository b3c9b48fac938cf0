import { addOnEndpoints } from '../../../shared/api/endpoints/add-ons.js';
import { organizerExportEventCsv } from '../../core/domain/add-ons/export-event-csv.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(addOnEndpoints.organizerExportEventCsv, ({ params, auth }) => organizerExportEventCsv(organizerOf(auth).sub, params.code));

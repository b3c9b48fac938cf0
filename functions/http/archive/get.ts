import { downloadEndpoints } from '../../../shared/api/endpoints/downloads.js';
import { getEventArchive } from '../../core/domain/archive/get-event-archive.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(downloadEndpoints.getEventArchive, ({ params }) => getEventArchive(params.code));

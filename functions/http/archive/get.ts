import { getEventArchive } from '../../core/domain/archive/get-event-archive.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/downloads.js').then((m) => m.downloadEndpoints.getEventArchive);

export const handler = defineHandler(contract, ({ params }) => getEventArchive(params.code));

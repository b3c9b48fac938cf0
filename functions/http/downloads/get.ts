import { downloadArchive } from '../../core/domain/archive/download-archive.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/downloads.js').then((m) => m.downloadEndpoints.downloadArchive);

export const handler = definePublicHandler(contract, ({ params, event }) => downloadArchive(params.token, rateClient(event)));

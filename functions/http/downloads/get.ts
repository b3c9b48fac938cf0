import { downloadEndpoints } from '../../../shared/api/endpoints/downloads.js';
import { downloadArchive } from '../../core/domain/archive/download-archive.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

export const handler = definePublicHandler(downloadEndpoints.downloadArchive, ({ params, event }) => downloadArchive(params.token, rateClient(event)));

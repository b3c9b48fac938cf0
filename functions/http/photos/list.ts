import { listPhotos } from '../../core/domain/photos/list-photos.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/photos.js').then((m) => m.photoEndpoints.listPhotos);

export const handler = defineHandler(contract, ({ params, query, auth }) => listPhotos(params.code, participantOf(auth).sub, query));

import { endpoints } from '../../../shared/api/endpoints.js';
import { listPhotos } from '../../core/domain/photos/list-photos.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.listPhotos, ({ params, query, auth }) => listPhotos(params.code, participantOf(auth).sub, query));

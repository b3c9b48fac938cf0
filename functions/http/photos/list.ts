import { photoEndpoints } from '../../../shared/api/endpoints/photos.js';
import { listPhotos } from '../../core/domain/photos/list-photos.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(photoEndpoints.listPhotos, ({ params, query, auth }) => listPhotos(params.code, participantOf(auth).sub, query));

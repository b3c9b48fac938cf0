import { photoEndpoints } from '../../../shared/api/endpoints/photos.js';
import { confirmPhoto } from '../../core/domain/photos/confirm-photo.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(photoEndpoints.confirmPhoto, ({ params, auth }) => confirmPhoto(params.code, participantOf(auth).sub, params.photoId));

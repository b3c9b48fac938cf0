import { photoEndpoints } from '../../../shared/api/endpoints/photos.js';
import { requestPhotoSlot } from '../../core/domain/photos/request-slot.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(photoEndpoints.requestPhotoSlot, ({ params, body, auth }) => requestPhotoSlot(params.code, participantOf(auth).sub, body));

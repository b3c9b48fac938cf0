import { photoEndpoints } from '../../../shared/api/endpoints/photos.js';
import { releaseOwnSlot } from '../../core/domain/photos/release-own-slot.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(photoEndpoints.releasePhotoSlot, ({ params, auth }) => releaseOwnSlot(params.code, participantOf(auth).sub, params.photoId));

import { moderationEndpoints } from '../../../shared/api/endpoints/moderation.js';
import { setPhotoHidden } from '../../core/domain/moderation/hide-photo.js';
import { creatorSubOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(moderationEndpoints.hidePhoto, async ({ params, auth }) => {
  await setPhotoHidden(params.code, params.photoId, 'hide', creatorSubOf(auth));
  return undefined;
});

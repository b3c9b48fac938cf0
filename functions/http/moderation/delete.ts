import { moderationEndpoints } from '../../../shared/api/endpoints/moderation.js';
import { deletePhoto } from '../../core/domain/photos/delete-photo.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(moderationEndpoints.deletePhoto, async ({ params, body, auth }) => {
  const me = participantOf(auth);
  await deletePhoto(params.code, params.photoId, { participantId: me.sub, creator: me.creator }, { freeQuota: body.freeQuota });
  return undefined;
});

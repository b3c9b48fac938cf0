import { deletePhoto } from '../../core/domain/photos/delete-photo.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/moderation.js').then((m) => m.moderationEndpoints.deletePhoto);

export const handler = defineHandler(contract, async ({ params, body, auth }) => {
  const me = participantOf(auth);
  await deletePhoto(params.code, params.photoId, { participantId: me.sub, creator: me.creator }, { freeQuota: body.freeQuota });
  return undefined;
});

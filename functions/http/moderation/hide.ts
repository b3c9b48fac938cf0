import { setPhotoHidden } from '../../core/domain/moderation/hide-photo.js';
import { creatorSubOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/moderation.js').then((m) => m.moderationEndpoints.hidePhoto);

export const handler = defineHandler(contract, async ({ params, auth }) => {
  await setPhotoHidden(params.code, params.photoId, 'hide', creatorSubOf(auth));
  return undefined;
});

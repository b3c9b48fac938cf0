import { setPhotoChallenge } from '../../core/domain/challenges/set-photo-challenge.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/challenges.js').then((m) => m.challengeEndpoints.setPhotoChallenge);

export const handler = defineHandler(contract, ({ params, body, auth }) =>
  setPhotoChallenge(params.code, participantOf(auth).sub, params.photoId, body.promptId),
);

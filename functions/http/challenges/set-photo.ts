import { challengeEndpoints } from '../../../shared/api/endpoints/challenges.js';
import { setPhotoChallenge } from '../../core/domain/challenges/set-photo-challenge.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(challengeEndpoints.setPhotoChallenge, ({ params, body, auth }) =>
  setPhotoChallenge(params.code, participantOf(auth).sub, params.photoId, body.promptId),
);

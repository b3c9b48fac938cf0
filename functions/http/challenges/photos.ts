import { challengeEndpoints } from '../../../shared/api/endpoints/challenges.js';
import { listChallengePhotos } from '../../core/domain/challenges/list-challenge-photos.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(challengeEndpoints.listChallengePhotos, ({ params, query, auth }) =>
  listChallengePhotos(params.code, participantOf(auth).sub, params.promptId, query),
);

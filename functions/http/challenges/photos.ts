import { listChallengePhotos } from '../../core/domain/challenges/list-challenge-photos.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/challenges.js').then((m) => m.challengeEndpoints.listChallengePhotos);

export const handler = defineHandler(contract, ({ params, query, auth }) =>
  listChallengePhotos(params.code, participantOf(auth).sub, params.promptId, query),
);

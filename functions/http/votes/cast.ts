import { castVote } from '../../core/domain/votes/cast-vote.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/votes.js').then((m) => m.voteEndpoints.castVote);

export const handler = defineHandler(contract, ({ params, body, auth }) => castVote(params.code, participantOf(auth).sub, body.photoId, body.category));

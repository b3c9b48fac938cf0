import { nextBallot } from '../../core/domain/votes/next-ballot.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/votes.js').then((m) => m.voteEndpoints.nextBallot);

export const handler = defineHandler(contract, ({ params, body, auth }) => nextBallot(params.code, participantOf(auth).sub, body.skip));

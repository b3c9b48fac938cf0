import { voteEndpoints } from '../../../shared/api/endpoints/votes.js';
import { nextBallot } from '../../core/domain/votes/next-ballot.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(voteEndpoints.nextBallot, ({ params, body, auth }) => nextBallot(params.code, participantOf(auth).sub, body.skip));

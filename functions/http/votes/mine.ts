import { voteEndpoints } from '../../../shared/api/endpoints/votes.js';
import { listMyVotesChecked } from '../../core/domain/votes/my-votes.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(voteEndpoints.listMyVotes, ({ params, auth }) => listMyVotesChecked(params.code, participantOf(auth).sub));

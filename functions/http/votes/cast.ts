import { voteEndpoints } from '../../../shared/api/endpoints/votes.js';
import { castVote } from '../../core/domain/votes/cast-vote.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(voteEndpoints.castVote, ({ params, body, auth }) => castVote(params.code, participantOf(auth).sub, body.photoId, body.category));

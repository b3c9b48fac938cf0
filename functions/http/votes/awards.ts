import { voteEndpoints } from '../../../shared/api/endpoints/votes.js';
import { computeAwards } from '../../core/domain/votes/awards.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(voteEndpoints.getAwards, ({ params, auth }) => computeAwards(params.code, participantOf(auth).sub));

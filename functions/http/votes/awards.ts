import { endpoints } from '../../../shared/api/endpoints.js';
import { computeAwards } from '../../core/domain/votes/awards.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.getAwards, ({ params, auth }) => computeAwards(params.code, participantOf(auth).sub));

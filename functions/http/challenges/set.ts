import { challengeEndpoints } from '../../../shared/api/endpoints/challenges.js';
import { setChallenges } from '../../core/domain/challenges/set-challenges.js';
import { creatorSubOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(challengeEndpoints.setChallenges, ({ params, body, auth }) => setChallenges(params.code, creatorSubOf(auth), body));

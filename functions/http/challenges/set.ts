import { setChallenges } from '../../core/domain/challenges/set-challenges.js';
import { creatorSubOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/challenges.js').then((m) => m.challengeEndpoints.setChallenges);

export const handler = defineHandler(contract, ({ params, body, auth }) => setChallenges(params.code, creatorSubOf(auth), body));

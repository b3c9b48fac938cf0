import { getChallenges } from '../../core/domain/challenges/get-challenges.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/challenges.js').then((m) => m.challengeEndpoints.getChallenges);

export const handler = defineHandler(contract, ({ params, auth }) => getChallenges(params.code, participantOf(auth).sub));

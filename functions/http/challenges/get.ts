import { challengeEndpoints } from '../../../shared/api/endpoints/challenges.js';
import { getChallenges } from '../../core/domain/challenges/get-challenges.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(challengeEndpoints.getChallenges, ({ params, auth }) => getChallenges(params.code, participantOf(auth).sub));

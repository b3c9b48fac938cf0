import { loadMe } from '../../core/domain/participants/load-me.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/events.js').then((m) => m.eventEndpoints.getMe);

export const handler = defineHandler(contract, ({ params, auth }) => loadMe(params.code, participantOf(auth).sub));

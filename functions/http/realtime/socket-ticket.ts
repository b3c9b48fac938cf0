import { now } from '../../core/clock.js';
import { issueSocketTicket } from '../../core/domain/realtime/socket-ticket.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/realtime.js').then((m) => m.realtimeEndpoints.issueSocketTicket);

export const handler = defineHandler(contract, ({ params, auth }) => issueSocketTicket(params.code, participantOf(auth), now()));

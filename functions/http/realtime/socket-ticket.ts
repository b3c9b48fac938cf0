import { realtimeEndpoints } from '../../../shared/api/endpoints/realtime.js';
import { now } from '../../core/clock.js';
import { issueSocketTicket } from '../../core/domain/realtime/socket-ticket.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(realtimeEndpoints.issueSocketTicket, ({ params, auth }) => issueSocketTicket(params.code, participantOf(auth).sub, now()));

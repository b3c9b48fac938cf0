import { eventEndpoints } from '../../../shared/api/endpoints/events.js';
import { loadMe } from '../../core/domain/participants/load-me.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(eventEndpoints.getMe, ({ params, auth }) => loadMe(params.code, participantOf(auth).sub));

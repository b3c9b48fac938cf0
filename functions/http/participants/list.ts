import { participantEndpoints } from '../../../shared/api/endpoints/participants.js';
import { listParticipants } from '../../core/domain/participants/list-participants.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(participantEndpoints.listParticipants, ({ params }) => listParticipants(params.code));

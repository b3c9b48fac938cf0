import { participantEndpoints } from '../../../shared/api/endpoints/participants.js';
import { kickParticipant } from '../../core/domain/participants/kick-participant.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(participantEndpoints.kickParticipant, ({ params }) => kickParticipant(params.code, params.participantId));

import { endpoints } from '../../../shared/api/endpoints.js';
import { kickParticipant } from '../../core/domain/participants/kick-participant.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.kickParticipant, ({ params }) => kickParticipant(params.code, params.participantId));

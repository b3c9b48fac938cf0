import { endpoints } from '../../../shared/api/endpoints.js';
import { listParticipants } from '../../core/domain/participants/list-participants.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.listParticipants, ({ params }) => listParticipants(params.code));

import { listParticipants } from '../../core/domain/participants/list-participants.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/participants.js').then((m) => m.participantEndpoints.listParticipants);

export const handler = defineHandler(contract, ({ params }) => listParticipants(params.code));

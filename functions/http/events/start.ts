import { startEvent } from '../../core/domain/events/start-event.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/events.js').then((m) => m.eventEndpoints.startEvent);

export const handler = defineHandler(contract, ({ params }) => startEvent(params.code));

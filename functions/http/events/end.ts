import { endEvent } from '../../core/domain/events/end-event.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/events.js').then((m) => m.eventEndpoints.endEvent);

export const handler = defineHandler(contract, ({ params }) => endEvent(params.code));

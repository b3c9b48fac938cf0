import { createEvent } from '../../core/domain/events/create-event.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/events.js').then((m) => m.eventEndpoints.createEvent);

export const handler = definePublicHandler(contract, ({ body }) => createEvent(body));

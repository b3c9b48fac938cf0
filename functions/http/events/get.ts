import { getEvent } from '../../core/domain/events/get-event.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/events.js').then((m) => m.eventEndpoints.getEvent);

export const handler = definePublicHandler(contract, ({ params, event }) => getEvent(params.code, rateClient(event)));

import { eventEndpoints } from '../../../shared/api/endpoints/events.js';
import { getEvent } from '../../core/domain/events/get-event.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

export const handler = definePublicHandler(eventEndpoints.getEvent, ({ params, event }) => getEvent(params.code, rateClient(event)));

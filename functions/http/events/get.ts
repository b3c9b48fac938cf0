import { endpoints } from '../../../shared/api/endpoints.js';
import { getEvent } from '../../core/domain/events/get-event.js';
import { rateClient } from '../../core/http/client-key.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.getEvent, ({ params, event }) => getEvent(params.code, rateClient(event)));

import { eventEndpoints } from '../../../shared/api/endpoints/events.js';
import { createEvent } from '../../core/domain/events/create-event.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

export const handler = definePublicHandler(eventEndpoints.createEvent, ({ body }) => createEvent(body));

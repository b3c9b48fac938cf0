import { endpoints } from '../../../shared/api/endpoints.js';
import { createEvent } from '../../core/domain/events/create-event.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

export const handler = definePublicHandler(endpoints.createEvent, ({ body }) => createEvent(body));

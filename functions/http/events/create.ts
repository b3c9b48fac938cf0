import { endpoints } from '../../../shared/api/endpoints.js';
import { createEvent } from '../../core/domain/events/create-event.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.createEvent, ({ body }) => createEvent(body));

import { eventEndpoints } from '../../../shared/api/endpoints/events.js';
import { startEvent } from '../../core/domain/events/start-event.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(eventEndpoints.startEvent, ({ params }) => startEvent(params.code));

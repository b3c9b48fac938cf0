import { eventEndpoints } from '../../../shared/api/endpoints/events.js';
import { endEvent } from '../../core/domain/events/end-event.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(eventEndpoints.endEvent, ({ params }) => endEvent(params.code));

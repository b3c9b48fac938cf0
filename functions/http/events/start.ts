import { endpoints } from '../../../shared/api/endpoints.js';
import { startEvent } from '../../core/domain/events/start-event.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.startEvent, ({ params }) => startEvent(params.code));

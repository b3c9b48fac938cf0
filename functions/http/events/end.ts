import { endpoints } from '../../../shared/api/endpoints.js';
import { endEvent } from '../../core/domain/events/end-event.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(endpoints.endEvent, ({ params }) => endEvent(params.code));

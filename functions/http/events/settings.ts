import { moderationEndpoints } from '../../../shared/api/endpoints/moderation.js';
import { updateEventSettings } from '../../core/domain/events/update-settings.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(moderationEndpoints.updateEventSettings, ({ params, body }) => updateEventSettings(params.code, body));

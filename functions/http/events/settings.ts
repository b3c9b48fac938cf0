import { updateEventSettings } from '../../core/domain/events/update-settings.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/moderation.js').then((m) => m.moderationEndpoints.updateEventSettings);

export const handler = defineHandler(contract, ({ params, body }) => updateEventSettings(params.code, body));

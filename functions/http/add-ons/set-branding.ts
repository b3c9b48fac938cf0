import { addOnEndpoints } from '../../../shared/api/endpoints/add-ons.js';
import { setBranding } from '../../core/domain/add-ons/branding.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(addOnEndpoints.setBranding, ({ params, body }) => setBranding(params.code, body.text));

import { addOnEndpoints } from '../../../shared/api/endpoints/add-ons.js';
import { setLogo } from '../../core/domain/add-ons/branding-logo.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(addOnEndpoints.setLogo, ({ params, body }) => setLogo(params.code, body.uploadId));

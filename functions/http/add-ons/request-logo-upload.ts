import { addOnEndpoints } from '../../../shared/api/endpoints/add-ons.js';
import { requestLogoUpload } from '../../core/domain/add-ons/branding-logo.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(addOnEndpoints.requestLogoUpload, ({ params, body }) => requestLogoUpload(params.code, body));

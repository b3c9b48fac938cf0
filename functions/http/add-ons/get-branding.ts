import { addOnEndpoints } from '../../../shared/api/endpoints/add-ons.js';
import { getBranding } from '../../core/domain/add-ons/branding.js';
import { participantOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(addOnEndpoints.getBranding, ({ params, auth }) => getBranding(params.code, participantOf(auth).sub));

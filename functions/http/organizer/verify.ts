import { organizerEndpoints } from '../../../shared/api/endpoints/organizer.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(organizerEndpoints.organizerVerify, async ({ auth }) => ({ organizer: { email: organizerOf(auth).sub } }));

import { organizerEndpoints } from '../../../shared/api/endpoints/organizer.js';
import { organizerDashboard } from '../../core/domain/organizer/dashboard.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(organizerEndpoints.organizerDashboard, ({ auth }) => organizerDashboard(organizerOf(auth).sub));

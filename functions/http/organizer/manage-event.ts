import { organizerEndpoints } from '../../../shared/api/endpoints/organizer.js';
import { manageEventOnThisPhone } from '../../core/domain/organizer/manage-event.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(organizerEndpoints.organizerManageEvent, ({ auth, params }) => manageEventOnThisPhone(organizerOf(auth).sub, params.code));

import { organizerEndpoints } from '../../../shared/api/endpoints/organizer.js';
import { organizerLinkOrder } from '../../core/domain/organizer/link-order.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(organizerEndpoints.organizerLinkOrder, ({ auth, params, body }) => organizerLinkOrder(organizerOf(auth).sub, params.orderId, body));

import { organizerLinkOrder } from '../../core/domain/organizer/link-order.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/organizer.js').then((m) => m.organizerEndpoints.organizerLinkOrder);

export const handler = defineHandler(contract, ({ auth, params, body }) => organizerLinkOrder(organizerOf(auth).sub, params.orderId, body));

import { manageEventOnThisPhone } from '../../core/domain/organizer/manage-event.js';
import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/organizer.js').then((m) => m.organizerEndpoints.organizerManageEvent);

export const handler = defineHandler(contract, ({ auth, params, body }) =>
  manageEventOnThisPhone(organizerOf(auth).sub, params.code, { signOutOtherPhones: body.signOutOtherPhones === true }),
);

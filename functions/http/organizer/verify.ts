import { organizerOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/organizer.js').then((m) => m.organizerEndpoints.organizerVerify);

export const handler = defineHandler(contract, async ({ auth }) => ({ organizer: { email: organizerOf(auth).sub } }));

import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { signInStaff } from '../../core/domain/staff/sign-in.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff.js').then((m) => m.staffEndpoints.staffLogin);

export const handler = definePublicHandler(contract, ({ body, event }) => signInStaff(body, rateClient(event)));

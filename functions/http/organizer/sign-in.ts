import { signInOrganizer } from '../../core/domain/organizer/sign-in-code.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/organizer.js').then((m) => m.organizerEndpoints.organizerSignIn);

export const handler = definePublicHandler(contract, ({ body, event }) => signInOrganizer(body, rateClient(event)));

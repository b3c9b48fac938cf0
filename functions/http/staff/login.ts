import { staffEndpoints } from '../../../shared/api/endpoints/staff.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { signInStaff } from '../../core/domain/staff/sign-in.js';

export const handler = definePublicHandler(staffEndpoints.staffLogin, ({ body, event }) => signInStaff(body, rateClient(event)));

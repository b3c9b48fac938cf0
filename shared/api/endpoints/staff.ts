import { staffLoginRequestSchema, staffLoginResponseSchema, staffVerifyResponseSchema } from '../../schemas/staff.js';
import { defineEndpoint } from '../endpoint.js';
import { staffEndpointRoutes } from '../staff-endpoint-routes.js';

/** The staff portal's sign-in (commerce spec section 7; DESIGN 6). */
export const staffEndpoints = {
  staffLogin: defineEndpoint({
    ...staffEndpointRoutes.staffLogin,
    summary:
      'Staff sign-in with e-mail and password (scrypt); an unknown e-mail and a wrong password answer the same 401; failures are limited per account and per address (429 with Retry-After)',
    body: staffLoginRequestSchema,
    response: staffLoginResponseSchema,
    successStatus: 200,
    errors: [401],
  }),
  staffVerify: defineEndpoint({
    ...staffEndpointRoutes.staffVerify,
    summary: 'The signed-in staff member (name, e-mail, role) behind the bearer staff token; 401 when the token is expired or the account removed',
    response: staffVerifyResponseSchema,
    successStatus: 200,
  }),
};

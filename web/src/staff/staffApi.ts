import { staffEndpointRoutes } from '../../../shared/api/staff-endpoint-routes';
import type { StaffLoginResponse, StaffUser } from '../../../shared/schemas/staff';
import { callApi } from '../api/callApi';

/** POST /api/admin/auth/login: the staff token and who it names. */
export const signInStaff = (email: string, password: string): Promise<StaffLoginResponse> =>
  callApi(staffEndpointRoutes.staffLogin, { body: { email, password } });

/** GET /api/admin/auth/verify: the staff member behind the token (throws ApiError 401 when it is no longer valid). */
export const verifyStaff = async (token: string, signal?: AbortSignal): Promise<StaffUser> =>
  (await callApi(staffEndpointRoutes.staffVerify, { token }, signal)).user;

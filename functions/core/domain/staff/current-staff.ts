import type { StaffVerifyResponse } from '../../../../shared/schemas/staff.js';
import type { StaffClaims } from '../../auth/staff-token.js';
import { getStaffAccount } from '../../data/staff-account-item.js';
import { DomainError } from '../../errors.js';

/**
 * The staff member behind a verified token, as the account says NOW (issue 27.7): every `/api/admin/*`
 * request reads the account once (a consistent GetItem), so a removed account's tokens stop at the next
 * request (401) and a changed role or name applies at once (a demoted admin gets 403 on admin-only routes).
 * The token proves who signed in; the account decides what they may do.
 */
export const liveStaffClaims = async (claims: StaffClaims): Promise<StaffClaims> => {
  const account = await getStaffAccount(claims.sub);
  if (!account) throw new DomainError('STAFF_SESSION_INVALID', 401, 'staff account removed');
  return { sub: claims.sub, name: account.name, role: account.role };
};

/** GET /api/admin/auth/verify: the claims authenticate() already refreshed from the account (no second read). */
export const currentStaff = (claims: StaffClaims): Promise<StaffVerifyResponse> =>
  Promise.resolve({ user: { name: claims.name, email: claims.sub, role: claims.role } });

import type { StaffVerifyResponse } from '../../../../shared/schemas/staff.js';
import type { StaffClaims } from '../../auth/staff-token.js';
import { getStaffAccount } from '../../data/staff-account-item.js';
import { DomainError } from '../../errors.js';

/**
 * The staff member behind a verified token, as the account says now: a removed account's tokens stop here,
 * and a changed name or role shows at the next load.
 */
export const currentStaff = async (claims: StaffClaims): Promise<StaffVerifyResponse> => {
  const account = await getStaffAccount(claims.sub);
  if (!account) throw new DomainError('STAFF_SESSION_INVALID', 401, 'staff account removed');
  return { user: { name: account.name, email: account.email, role: account.role } };
};

import type { StaffVerifyResponse } from '../../../../shared/schemas/staff.js';
import type { StaffClaims, VerifiedStaffClaims } from '../../auth/staff-token.js';
import { getStaffAccount } from '../../data/staff-account-item.js';
import { DomainError } from '../../errors.js';

/**
 * The staff member behind a verified token, as the account says NOW (issue 27.7): every `/api/admin/*`
 * request reads the account once (a consistent GetItem), so a removed account's tokens stop at the next
 * request (401) and a changed role or name applies at once (a demoted admin gets 403 on admin-only routes).
 * The token proves who signed in; the account decides what they may do. A token issued before the account
 * was created belongs to an earlier account of that e-mail (staff-cli replaces an account by removing it and
 * adding it again): removed means its sessions end for good, not until the e-mail is added back.
 */
export const liveStaffClaims = async (claims: VerifiedStaffClaims): Promise<StaffClaims> => {
  const account = await getStaffAccount(claims.sub);
  if (!account) throw new DomainError('STAFF_SESSION_INVALID', 401, 'staff account removed');
  // iat is in whole seconds: compare at that precision, so a sign-in in the account's first second still counts.
  if (claims.iat < Math.floor(Date.parse(account.createdAt) / 1000)) throw new DomainError('STAFF_SESSION_INVALID', 401, 'token of a removed account');
  return { sub: claims.sub, name: account.name, role: account.role };
};

/** GET /api/admin/auth/verify: the claims authenticate() already refreshed from the account (no second read). */
export const currentStaff = (claims: StaffClaims): Promise<StaffVerifyResponse> =>
  Promise.resolve({ user: { name: claims.name, email: claims.sub, role: claims.role } });

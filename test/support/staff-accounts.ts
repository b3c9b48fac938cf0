import type { StaffRole } from '../../shared/schemas/staff.js';

/**
 * A staff account in the table and a token signed for it. Staff routes read the account on every request
 * (issue 27.7), so a token of an account that does not exist is refused (401): tests that call staff routes
 * create the account first. Import after useEmulators() has set the environment (the modules read it).
 */
export const staffAccountToken = async (email: string, role: StaffRole, name = `Staff ${role}`): Promise<string> => {
  const { createStaffAccount } = await import('../../functions/core/data/staff-account-item.js');
  const { signStaffToken } = await import('../../functions/core/auth/staff-token.js');
  // The password is never used by these callers (they hold a token): a placeholder hash, no scrypt run.
  await createStaffAccount({ email, name, role, password: { alg: 'scrypt', N: 2, r: 1, p: 1, salt: 'unused', hash: 'unused' }, createdAt: new Date().toISOString() });
  return signStaffToken({ sub: email, name, role });
};

import { randomBytes } from 'node:crypto';

/** The file in the data dir naming the running stack's DynamoDB endpoint, for `npm run staff`. */
export const LOCAL_STACK_FILE = 'local-stack.json';

/** The first staff account's e-mail when CANDID_STAFF_EMAIL is not set (DESIGN 10). */
export const DEFAULT_STAFF_EMAIL = 'admin@candid.local';

export interface FirstStaffAccount {
  email: string;
  /** Only when this start generated it: printed once, never stored in clear, never shown again. */
  generatedPassword?: string;
}

/**
 * On a first run (no staff account in the table yet) creates an admin from CANDID_STAFF_EMAIL /
 * CANDID_STAFF_PASSWORD, else admin@candid.local with a generated password. Later runs change nothing.
 * Imports the data modules late: they build their DynamoDB client from the environment the stack applied.
 */
export const ensureFirstStaffAccount = async (env: NodeJS.ProcessEnv = process.env): Promise<FirstStaffAccount | undefined> => {
  const [{ createStaffAccount, listStaffAccounts }, { hashStaffPassword }] = await Promise.all([
    import('../../functions/core/data/staff-account-item.js'),
    import('../../functions/core/auth/staff-password.js'),
  ]);
  if ((await listStaffAccounts()).length > 0) return undefined;
  const email = env.CANDID_STAFF_EMAIL?.trim() || DEFAULT_STAFF_EMAIL;
  const given = env.CANDID_STAFF_PASSWORD;
  const password = given || randomBytes(12).toString('base64url');
  const created = await createStaffAccount({ email, name: 'Admin', role: 'admin', password: await hashStaffPassword(password), createdAt: new Date().toISOString() });
  if (!created) return undefined;
  return given ? { email } : { email, generatedPassword: password };
};

/**
 * Staff roles and the account key, without the staff schemas (schemas/staff.ts re-exports them): every
 * authenticated handler loads the staff token verifier, and importing these from the schemas would build
 * the staff request schemas at each cold start (#31 item 3).
 */

/** Staff roles (DESIGN 6): `admin` may do everything; `support` reads, completes and cancels orders — no deletes, no ending events. */
export const STAFF_ROLES = ['admin', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** E-mails are compared trimmed and lower-cased: the account's key. */
export const normalizeStaffEmail = (email: string): string => email.trim().toLowerCase();

import * as z from 'zod/mini';
import { staffMessages } from '../staff-messages.js';
import { STAFF_ROLES } from '../staff-roles.js';

export { normalizeStaffEmail, STAFF_ROLES, type StaffRole } from '../staff-roles.js';

export const staffLoginRequestSchema = z.object({
  email: z.string({ error: staffMessages.STAFF_EMAIL_REQUIRED }).check(z.trim(), z.minLength(1, staffMessages.STAFF_EMAIL_REQUIRED), z.maxLength(254)),
  // Bounded: scrypt of a megabyte "password" is a cheap way to burn our CPU.
  password: z.string({ error: staffMessages.STAFF_PASSWORD_REQUIRED }).check(z.minLength(1, staffMessages.STAFF_PASSWORD_REQUIRED), z.maxLength(1024)),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffUserSchema = z.object({ name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffLoginResponseSchema = z.object({
  /** Bearer token for /api/admin/* (audience candid:staff), valid 8 hours. */
  token: z.string(),
  user: staffUserSchema,
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffVerifyResponseSchema = z.object({ user: staffUserSchema });
export type StaffVerifyResponse = z.infer<typeof staffVerifyResponseSchema>;

import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import * as z from 'zod/mini';
// Named, not `z.core.…`: a namespace member keeps all of zod's core (and every locale) in the bundle.
import { $ZodError } from 'zod/v4/core';
import { STAFF_ROLES } from '../../../shared/staff-roles.js';
import { now } from '../clock.js';
import { DomainError } from '../errors.js';
import { once } from '../once.js';
import { tokenSecret } from './token-secret.js';

const ISSUER = 'candid';
const ALG = 'HS256';
/**
 * Staff tokens are their own audience (DESIGN 6): guest credentials carry no audience and verifyToken refuses
 * any token that has one, while verifyStaffToken requires this one — neither is ever accepted as the other.
 */
export const STAFF_TOKEN_AUDIENCE = 'candid:staff';
/** A working day; then the staff member signs in again. */
export const STAFF_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export const staffClaimsSchema = once(() =>
  z.object({
    /** The account's normalized e-mail. */
    sub: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
  }),
);
export type StaffClaims = z.infer<ReturnType<typeof staffClaimsSchema>>;

/** A verified token's claims and when it was issued (epoch seconds): a session older than its account is not the account's. */
const verifiedStaffClaimsSchema = once(() => z.extend(staffClaimsSchema(), { iat: z.number() }));
export type VerifiedStaffClaims = z.infer<ReturnType<typeof verifiedStaffClaimsSchema>>;

/** Times from the server clock, so the local stack's test clock ages staff sessions like everything else. */
export const signStaffToken = async (claims: StaffClaims, at: Date = now()): Promise<string> => {
  const iat = Math.floor(at.getTime() / 1000);
  return new SignJWT({ name: claims.name, role: claims.role })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(STAFF_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + STAFF_TOKEN_LIFETIME_SECONDS)
    .sign(await tokenSecret());
};

/** Signature, issuer, audience, algorithm and expiry (at `at`); any failure is a 401 that sends the staff member to sign in. */
export const verifyStaffToken = async (token: string, at: Date = now()): Promise<VerifiedStaffClaims> => {
  try {
    const { payload } = await jwtVerify(token, await tokenSecret(), {
      issuer: ISSUER,
      audience: STAFF_TOKEN_AUDIENCE,
      algorithms: [ALG],
      currentDate: at,
      clockTolerance: 0,
    });
    return verifiedStaffClaimsSchema().parse(payload);
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof $ZodError) throw new DomainError('STAFF_SESSION_INVALID', 401, 'invalid staff token');
    throw e;
  }
};

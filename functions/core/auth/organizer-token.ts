import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import * as z from 'zod/mini';
// Named, not `z.core.…`: a namespace member keeps all of zod's core (and every locale) in the bundle.
import { $ZodError } from 'zod/v4/core';
import { ORGANIZER_TOKEN_LIFETIME_SECONDS } from '../../../shared/organizer-session.js';
import { now } from '../clock.js';
import { DomainError } from '../errors.js';
import { once } from '../once.js';
import { tokenSecret } from './token-secret.js';

const ISSUER = 'candid';
const ALG = 'HS256';
/**
 * Organizer tokens are their own audience (DESIGN 6), as staff tokens are: guest credentials carry no audience
 * and verifyToken refuses any token that has one; verifyStaffToken and this require their own — no token of one
 * kind is ever accepted as another.
 */
export const ORGANIZER_TOKEN_AUDIENCE = 'candid:organizer';

export const organizerClaimsSchema = once(() =>
  z.object({
    /** The purchase e-mail, trimmed and lower-cased: the organizer's identity. */
    sub: z.string().check(z.minLength(3)),
    exp: z.number(),
    /** The e-mail's session generation it was issued in (data/organizer-sessions.ts); absent = 0. */
    epoch: z.optional(z.number()),
  }),
);
export type OrganizerClaims = z.infer<ReturnType<typeof organizerClaimsSchema>>;

/**
 * Times from the server clock, so the local stack's test clock ages organizer sessions like everything else.
 * `epoch`: the e-mail's current session generation (0 leaves the claim out, as tokens were before it existed).
 */
export const signOrganizerToken = async (email: string, at: Date = now(), epoch = 0): Promise<{ token: string; expiresAt: Date }> => {
  const iat = Math.floor(at.getTime() / 1000);
  const exp = iat + ORGANIZER_TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT(epoch > 0 ? { epoch } : {})
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(email)
    .setIssuer(ISSUER)
    .setAudience(ORGANIZER_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await tokenSecret());
  return { token, expiresAt: new Date(exp * 1000) };
};

/** Signature, issuer, audience, algorithm and expiry (at `at`); any failure is a 401 that sends the organizer to sign in. */
export const verifyOrganizerToken = async (token: string, at: Date = now()): Promise<OrganizerClaims> => {
  try {
    const { payload } = await jwtVerify(token, await tokenSecret(), {
      issuer: ISSUER,
      audience: ORGANIZER_TOKEN_AUDIENCE,
      algorithms: [ALG],
      currentDate: at,
      clockTolerance: 0,
    });
    return organizerClaimsSchema().parse(payload);
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof $ZodError) throw new DomainError('ORGANIZER_SESSION_INVALID', 401, 'invalid organizer token');
    throw e;
  }
};

import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import * as z from 'zod/mini';
// Named, not `z.core.…`: a namespace member keeps all of zod's core (and every locale) in the bundle.
import { $ZodError } from 'zod/v4/core';
import { unauthorized } from '../errors.js';
import { once } from '../once.js';
import { tokenSecret } from './token-secret.js';

const ISSUER = 'candid';
const ALG = 'HS256';

/**
 * What a credential names. `creator` is the event-creation credential kept on the organizer's device;
 * `participant` is issued on join. The server re-checks the participant's state where it matters.
 * `epoch`: which generation of the event's creator rights a credential carrying them belongs to (absent = 0);
 * "Sign out other phones" moves the event on, and older credentials stop (domain/events/creator-standing.ts).
 */
export const tokenClaimsSchema = once(() =>
  z.discriminatedUnion('role', [
    z.object({ role: z.literal('creator'), evt: z.string(), sub: z.string(), epoch: z.optional(z.int()) }),
    z.object({ role: z.literal('participant'), evt: z.string(), sub: z.string(), creator: z.optional(z.boolean()), epoch: z.optional(z.int()) }),
  ]),
);
export type TokenClaims = z.infer<ReturnType<typeof tokenClaimsSchema>>;

export const signToken = async (claims: TokenClaims, lifetimeSeconds: number): Promise<string> => {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(await tokenSecret());
};

/** Verifies signature, issuer, algorithm and expiry; any failure is a plain 401. */
export const verifyToken = async (token: string): Promise<TokenClaims> => {
  try {
    const { payload } = await jwtVerify(token, await tokenSecret(), { issuer: ISSUER, algorithms: [ALG] });
    // Guest credentials carry no audience; a token that names one (staff, geo, socket ticket) is never one.
    if (payload.aud !== undefined) throw unauthorized('token of another audience');
    return tokenClaimsSchema().parse(payload);
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof $ZodError) throw unauthorized('invalid token');
    throw e;
  }
};

export { bearerToken } from './bearer.js';

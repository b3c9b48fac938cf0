import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import * as z from 'zod/mini';
// Named, not `z.core.…`: a namespace member keeps all of zod's core (and every locale) in the bundle.
import { $ZodError } from 'zod/v4/core';
import { DomainError } from '../errors.js';
import { once } from '../once.js';
import { tokenSecret } from './token-secret.js';

const ISSUER = 'candid';
const ALG = 'HS256';
/**
 * A live wall's credential is its own audience (DESIGN 6, 16): guest credentials carry no audience and
 * verifyToken refuses any token that has one, so a wall token opens no guest route; verifyWallToken requires
 * this one, so no guest, staff or ticket token opens a wall route.
 */
export const WALL_TOKEN_AUDIENCE = 'candid:wall';
/** A wall runs through an event and its evening; revoking (WALL#<id> deleted) ends it sooner. */
export const WALL_TOKEN_LIFETIME_SECONDS = 3 * 24 * 60 * 60;

const wallClaimsSchema = once(() => z.object({ evt: z.string(), sub: z.string(), exp: z.number() }));
/** `evt`: the event's code; `sub`: the wall id (its WALL#<id> item must still exist). */
export type WallClaims = z.infer<ReturnType<typeof wallClaimsSchema>>;

export const wallLinkInvalid = (detail: string) => new DomainError('WALL_LINK_INVALID', 401, detail);

/** Times from the server clock (`at`), so the local stack's test clock ages wall links like everything else. */
export const signWallToken = async (evt: string, wallId: string, at: Date): Promise<{ token: string; expiresAt: Date }> => {
  const iat = Math.floor(at.getTime() / 1000);
  const exp = iat + WALL_TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ evt })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(wallId)
    .setIssuer(ISSUER)
    .setAudience(WALL_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await tokenSecret());
  return { token, expiresAt: new Date(exp * 1000) };
};

/** Signature, issuer, audience, algorithm and expiry; any failure is a 401 WALL_LINK_INVALID. */
export const verifyWallToken = async (token: string, at: Date): Promise<WallClaims> => {
  try {
    const { payload } = await jwtVerify(token, await tokenSecret(), {
      issuer: ISSUER,
      audience: WALL_TOKEN_AUDIENCE,
      algorithms: [ALG],
      currentDate: at,
    });
    return wallClaimsSchema().parse(payload);
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof $ZodError) throw wallLinkInvalid('invalid wall token');
    throw e;
  }
};

import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import * as z from 'zod/mini';
// Named, not `z.core.…`: a namespace member keeps all of zod's core (and every locale) in the bundle.
import { $ZodError } from 'zod/v4/core';
import { now } from '../clock.js';
import { unauthorized } from '../errors.js';
import { tokenSecret } from './token-secret.js';
import { once } from '../once.js';

const ISSUER = 'candid';
const ALG = 'HS256';
/**
 * Its own audience, as the socket ticket has: a geo token names only a country (no role, no event), so the
 * bearer check refuses it as a credential, and a credential has no audience, so verifyGeoToken refuses that.
 */
export const GEO_TOKEN_AUDIENCE = 'candid:geo';
/** Long enough for a pricing page left open while the organizer fills in the form; a country is not secret. */
export const GEO_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

const geoClaimsSchema = once(() => z.object({ country: z.string().check(z.regex(/^[A-Z]{2}$/)) }));

/**
 * Signs "this viewer was in `country`" with the token secret (the same HS256 scheme as every token here).
 * Times from the server clock, so the local stack's test clock ages geo tokens like everything else.
 */
export const signGeoToken = async (country: string, at: Date = now()): Promise<string> => {
  const iat = Math.floor(at.getTime() / 1000);
  return new SignJWT({ country })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(GEO_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + GEO_TOKEN_LIFETIME_SECONDS)
    .sign(await tokenSecret());
};

/** The country a geo token names. Signature, issuer, audience, algorithm and expiry (at `at`); any failure is a plain 401. */
export const verifyGeoToken = async (token: string, at: Date = now()): Promise<string> => {
  try {
    const { payload } = await jwtVerify(token, await tokenSecret(), {
      issuer: ISSUER,
      audience: GEO_TOKEN_AUDIENCE,
      algorithms: [ALG],
      currentDate: at,
      clockTolerance: 0,
    });
    return geoClaimsSchema().parse(payload).country;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof $ZodError) throw unauthorized('invalid geo token');
    throw e;
  }
};

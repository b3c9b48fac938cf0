import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import * as z from 'zod/mini';
// Named, not `z.core.…`: a namespace member keeps all of zod's core (and every locale) in the bundle.
import { $ZodError } from 'zod/v4/core';
import { unauthorized } from '../errors.js';
import { tokenSecret } from './token-secret.js';
import { once } from '../once.js';

const ISSUER = 'candid';
const ALG = 'HS256';
/**
 * Its own audience: a ticket is not a participant token (it has no role, so the bearer check refuses it),
 * and a participant token has no audience, so $connect refuses that.
 */
export const SOCKET_TICKET_AUDIENCE = 'candid:socket';
/** Long enough for a slow phone to go from the ticket answer to the upgrade; short enough to be useless in a log. */
export const SOCKET_TICKET_LIFETIME_SECONDS = 60;

/**
 * `wall`: a live wall's ticket, whose `sub` is the wall id (it listens only; $connect checks its wall link).
 * `epoch`: a ticket of the creator's guest session carries its generation of creator rights ($connect checks it
 * is still the event's, and the connection remembers it so "Sign out other phones" can close it).
 */
const ticketClaimsSchema = once(() =>
  z.object({ evt: z.string(), sub: z.string(), jti: z.string(), exp: z.number(), wall: z.optional(z.literal(true)), epoch: z.optional(z.int()) }),
);
export type SocketTicketClaims = z.infer<ReturnType<typeof ticketClaimsSchema>>;

/**
 * Signs a connect ticket for one participant (or, with `wall`, one live wall link) of one event. Times come
 * from the server clock (`at`), not from jose's own, so the local stack's test clock moves tickets along
 * with everything else. `creatorEpoch`: the generation of creator rights of a creator participant's session.
 */
export const signSocketTicket = async (
  evt: string,
  sub: string,
  at: Date,
  holder: 'participant' | 'wall' = 'participant',
  creatorEpoch?: number,
): Promise<{ ticket: string; expiresAt: Date }> => {
  const iat = Math.floor(at.getTime() / 1000);
  const exp = iat + SOCKET_TICKET_LIFETIME_SECONDS;
  const ticket = await new SignJWT(holder === 'wall' ? { evt, wall: true } : { evt, ...(creatorEpoch === undefined ? {} : { epoch: creatorEpoch }) })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(SOCKET_TICKET_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await tokenSecret());
  return { ticket, expiresAt: new Date(exp * 1000) };
};

/** Signature, issuer, audience, algorithm and expiry (at `at`); any failure is a plain 401. */
export const verifySocketTicket = async (ticket: string, at: Date): Promise<SocketTicketClaims> => {
  try {
    const { payload } = await jwtVerify(ticket, await tokenSecret(), {
      issuer: ISSUER,
      audience: SOCKET_TICKET_AUDIENCE,
      algorithms: [ALG],
      currentDate: at,
      clockTolerance: 0,
    });
    return ticketClaimsSchema().parse(payload);
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof $ZodError) throw unauthorized('invalid socket ticket');
    throw e;
  }
};

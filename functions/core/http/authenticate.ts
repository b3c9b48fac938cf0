import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AuthKind } from '../../../shared/api/endpoint.js';
import { verifyOrganizerToken } from '../auth/organizer-token.js';
import { verifyStaffToken } from '../auth/staff-token.js';
import { bearerToken, verifyToken, type TokenClaims } from '../auth/tokens.js';
import { verifyWallToken, wallLinkInvalid } from '../auth/wall-token.js';
import { now } from '../clock.js';
import { DomainError, forbidden, unauthorized } from '../errors.js';
import { domainError } from '../domain/errors.js';
import { carriesCreatorRights, liveCreatorClaims } from '../domain/events/creator-standing.js';
import { liveOrganizerClaims } from '../domain/organizer/organizer-standing.js';
import { liveStaffClaims } from '../domain/staff/current-staff.js';
import type { AuthContext } from './auth-context.js';
import { orderAuth } from './order-auth.js';


/**
 * Decides from the presented credential alone (never from the body) whether the caller may reach the
 * handler, and pins every token to its own event: a token for event A used on a path of event B is 403.
 * Per-participant state (active, kicked) is re-checked by the domain inside the write it already does.
 */
export const authenticate = async (
  auth: AuthKind,
  event: APIGatewayProxyEventV2,
  pathEventCode: string | undefined,
): Promise<AuthContext> => {
  if (auth === 'public') return { kind: 'public' };
  if (auth === 'order') return orderAuth(event);
  if (auth === 'admin') {
    const token = bearerToken(event.headers.authorization);
    if (!token) throw new DomainError('STAFF_SESSION_INVALID', 401, 'missing staff token');
    // The role and the account's existence come from the account on every request, not from the token.
    return { kind: 'staff', claims: await liveStaffClaims(await verifyStaffToken(token)) };
  }
  if (auth === 'organizer') {
    const token = bearerToken(event.headers.authorization);
    if (!token) throw new DomainError('ORGANIZER_SESSION_INVALID', 401, 'missing organizer token');
    return { kind: 'organizer', claims: await liveOrganizerClaims(await verifyOrganizerToken(token)) };
  }
  if (auth === 'wall') {
    const token = bearerToken(event.headers.authorization);
    if (!token) throw wallLinkInvalid('missing wall token');
    const claims = await verifyWallToken(token, now());
    if (pathEventCode === undefined || claims.evt !== pathEventCode) throw forbidden('wall token of another event');
    return { kind: 'wall', claims };
  }
  if (auth === 'creatorWithOrder') {
    const claims = await authenticateCreator(event);
    const order = orderAuth(event);
    if (order.kind !== 'order' || !order.orderToken) throw domainError('ORDER_TOKEN_REQUIRED', 'no order token');
    return { kind: 'creatorWithOrder', claims, orderToken: order.orderToken };
  }
  if (auth !== 'participant' && auth !== 'creator' && auth !== 'joining') {
    throw new Error(`auth kind "${auth}" is not wired yet`);
  }
  const token = bearerToken(event.headers.authorization);
  if (!token && auth === 'joining') return { kind: 'public' };
  if (!token) throw unauthorized('missing bearer token');
  const claims = await verifyToken(token);
  if (pathEventCode !== undefined && claims.evt !== pathEventCode) throw forbidden('token of another event');
  // Joining: which participant the credential may continue as is the domain's decision (it knows the name),
  // and so is whether its creator rights still hold (it reads the event anyway).
  if (auth === 'joining') return { kind: 'token', claims };
  if (auth === 'creator' && !carriesCreatorRights(claims)) throw forbidden('creator only');
  // Guest routes act as a participant; the bare creation credential has not joined as anyone yet.
  if (auth === 'participant' && claims.role !== 'participant') throw forbidden('participant credential required');
  return { kind: 'token', claims: await liveCreatorClaims(claims) };
};

/** A bearer creator credential, for a route without an event in its path (the domain pins it to the event). */
const authenticateCreator = async (event: APIGatewayProxyEventV2): Promise<TokenClaims> => {
  const token = bearerToken(event.headers.authorization);
  if (!token) throw unauthorized('missing bearer token');
  const claims = await verifyToken(token);
  if (!carriesCreatorRights(claims)) throw forbidden('creator only');
  return liveCreatorClaims(claims);
};

/** The credentials of a creatorWithOrder route (authenticate has already required both). */
export const creatorWithOrderOf = (auth: AuthContext): { claims: TokenClaims; orderToken: string } => {
  if (auth.kind !== 'creatorWithOrder') throw new Error(`expected creatorWithOrder credentials, got ${auth.kind}`);
  return { claims: auth.claims, orderToken: auth.orderToken };
};

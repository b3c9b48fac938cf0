import { ulid } from 'ulid';
import type { WallLinkResponse, WallRevokeResponse } from '#shared/schemas/wall.js';
import { signWallToken } from '../../auth/wall-token.js';
import { deleteWallLinks, putWallLink } from '../../data/wall-item.js';
import { domainError } from '../errors.js';

/**
 * A new wall link for the creator's TV or projector: a WALL#<id> item (its token works while the item
 * exists) and a read-only token of the wall audience naming the event and the wall. It lives as long as
 * the token does; the creator can end it sooner (revokeWallLinks), and so does "Sign out other phones". The
 * item is saved only while the caller's generation of creator rights (`creatorEpoch`) is the event's.
 */
export const createWallLink = async (code: string, at: Date, creatorEpoch: number): Promise<WallLinkResponse> => {
  const wallId = ulid(at.getTime());
  const { token, expiresAt } = await signWallToken(code, wallId, at);
  const saved = await putWallLink({ wallId, eventCode: code, createdAt: at.toISOString(), ttl: Math.floor(expiresAt.getTime() / 1000) }, creatorEpoch);
  if (!saved) throw domainError('CREATOR_SIGNED_OUT', `wall link for ${code} at epoch ${creatorEpoch}`);
  return { wallId, token, expiresAt: expiresAt.toISOString() };
};

/**
 * Revokes every wall link of the event (the admin screen has one "Revoke wall link" action and need not
 * remember ids): from their next read the walls are refused, and their open sockets are closed.
 */
export const revokeWallLinks = async (code: string): Promise<WallRevokeResponse> => ({ revoked: (await deleteWallLinks(code)).length });

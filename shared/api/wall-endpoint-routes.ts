import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * The live wall (DESIGN 16): the creator makes and revokes wall links; a wall link's read-only credential reads
 * the rest. Apart from the guest routes: only the lazily loaded wall page and the admin screen call them.
 */
export const wallEndpointRoutes = {
  createWallLink: { id: 'createWallLink', method: 'POST', path: '/api/events/{code}/wall', auth: 'creator' },
  revokeWallLinks: { id: 'revokeWallLinks', method: 'POST', path: '/api/events/{code}/wall/revoke', auth: 'creator' },
  getWall: { id: 'getWall', method: 'GET', path: '/api/wall/{code}', auth: 'wall' },
  getWallPhoto: { id: 'getWallPhoto', method: 'GET', path: '/api/wall/{code}/photos/{photoId}', auth: 'wall' },
  issueWallSocketTicket: { id: 'issueWallSocketTicket', method: 'POST', path: '/api/wall/{code}/socket-ticket', auth: 'wall' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

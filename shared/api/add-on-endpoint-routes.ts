import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * The digital add-ons' routes (issue #28): the creator sets the frame branding (guests read it in GET …/me)
 * and downloads the event's CSV (the organizer portal too, with the creator credential 'Manage' grants).
 * Two routes only: each is a Lambda, and the stack has a resource budget (test/infra/stack.test.ts).
 */
export const addOnEndpointRoutes = {
  setBranding: { id: 'setBranding', method: 'PUT', path: '/api/events/{code}/branding', auth: 'creator' },
  exportEventCsv: { id: 'exportEventCsv', method: 'GET', path: '/api/events/{code}/export', auth: 'creator' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

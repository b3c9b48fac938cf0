import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * The digital add-ons' routes (issue #28): the creator sets the frame branding (guests read it in GET …/me)
 * and downloads the event's CSV (the organizer portal too, with the creator credential 'Manage' grants).
 * The logo takes two more: POST presigns its upload, PUT checks it and makes it the logo (or removes the
 * logo with a null upload). Few routes: each is a Lambda, and the stack has a resource budget (test/infra/stacks.test.ts).
 */
export const addOnEndpointRoutes = {
  setBranding: { id: 'setBranding', method: 'PUT', path: '/api/events/{code}/branding', auth: 'creator' },
  requestLogoUpload: { id: 'requestLogoUpload', method: 'POST', path: '/api/events/{code}/branding/logo', auth: 'creator' },
  setLogo: { id: 'setLogo', method: 'PUT', path: '/api/events/{code}/branding/logo', auth: 'creator' },
  exportEventCsv: { id: 'exportEventCsv', method: 'GET', path: '/api/events/{code}/export', auth: 'creator' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

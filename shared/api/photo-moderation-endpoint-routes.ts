import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * Moderation and event settings (issue 19): the creator hides, unhides or deletes photos and sets reveal-after-end;
 * a guest deletes their own. Apart from the guest routes: only lazily loaded screens (the lightbox's moderation
 * panel, the admin screen) call them, so they stay out of the guest entry.
 */
export const photoModerationEndpointRoutes = {
  hidePhoto: { id: 'hidePhoto', method: 'POST', path: '/api/events/{code}/photos/{photoId}/hide', auth: 'creator' },
  unhidePhoto: { id: 'unhidePhoto', method: 'POST', path: '/api/events/{code}/photos/{photoId}/unhide', auth: 'creator' },
  updateEventSettings: { id: 'updateEventSettings', method: 'PUT', path: '/api/events/{code}/settings', auth: 'creator' },
  deletePhoto: { id: 'deletePhoto', method: 'DELETE', path: '/api/events/{code}/photos/{photoId}', auth: 'participant' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

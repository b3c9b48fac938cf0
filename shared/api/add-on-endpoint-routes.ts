import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * The digital add-ons' routes (issue #28): the frame branding (read by the event's guests, set by its creator)
 * and the event's CSV export (its creator, the organizer portal, staff). Each checks the add-on on the event.
 */
export const addOnEndpointRoutes = {
  getBranding: { id: 'getBranding', method: 'GET', path: '/api/events/{code}/branding', auth: 'participant' },
  setBranding: { id: 'setBranding', method: 'PUT', path: '/api/events/{code}/branding', auth: 'creator' },
  exportEventCsv: { id: 'exportEventCsv', method: 'GET', path: '/api/events/{code}/export', auth: 'creator' },
  organizerExportEventCsv: { id: 'organizerExportEventCsv', method: 'GET', path: '/api/organizer/events/{code}/export', auth: 'organizer' },
  staffExportEventCsv: { id: 'staffExportEventCsv', method: 'GET', path: '/api/admin/events/{code}/export', auth: 'admin' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

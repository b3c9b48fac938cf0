import type { AuthKind, HttpMethod } from './endpoint.js';

/**
 * Where each organizer endpoint lives and who may call it (apart from the guest routes: no guest chunk carries
 * them). Cleaner paths than the spec's `?action=login|verify` (section 7): sign-in has two steps (DESIGN 6).
 */
export const organizerEndpointRoutes = {
  organizerRequestCode: { id: 'organizerRequestCode', method: 'POST', path: '/api/organizer/auth/code', auth: 'public' },
  organizerSignIn: { id: 'organizerSignIn', method: 'POST', path: '/api/organizer/auth/login', auth: 'public' },
  organizerVerify: { id: 'organizerVerify', method: 'GET', path: '/api/organizer/auth/verify', auth: 'organizer' },
  organizerDashboard: { id: 'organizerDashboard', method: 'GET', path: '/api/organizer/events', auth: 'organizer' },
  organizerLinkOrder: { id: 'organizerLinkOrder', method: 'POST', path: '/api/organizer/orders/{orderId}/link', auth: 'organizer' },
  organizerManageEvent: { id: 'organizerManageEvent', method: 'POST', path: '/api/organizer/events/{code}/manage', auth: 'organizer' },
  organizerGalleryExtension: { id: 'organizerGalleryExtension', method: 'POST', path: '/api/organizer/events/{code}/gallery-extension', auth: 'organizer' },
  organizerGetPrintSelection: { id: 'organizerGetPrintSelection', method: 'GET', path: '/api/organizer/events/{code}/print-selection', auth: 'organizer' },
  organizerConfirmPrintSelection: { id: 'organizerConfirmPrintSelection', method: 'POST', path: '/api/organizer/events/{code}/print-selection', auth: 'organizer' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

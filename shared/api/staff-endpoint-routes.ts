import type { AuthKind, HttpMethod } from './endpoint.js';

/** Where each staff endpoint lives and who may call it (apart from the guest routes: no guest chunk carries them). */
export const staffEndpointRoutes = {
  staffLogin: { id: 'staffLogin', method: 'POST', path: '/api/admin/auth/login', auth: 'public' },
  staffVerify: { id: 'staffVerify', method: 'GET', path: '/api/admin/auth/verify', auth: 'admin' },
  staffOrdersList: { id: 'staffOrdersList', method: 'GET', path: '/api/admin/orders', auth: 'admin' },
  staffOrderDetails: { id: 'staffOrderDetails', method: 'GET', path: '/api/admin/orders/{orderId}', auth: 'admin' },
  staffCompleteOrder: { id: 'staffCompleteOrder', method: 'POST', path: '/api/admin/orders/{orderId}/complete', auth: 'admin' },
  staffCancelOrder: { id: 'staffCancelOrder', method: 'POST', path: '/api/admin/orders/{orderId}/cancel', auth: 'admin' },
  staffRefundOrder: { id: 'staffRefundOrder', method: 'POST', path: '/api/admin/orders/{orderId}/refund', auth: 'admin' },
  staffPrintFiles: { id: 'staffPrintFiles', method: 'POST', path: '/api/admin/orders/{orderId}/print-files', auth: 'admin' },
  staffArchivePhotos: { id: 'staffArchivePhotos', method: 'POST', path: '/api/admin/events/{code}/photos/archive', auth: 'admin' },
  staffRestorePhotos: { id: 'staffRestorePhotos', method: 'POST', path: '/api/admin/events/{code}/photos/restore', auth: 'admin' },
  staffDeletePhotos: { id: 'staffDeletePhotos', method: 'POST', path: '/api/admin/events/{code}/photos/delete', auth: 'admin' },
  staffDeletePhoto: { id: 'staffDeletePhoto', method: 'DELETE', path: '/api/admin/events/{code}/photos/{photoId}', auth: 'admin' },
  staffEventsList: { id: 'staffEventsList', method: 'GET', path: '/api/admin/events/list', auth: 'admin' },
  staffEventDetails: { id: 'staffEventDetails', method: 'GET', path: '/api/admin/events/{code}/details', auth: 'admin' },
  staffEventPhotos: { id: 'staffEventPhotos', method: 'GET', path: '/api/admin/events/{code}/photos', auth: 'admin' },
  staffExportEventCsv: { id: 'staffExportEventCsv', method: 'GET', path: '/api/admin/events/{code}/export', auth: 'admin' },
  staffEndEvent: { id: 'staffEndEvent', method: 'POST', path: '/api/admin/events/{code}/end', auth: 'admin' },
  staffDashboardStats: { id: 'staffDashboardStats', method: 'GET', path: '/api/admin/dashboard/stats', auth: 'admin' },
  staffAnalytics: { id: 'staffAnalytics', method: 'GET', path: '/api/admin/analytics', auth: 'admin' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

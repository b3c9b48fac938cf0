import type { AuthKind, HttpMethod } from './endpoint.js';

/** Where each staff endpoint lives and who may call it (apart from the guest routes: no guest chunk carries them). */
export const staffEndpointRoutes = {
  staffLogin: { id: 'staffLogin', method: 'POST', path: '/api/admin/auth/login', auth: 'public' },
  staffVerify: { id: 'staffVerify', method: 'GET', path: '/api/admin/auth/verify', auth: 'admin' },
  staffDashboardStats: { id: 'staffDashboardStats', method: 'GET', path: '/api/admin/dashboard/stats', auth: 'admin' },
  staffAnalytics: { id: 'staffAnalytics', method: 'GET', path: '/api/admin/analytics', auth: 'admin' },
} as const satisfies Record<string, { id: string; method: HttpMethod; path: `/api/${string}`; auth: AuthKind }>;

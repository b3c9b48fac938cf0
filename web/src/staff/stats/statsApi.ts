import { staffEndpointRoutes } from '../../../../shared/api/staff-endpoint-routes';
import type { AnalyticsPeriod, AnalyticsResponse, DashboardStatsResponse } from '../../../../shared/schemas/staff-stats';
import { callApi } from '../../api/callApi';

/** GET /api/admin/dashboard/stats: the overview's figures and recent activity. */
export const fetchDashboardStats = (token: string, signal?: AbortSignal): Promise<DashboardStatsResponse> =>
  callApi(staffEndpointRoutes.staffDashboardStats, { token }, signal);

/** GET /api/admin/analytics?days=: the period's figures against the one before. */
export const fetchAnalytics = (token: string, days: AnalyticsPeriod, signal?: AbortSignal): Promise<AnalyticsResponse> =>
  callApi(staffEndpointRoutes.staffAnalytics, { token, query: { days: String(days) as `${AnalyticsPeriod}` } }, signal);

import { analyticsQuerySchema, analyticsResponseSchema, dashboardStatsResponseSchema } from '../../schemas/staff-stats.js';
import { defineEndpoint } from '../endpoint.js';
import { staffEndpointRoutes } from '../staff-endpoint-routes.js';

/** The staff Overview and Analytics figures (commerce spec: Admin dashboard; DESIGN 15 "Staff figures are real"). */
export const staffStatsEndpoints = {
  staffDashboardStats: defineEndpoint({
    ...staffEndpointRoutes.staffDashboardStats,
    summary:
      'Overview figures (events, orders, RON revenue all time and this month, photos, storage) from the maintained counters and daily rollups, and the latest 20 activity entries',
    response: dashboardStatsResponseSchema,
    successStatus: 200,
  }),
  staffAnalytics: defineEndpoint({
    ...staffEndpointRoutes.staffAnalytics,
    summary:
      'Analytics of the last 7, 30, 90 or 365 days and the period before (revenue, orders by status reached, events, photos, customers, growth, revenue per day) from the daily rollups',
    query: analyticsQuerySchema,
    response: analyticsResponseSchema,
    successStatus: 200,
  }),
};

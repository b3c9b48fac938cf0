import { staffStatsEndpoints } from '../../../shared/api/endpoints/staff-stats.js';
import { readDashboardStats } from '../../core/domain/staff/stats-read.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffStatsEndpoints.staffDashboardStats, ({ auth }) => {
  staffOf(auth);
  return readDashboardStats();
});

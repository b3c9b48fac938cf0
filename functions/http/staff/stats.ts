import { readDashboardStats } from '../../core/domain/staff/stats-read.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/staff-stats.js').then((m) => m.staffStatsEndpoints.staffDashboardStats);

export const handler = defineHandler(contract, ({ auth }) => {
  staffOf(auth);
  return readDashboardStats();
});

import { staffStatsEndpoints } from '../../../shared/api/endpoints/staff-stats.js';
import { readAnalytics } from '../../core/domain/staff/stats-read.js';
import { staffOf } from '../../core/http/auth-claims.js';
import { defineHandler } from '../../core/http/define-handler.js';

export const handler = defineHandler(staffStatsEndpoints.staffAnalytics, ({ auth, query }) => {
  staffOf(auth);
  return readAnalytics(query.days);
});

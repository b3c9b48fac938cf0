import { staffScreenTexts } from '../../../../shared/staff-messages';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { activityText, activityTime, formatCount, formatGb, formatRon } from '../stats/format';
import { StatCard } from '../stats/StatCard';
import { fetchDashboardStats } from '../stats/statsApi';
import { useStaffData } from '../stats/useStaffData';
import '../stats/stats.css';
import type { StaffTabProps } from './staffTab';

/**
 * The Overview tab (commerce spec: Admin dashboard): totals from the counters the table stream maintains and
 * the daily rollups (DESIGN 15), quick actions to the other tabs, and the real recent activity.
 */
export default function OverviewTab({ token, onAuthFailure, goToTab }: StaffTabProps) {
  const { state, retry } = useStaffData((signal) => fetchDashboardStats(token, signal), token, staffScreenTexts.statsLoadFailed, onAuthFailure);
  const data = state.kind === 'ready' ? state.data : state.last;
  return (
    <section className="stack" aria-label="Overview">
      {state.kind === 'error' && (
        <div className="stack stack--tight">
          <ErrorBanner message={state.message} />
          <button type="button" className="btn btn--secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {!data && state.kind === 'loading' && <RouteLoading label="Loading figures…" />}
      {data && (
        <>
          <ul className="stat-cards" aria-label="Totals">
            <StatCard label="Total events" value={formatCount(data.stats.totalEvents)} note={`${formatCount(data.stats.activeEvents)} active`} />
            <StatCard label="Total orders" value={formatCount(data.stats.totalOrders)} note={`${formatCount(data.stats.pendingOrders)} pending`} />
            <StatCard label="Total revenue" value={formatRon(data.stats.totalRevenue)} note={`${formatRon(data.stats.monthlyRevenue)} this month`} />
            <StatCard label="Total photos" value={formatCount(data.stats.totalPhotos)} note={`${formatGb(data.stats.storageUsed)} storage`} />
          </ul>
          <div className="stack stack--tight">
            <h2>Quick actions</h2>
            <div className="quick-actions">
              <button type="button" className="btn btn--secondary" onClick={() => goToTab('orders')}>
                Manage orders
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => goToTab('events')}>
                View events
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => goToTab('analytics')}>
                View analytics
              </button>
            </div>
          </div>
          <div className="card stack stack--tight">
            <div className="page__top">
              <h2>Recent activity</h2>
              <button type="button" className="btn btn--ghost" onClick={retry} disabled={state.kind === 'loading'}>
                Refresh
              </button>
            </div>
            {data.recentActivity.length === 0 ? (
              <p className="page__lead">No activity in the last 30 days.</p>
            ) : (
              <ul className="activity">
                {data.recentActivity.map((a) => (
                  <li key={a.id} className="activity__item">
                    <span>{activityText(a)}</span>
                    <time className="activity__time" dateTime={a.at}>
                      {activityTime(a.at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

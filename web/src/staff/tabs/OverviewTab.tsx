import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { activityText, activityTime, formatCount, formatGb, formatPhotoCount, formatRon } from '../stats/format';
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
  const t = useTexts('staff');
  const f = useFormat();
  const { state, retry } = useStaffData((signal) => fetchDashboardStats(token, signal), token, t.screen.statsLoadFailed, onAuthFailure);
  const data = state.kind === 'ready' ? state.data : state.last;
  return (
    <section className="stack" aria-label={t.shell.tabs.overview}>
      {state.kind === 'error' && (
        <div className="stack stack--tight">
          <ErrorBanner message={state.message} />
          <button type="button" className="btn btn--secondary" onClick={retry}>
            {t.common.tryAgain}
          </button>
        </div>
      )}
      {!data && state.kind === 'loading' && <RouteLoading label={t.overview.loadingFigures} />}
      {data && (
        <>
          <ul className="stat-cards" aria-label={t.overview.totals}>
            <StatCard label={t.overview.totalEvents} value={formatCount(data.stats.totalEvents, f)} note={t.overview.activeCount(formatCount(data.stats.activeEvents, f))} />
            <StatCard label={t.overview.totalOrders} value={formatCount(data.stats.totalOrders, f)} note={t.overview.pendingCount(formatCount(data.stats.pendingOrders, f))} />
            <StatCard label={t.overview.totalRevenue} value={formatRon(data.stats.totalRevenue, f)} note={t.overview.thisMonth(formatRon(data.stats.monthlyRevenue, f))} />
            <StatCard label={t.overview.totalPhotos} value={formatPhotoCount(data.stats.totalPhotos, data.stats.hiddenPhotos, f, t)} note={t.overview.storage(formatGb(data.stats.storageUsed, f))} />
          </ul>
          <div className="stack stack--tight">
            <h2>{t.overview.quickActions}</h2>
            <div className="quick-actions">
              <button type="button" className="btn btn--secondary" onClick={() => goToTab('orders')}>
                {t.overview.manageOrders}
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => goToTab('events')}>
                {t.overview.viewEvents}
              </button>
              <button type="button" className="btn btn--secondary" onClick={() => goToTab('analytics')}>
                {t.overview.viewAnalytics}
              </button>
            </div>
          </div>
          <div className="card stack stack--tight">
            <div className="page__top">
              <h2>{t.overview.recentActivity}</h2>
              <button type="button" className="btn btn--ghost" onClick={retry} disabled={state.kind === 'loading'}>
                {t.common.refresh}
              </button>
            </div>
            {data.recentActivity.length === 0 ? (
              <p className="page__lead">{t.overview.noActivity}</p>
            ) : (
              <ul className="activity">
                {data.recentActivity.map((a) => (
                  <li key={a.id} className="activity__item">
                    <span>{activityText(a, t, f)}</span>
                    <time className="activity__time" dateTime={a.at}>
                      {activityTime(a.at, f)}
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

import { useState } from 'react';
import { ORDER_STATUSES } from '../../../../shared/orders/order-status';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type AnalyticsResponse } from '../../../../shared/schemas/staff-stats';
import { staffScreenTexts } from '../../../../shared/staff-messages';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { formatCount, formatGrowth, formatRon } from '../stats/format';
import { analyticsCsv, reportFileName, revenueForecast } from '../stats/report';
import { RevenueChart } from '../stats/RevenueChart';
import { StatCard } from '../stats/StatCard';
import { fetchAnalytics } from '../stats/statsApi';
import { useStaffData } from '../stats/useStaffData';
import '../stats/stats.css';
import type { StaffTabProps } from './staffTab';

const PERIOD_LABEL: Record<AnalyticsPeriod, string> = { 7: '7 days', 30: '30 days', 90: '90 days', 365: '1 year' };
const STATUS_LABEL: Record<(typeof ORDER_STATUSES)[number], string> = { pending: 'Placed', processing: 'Paid (processing)', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded' };

const downloadCsv = (a: AnalyticsResponse): void => {
  const url = URL.createObjectURL(new Blob([analyticsCsv(a)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(a);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * The Analytics tab (commerce spec: Admin dashboard; DESIGN 15): each period button asks the server for that
 * period and the one before, from the daily rollups. Export Report downloads the period's days as CSV; Revenue
 * Forecast shows a straight-line projection. Set Goals is not offered (no stored goal yet): never an inert button.
 */
export default function AnalyticsTab({ token, onAuthFailure }: StaffTabProps) {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const [showForecast, setShowForecast] = useState(false);
  const { state, retry } = useStaffData((signal) => fetchAnalytics(token, days, signal), `${token}:${days}`, staffScreenTexts.analyticsLoadFailed, onAuthFailure);
  const data = state.kind === 'ready' ? state.data : state.last;
  const forecast = data && showForecast ? revenueForecast(data.series, data.days) : undefined;
  return (
    <section className="stack" aria-label="Analytics" aria-busy={state.kind === 'loading'}>
      <div className="period-buttons" role="group" aria-label="Period">
        {ANALYTICS_PERIODS.map((p) => (
          <button key={p} type="button" className="btn btn--secondary" aria-pressed={p === days} onClick={() => setDays(p)}>
            {PERIOD_LABEL[p]}
          </button>
        ))}
      </div>
      {state.kind === 'error' && (
        <div className="stack stack--tight">
          <ErrorBanner message={state.message} />
          <button type="button" className="btn btn--secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {!data && state.kind === 'loading' && <RouteLoading label="Loading analytics…" />}
      {data && (
        <>
          <p className="page__lead" aria-live="polite">
            {data.period.from} to {data.period.to} ({PERIOD_LABEL[data.days as AnalyticsPeriod]}), compared with {data.previous.from} to {data.previous.to}.
            {state.kind === 'loading' ? ' Updating…' : ''}
          </p>
          <h2>Revenue</h2>
          <ul className="stat-cards" aria-label="Revenue">
            <StatCard label="Total revenue" value={formatRon(data.totalRevenue)} note="all time" />
            <StatCard label="Period revenue" value={formatRon(data.period.revenue)} note={`previous: ${formatRon(data.previous.revenue)}`} />
            <StatCard label="Daily average" value={formatRon(data.dailyAverage)} note={`period revenue / ${data.days} days`} />
            <StatCard label="Growth" value={formatGrowth(data.growth.revenue)} note={data.growth.revenue === null ? 'no revenue in the previous period' : 'revenue vs previous period'} />
          </ul>
          <RevenueChart series={data.series} total={data.period.revenue} />
          <h2>Orders</h2>
          <ul className="stat-cards" aria-label="Orders">
            <StatCard label="Orders placed" value={formatCount(data.period.ordersCreated)} note={`growth ${formatGrowth(data.growth.orders)}`} />
            <StatCard label="Completed" value={formatCount(data.period.ordersReached.completed)} note={`cancelled ${formatCount(data.period.ordersReached.cancelled)}`} />
          </ul>
          <dl className="status-list" aria-label="Orders by status reached in the period">
            {ORDER_STATUSES.map((s) => (
              <div key={s} style={{ display: 'contents' }}>
                <dt>{STATUS_LABEL[s]}</dt>
                <dd>{formatCount(data.period.ordersReached[s])}</dd>
              </div>
            ))}
          </dl>
          <h2>Events</h2>
          <ul className="stat-cards" aria-label="Events">
            <StatCard label="Events created" value={formatCount(data.period.eventsCreated)} note={`growth ${formatGrowth(data.growth.events)}`} />
            <StatCard label="Photos" value={formatCount(data.period.photos)} note={data.photosPerEvent === null ? 'no events in period' : `${data.photosPerEvent.toFixed(1)} per event`} />
          </ul>
          <h2>Customers</h2>
          <ul className="stat-cards" aria-label="Customers">
            <StatCard label="New customers" value={formatCount(data.period.newCustomers)} note="first order in the period" />
            <StatCard label="Returning customers" value={formatCount(data.period.returningCustomers)} note="second order in the period" />
          </ul>
          <div className="analytics-actions">
            <button type="button" className="btn btn--primary" onClick={() => downloadCsv(data)}>
              Export Report
            </button>
            <button type="button" className="btn btn--secondary" aria-expanded={showForecast} onClick={() => setShowForecast((v) => !v)}>
              Revenue Forecast
            </button>
          </div>
          {forecast && (
            <div id="revenue-forecast" className="card stack stack--tight" aria-live="polite">
              <h2>Revenue forecast</h2>
              <p>
                Next {forecast.ahead} days: <strong>{formatRon(forecast.projected)}</strong> if the period's straight-line trend holds ({forecast.slopePerDay >= 0 ? '+' : '−'}
                {formatRon(Math.abs(forecast.slopePerDay))} per day).
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import { ORDER_STATUSES } from '../../../../shared/orders/order-status';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type AnalyticsResponse } from '../../../../shared/schemas/staff-stats';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { formatCount, formatGrowth, formatRon } from '../stats/format';
import { analyticsCsv, reportFileName, revenueForecast } from '../stats/report';
import { RevenueChart } from '../stats/RevenueChart';
import { StatCard } from '../stats/StatCard';
import { fetchAnalytics } from '../stats/statsApi';
import { useStaffData } from '../stats/useStaffData';
import '../stats/stats.css';
import type { StaffTabProps } from './staffTab';

/** Export Report's CSV keeps its English, machine-read column names in every language (report.ts). */
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
  const t = useTexts('staff');
  const a = t.analytics;
  const f = useFormat();
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const [showForecast, setShowForecast] = useState(false);
  const { state, retry } = useStaffData((signal) => fetchAnalytics(token, days, signal), `${token}:${days}`, t.screen.analyticsLoadFailed, onAuthFailure);
  const data = state.kind === 'ready' ? state.data : state.last;
  const forecast = data && showForecast ? revenueForecast(data.series, data.days) : undefined;
  return (
    <section className="stack" aria-label={a.section} aria-busy={state.kind === 'loading'}>
      <div className="period-buttons" role="group" aria-label={a.period}>
        {ANALYTICS_PERIODS.map((p) => (
          <button key={p} type="button" className="btn btn--secondary" aria-pressed={p === days} onClick={() => setDays(p)}>
            {a.periods[p]}
          </button>
        ))}
      </div>
      {state.kind === 'error' && (
        <div className="stack stack--tight">
          <ErrorBanner message={state.message} />
          <button type="button" className="btn btn--secondary" onClick={retry}>
            {t.common.tryAgain}
          </button>
        </div>
      )}
      {!data && state.kind === 'loading' && <RouteLoading label={a.loading} />}
      {data && (
        <>
          <p className="page__lead" aria-live="polite">
            {a.comparing(data.period.from, data.period.to, a.periods[data.days as AnalyticsPeriod], data.previous.from, data.previous.to)}
            {state.kind === 'loading' ? a.updating : ''}
          </p>
          <h2>{a.revenue}</h2>
          <ul className="stat-cards" aria-label={a.revenue}>
            <StatCard label={a.totalRevenue} value={formatRon(data.totalRevenue, f)} note={a.allTime} />
            <StatCard label={a.periodRevenue} value={formatRon(data.period.revenue, f)} note={a.previous(formatRon(data.previous.revenue, f))} />
            <StatCard label={a.dailyAverage} value={formatRon(data.dailyAverage, f)} note={a.perDays(data.days)} />
            <StatCard label={a.growth} value={formatGrowth(data.growth.revenue, f, t)} note={data.growth.revenue === null ? a.noPreviousRevenue : a.vsPrevious} />
          </ul>
          <RevenueChart series={data.series} total={data.period.revenue} />
          <h2>{a.orders}</h2>
          <ul className="stat-cards" aria-label={a.orders}>
            <StatCard label={a.ordersPlaced} value={formatCount(data.period.ordersCreated, f)} note={a.growthOf(formatGrowth(data.growth.orders, f, t))} />
            <StatCard label={a.completed} value={formatCount(data.period.ordersReached.completed, f)} note={a.cancelledCount(formatCount(data.period.ordersReached.cancelled, f))} />
          </ul>
          <dl className="status-list" aria-label={a.byStatus}>
            {ORDER_STATUSES.map((s) => (
              <div key={s} style={{ display: 'contents' }}>
                <dt>{a.reached[s]}</dt>
                <dd>{formatCount(data.period.ordersReached[s], f)}</dd>
              </div>
            ))}
          </dl>
          <h2>{a.events}</h2>
          <ul className="stat-cards" aria-label={a.events}>
            <StatCard label={a.eventsCreated} value={formatCount(data.period.eventsCreated, f)} note={a.growthOf(formatGrowth(data.growth.events, f, t))} />
            <StatCard
              label={a.photos}
              value={formatCount(data.period.photos, f)}
              note={data.photosPerEvent === null ? a.noEvents : a.perEvent(f.number(data.photosPerEvent, { minimumFractionDigits: 1, maximumFractionDigits: 1 }))}
            />
          </ul>
          <h2>{a.customers}</h2>
          <ul className="stat-cards" aria-label={a.customers}>
            <StatCard label={a.newCustomers} value={formatCount(data.period.newCustomers, f)} note={a.firstOrder} />
            <StatCard label={a.returningCustomers} value={formatCount(data.period.returningCustomers, f)} note={a.secondOrder} />
          </ul>
          <div className="analytics-actions">
            <button type="button" className="btn btn--primary" onClick={() => downloadCsv(data)}>
              {a.exportReport}
            </button>
            <button type="button" className="btn btn--secondary" aria-expanded={showForecast} onClick={() => setShowForecast((v) => !v)}>
              {a.revenueForecast}
            </button>
          </div>
          {forecast && (
            <div id="revenue-forecast" className="card stack stack--tight" aria-live="polite">
              <h2>{a.forecastTitle}</h2>
              <p data-testid="forecast-text">{a.forecastText(formatRon(forecast.perDay, f), forecast.ahead, formatRon(forecast.projected, f), forecast.trend)}</p>
            </div>
          )}
        </>
      )}
    </section>
  );
}

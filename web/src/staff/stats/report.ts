import type { AnalyticsResponse, DailyRow } from '../../../../shared/schemas/staff-stats';
import { ronDecimal } from './format';

/** Quotes a CSV field when it needs it (RFC 4180). */
const field = (v: string | number): string => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Export Report: the period's daily rows (revenue in RON, two decimals) and a totals line. */
export const analyticsCsv = (a: AnalyticsResponse): string => {
  const header = ['date', 'revenue_ron', 'orders_created', 'events_created', 'photos'];
  const row = (r: DailyRow) => [r.date, ronDecimal(r.revenue), r.ordersCreated, r.eventsCreated, r.photos];
  const total = ['total', ronDecimal(a.period.revenue), a.period.ordersCreated, a.period.eventsCreated, a.period.photos];
  return [header, ...a.series.map(row), total].map((cells) => cells.map(field).join(',')).join('\r\n') + '\r\n';
};

export const reportFileName = (a: AnalyticsResponse): string => `candid-analytics-${a.period.from}-to-${a.period.to}.csv`;

/** Straight-line forecast: the least-squares line through the daily revenue, carried `ahead` days on. */
export interface Forecast {
  /** RON minor units per day the line rises (or falls) by. */
  slopePerDay: number;
  /** Projected revenue of the next `ahead` days (never below 0 a day). */
  projected: number;
  ahead: number;
}

export const revenueForecast = (series: readonly DailyRow[], ahead: number): Forecast => {
  const n = series.length;
  if (n === 0) return { slopePerDay: 0, projected: 0, ahead };
  const ys = series.map((r) => r.revenue);
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((s, y) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  const slope = den === 0 ? 0 : num / den;
  const at = (x: number) => Math.max(0, meanY + slope * (x - meanX));
  let projected = 0;
  for (let x = n; x < n + ahead; x++) projected += at(x);
  return { slopePerDay: Math.round(slope), projected: Math.round(projected), ahead };
};

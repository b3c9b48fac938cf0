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

/**
 * Revenue Forecast: the least-squares line through the period's daily revenue, carried `ahead` days on
 * (never below 0 a day), stated as one rate and its total (issue 29.3: the text adds up). The rate is the
 * projection's average a day in whole RON, as the screen rounds it; the total is that shown rate × the
 * horizon, so "At 1,234 RON a day, the next 30 days bring about 37,020 RON" is true to the RON.
 */
export interface Forecast {
  /** RON minor units a day, a whole number of RON. */
  perDay: number;
  /** perDay × ahead (RON minor units). */
  projected: number;
  ahead: number;
  /** Where the line heads: the period's trend, said in words (no second figure to reconcile). */
  trend: 'rising' | 'falling' | 'flat';
}

export const revenueForecast = (series: readonly DailyRow[], ahead: number): Forecast => {
  const n = series.length;
  if (n === 0 || ahead <= 0) return { perDay: 0, projected: 0, ahead, trend: 'flat' };
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
  let sum = 0;
  for (let x = n; x < n + ahead; x++) sum += at(x);
  const perDay = Math.round(sum / ahead / 100) * 100;
  // Under half a RON a day of change is no trend worth a word.
  const trend = Math.abs(slope) < 50 ? 'flat' : slope > 0 ? 'rising' : 'falling';
  return { perDay, projected: perDay * ahead, ahead, trend };
};

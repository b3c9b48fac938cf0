import { ORDER_STATUSES } from '../../../../shared/orders/order-status.js';
import type { AnalyticsPeriod, AnalyticsResponse, DailyRow, DashboardStats, PeriodFigures } from '../../../../shared/schemas/staff-stats.js';
import { dayAttr } from './stats-keys.js';

/**
 * Pure figures of the staff Overview and Analytics from the counters (no I/O, unit-tested): the orders totals
 * (STATS#orders/TOTALS, maintained by order transitions), the event totals and the daily rollups (stream).
 * Revenue is paid RON minus refunded RON, both as counted when they happened.
 */

export type Counters = Record<string, unknown>;
const n = (c: Counters | undefined, key: string): number => {
  const v = c?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
};

const DAY_MS = 86_400_000;
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** The UTC days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let t = dayMs(from); t <= dayMs(to); t += DAY_MS) out.push(isoDay(t));
  return out;
};

/** The chosen period (the last `days` UTC days, today included) and the one just before it. */
export const periodsOf = (today: string, days: number) => {
  const end = dayMs(today);
  return {
    period: { from: isoDay(end - (days - 1) * DAY_MS), to: today },
    previous: { from: isoDay(end - (2 * days - 1) * DAY_MS), to: isoDay(end - days * DAY_MS) },
  };
};

export const monthStart = (today: string): string => `${today.slice(0, 7)}-01`;

const revenueOf = (c: Counters | undefined): number => n(c, dayAttr.revenueRon) - n(c, dayAttr.refundedRon);

export const dashboardStats = (eventTotals: Counters | undefined, orderTotals: Counters | undefined, monthDays: readonly Counters[]): DashboardStats => ({
  totalEvents: n(eventTotals, 'events'),
  activeEvents: n(eventTotals, 'events_active'),
  totalOrders: n(orderTotals, 'ordersCreated'),
  pendingOrders: n(orderTotals, 'orders_pending'),
  totalRevenue: revenueOf(orderTotals),
  monthlyRevenue: monthDays.reduce((sum, d) => sum + revenueOf(d), 0),
  totalPhotos: n(eventTotals, 'photos'),
  hiddenPhotos: n(eventTotals, 'photosHidden'),
  storageUsed: n(eventTotals, 'storageBytes'),
});

const figuresOf = (range: { from: string; to: string }, byDay: ReadonlyMap<string, Counters>): PeriodFigures => {
  const days = daysBetween(range.from, range.to).map((d) => byDay.get(d));
  const sum = (key: string) => days.reduce((s, d) => s + n(d, key), 0);
  const ordersCreated = sum(dayAttr.ordersCreated);
  const reached = Object.fromEntries(ORDER_STATUSES.map((s) => [s, s === 'pending' ? ordersCreated : sum(dayAttr.reached(s))])) as PeriodFigures['ordersReached'];
  return {
    ...range,
    revenue: sum(dayAttr.revenueRon) - sum(dayAttr.refundedRon),
    ordersCreated,
    ordersReached: reached,
    eventsCreated: sum(dayAttr.eventsCreated),
    photos: sum(dayAttr.photos),
    newCustomers: sum(dayAttr.newCustomers),
    returningCustomers: sum(dayAttr.returningCustomers),
  };
};

/** Percent change, one decimal; null when there is nothing to compare with. */
export const growthPercent = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

export const analyticsFigures = (
  today: string,
  days: AnalyticsPeriod,
  orderTotals: Counters | undefined,
  dayItems: readonly (Counters & { SK: string })[],
): AnalyticsResponse => {
  const byDay = new Map(dayItems.map((d) => [d.SK, d]));
  const ranges = periodsOf(today, days);
  const period = figuresOf(ranges.period, byDay);
  const previous = figuresOf(ranges.previous, byDay);
  const series: DailyRow[] = daysBetween(ranges.period.from, ranges.period.to).map((date) => {
    const d = byDay.get(date);
    return { date, revenue: revenueOf(d), ordersCreated: n(d, dayAttr.ordersCreated), eventsCreated: n(d, dayAttr.eventsCreated), photos: n(d, dayAttr.photos) };
  });
  return {
    days,
    totalRevenue: revenueOf(orderTotals),
    period,
    previous,
    dailyAverage: Math.round(period.revenue / days),
    photosPerEvent: period.eventsCreated === 0 ? null : Math.round((period.photos / period.eventsCreated) * 10) / 10,
    growth: {
      revenue: growthPercent(period.revenue, previous.revenue),
      orders: growthPercent(period.ordersCreated, previous.ordersCreated),
      events: growthPercent(period.eventsCreated, previous.eventsCreated),
    },
    series,
  };
};

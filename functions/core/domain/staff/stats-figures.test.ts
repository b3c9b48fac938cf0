import { describe, expect, it } from 'vitest';
import { analyticsFigures, dashboardStats, daysBetween, growthPercent, periodsOf } from './stats-figures.js';

describe('staff figures from counters', () => {
  it('overview: totals, pending, revenue net of refunds, this month from the day rollups; missing counters are 0', () => {
    const stats = dashboardStats(
      { events: 5, events_active: 2, photos: 40, storageBytes: 123_456 },
      { ordersCreated: 7, orders_pending: 3, revenueRon: 50_000, refundedRon: 9_900 },
      [{ revenueRon: 10_000 }, { revenueRon: 5_000, refundedRon: 1_000 }, {}],
    );
    expect(stats).toEqual({ totalEvents: 5, activeEvents: 2, totalOrders: 7, pendingOrders: 3, totalRevenue: 40_100, monthlyRevenue: 14_000, totalPhotos: 40, hiddenPhotos: 0, storageUsed: 123_456 });
    expect(dashboardStats(undefined, undefined, [])).toEqual({ totalEvents: 0, activeEvents: 0, totalOrders: 0, pendingOrders: 0, totalRevenue: 0, monthlyRevenue: 0, totalPhotos: 0, hiddenPhotos: 0, storageUsed: 0 });
  });

  it('periods: the last N UTC days including today, and the N days before', () => {
    expect(periodsOf('2026-03-02', 7)).toEqual({ period: { from: '2026-02-24', to: '2026-03-02' }, previous: { from: '2026-02-17', to: '2026-02-23' } });
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('growth: one decimal, null against an empty previous period', () => {
    expect(growthPercent(115, 100)).toBe(15);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(5, 0)).toBeNull();
  });

  it('analytics: the period against the previous one, orders by status reached, a zero-filled daily series', () => {
    const days = [
      { SK: '2026-11-17', revenueRon: 1_000, ordersCreated: 1, eventsCreated: 1 }, // previous period
      { SK: '2026-11-20', revenueRon: 2_000, ordersCreated: 2, reached_processing: 1, eventsCreated: 2, photos: 5, newCustomers: 2 },
      { SK: '2026-11-24', revenueRon: 1_500, refundedRon: 500, ordersCreated: 1, reached_completed: 1, reached_refunded: 1, photos: 2, returningCustomers: 1 },
    ];
    const a = analyticsFigures('2026-11-24', 7, { revenueRon: 9_000, refundedRon: 500 }, days);
    expect(a.totalRevenue).toBe(8_500);
    expect(a.period).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      revenue: 3_000,
      ordersCreated: 3,
      ordersReached: { pending: 3, processing: 1, completed: 1, cancelled: 0, refunded: 1 },
      eventsCreated: 2,
      photos: 7,
      newCustomers: 2,
      returningCustomers: 1,
    });
    expect(a.previous).toMatchObject({ from: '2026-11-11', to: '2026-11-17', revenue: 1_000, ordersCreated: 1, eventsCreated: 1 });
    expect(a.dailyAverage).toBe(Math.round(3_000 / 7));
    expect(a.photosPerEvent).toBe(3.5);
    expect(a.growth).toEqual({ revenue: 200, orders: 200, events: 100 });
    expect(a.series).toHaveLength(7);
    expect(a.series[0]).toEqual({ date: '2026-11-18', revenue: 0, ordersCreated: 0, eventsCreated: 0, photos: 0 });
    expect(a.series[6]).toEqual({ date: '2026-11-24', revenue: 1_000, ordersCreated: 1, eventsCreated: 0, photos: 2 });
  });

  it('a different period gives different figures (the buttons change the data)', () => {
    const days = [{ SK: '2026-10-01', revenueRon: 7_000, ordersCreated: 1 }, { SK: '2026-11-24', revenueRon: 1_000, ordersCreated: 1 }];
    expect(analyticsFigures('2026-11-24', 7, undefined, days).period.revenue).toBe(1_000);
    expect(analyticsFigures('2026-11-24', 90, undefined, days).period.revenue).toBe(8_000);
    expect(analyticsFigures('2026-11-24', 30, undefined, days).growth.revenue).toBe(-85.7);
  });
});

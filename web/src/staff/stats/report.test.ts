import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse, DailyRow } from '../../../../shared/schemas/staff-stats';
import { analyticsCsv, reportFileName, revenueForecast } from './report';
import en from '../../i18n/catalogues/staff/en';
import ro from '../../i18n/catalogues/staff/ro';
import { formattersFor } from '../../i18n/format';
import { formatGb, formatGrowth, formatRon } from './format';

const row = (date: string, revenue: number, patch: Partial<DailyRow> = {}): DailyRow => ({ date, revenue, ordersCreated: 0, eventsCreated: 0, photos: 0, ...patch });
const figures = { revenue: 0, ordersCreated: 0, ordersReached: { pending: 0, processing: 0, completed: 0, cancelled: 0, refunded: 0 }, eventsCreated: 0, photos: 0, newCustomers: 0, returningCustomers: 0 };

describe('Export Report (CSV)', () => {
  it('one row per day of the period, RON with two decimals, a totals line, CRLF', () => {
    const a: AnalyticsResponse = {
      days: 7,
      totalRevenue: 0,
      period: { ...figures, from: '2026-11-23', to: '2026-11-24', revenue: 12_345, ordersCreated: 3, eventsCreated: 1, photos: 9 },
      previous: { ...figures, from: '2026-11-21', to: '2026-11-22' },
      dailyAverage: 0,
      photosPerEvent: 9,
      growth: { revenue: null, orders: null, events: null },
      series: [row('2026-11-23', 0), row('2026-11-24', 12_345, { ordersCreated: 3, eventsCreated: 1, photos: 9 })],
    };
    expect(analyticsCsv(a)).toBe(
      'date,revenue_ron,orders_created,events_created,photos\r\n2026-11-23,0.00,0,0,0\r\n2026-11-24,123.45,3,1,9\r\ntotal,123.45,3,1,9\r\n',
    );
    expect(reportFileName(a)).toBe('candid-analytics-2026-11-23-to-2026-11-24.csv');
  });
});

describe('Revenue Forecast (straight line)', () => {
  it('carries the least-squares line on: a steady rise keeps rising', () => {
    const f = revenueForecast([row('d1', 100), row('d2', 200), row('d3', 300)], 2);
    expect(f.slopePerDay).toBe(100);
    expect(f.projected).toBe(400 + 500);
  });

  it('a flat period projects the same per day; a falling one never goes below zero', () => {
    expect(revenueForecast([row('a', 50), row('b', 50)], 7).projected).toBe(350);
    const falling = revenueForecast([row('a', 300), row('b', 200), row('c', 100)], 5);
    expect(falling.slopePerDay).toBe(-100);
    expect(falling.projected).toBe(0);
    expect(revenueForecast([], 7).projected).toBe(0);
  });
});

describe('figures as shown', () => {
  it('RON rounded, GB with one decimal (bytes / 1024³), growth with a sign or a dash', () => {
    const f = formattersFor('en');
    expect(formatRon(123_456, f)).toBe('1,235 RON');
    expect(formatGb(1024 ** 3 * 1.26, f)).toBe('1.3 GB');
    expect(formatGb(0, f)).toBe('0.0 GB');
    expect(formatGrowth(15.2, f, en)).toBe('+15.2%');
    expect(formatGrowth(-3, f, en)).toBe('−3.0%');
    expect(formatGrowth(null, f, en)).toBe('n/a');
  });

  it('in Romanian: Intl grouping and decimal comma, RON after the figure', () => {
    const f = formattersFor('ro');
    expect(formatRon(123_456, f)).toMatch(/^1\.235\sRON$/); // Intl puts a no-break space before the code
    expect(formatGb(1024 ** 3 * 1.26, f)).toBe('1,3 GB');
    expect(formatGrowth(15.2, f, ro)).toBe('+15,2%');
    expect(formatGrowth(null, f, ro)).toBe('n.d.');
  });
});

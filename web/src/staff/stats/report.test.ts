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
  it('carries the least-squares line on: a steady rise keeps rising, stated as its average a day', () => {
    // 100, 200, 300 a day (minor units) → 400 and 500 next: 9 RON in 2 days, 4.50 RON a day → rounds to 5 RON.
    const f = revenueForecast([row('d1', 10_000), row('d2', 20_000), row('d3', 30_000)], 2);
    expect(f).toEqual({ perDay: 45_000, projected: 90_000, ahead: 2, trend: 'rising' });
  });

  it('a flat period projects its daily average; a falling one never goes below zero', () => {
    expect(revenueForecast([row('a', 5_000), row('b', 5_000)], 7)).toEqual({ perDay: 5_000, projected: 35_000, ahead: 7, trend: 'flat' });
    const falling = revenueForecast([row('a', 30_000), row('b', 20_000), row('c', 10_000)], 5);
    expect(falling).toEqual({ perDay: 0, projected: 0, ahead: 5, trend: 'falling' });
    expect(revenueForecast([], 7).projected).toBe(0);
  });

  it('the total is the shown rate × the horizon, to the RON, whatever the rounding (issue 29.3)', () => {
    // Irregular days in minor units: the unrounded average a day is not a whole RON.
    const days = [row('a', 123_457), row('b', 98_761), row('c', 150_003), row('d', 131_111), row('e', 140_999)];
    for (const ahead of [7, 30, 90, 365]) {
      const fc = revenueForecast(days, ahead);
      expect(fc.perDay % 100).toBe(0);
      expect(fc.projected).toBe(fc.perDay * ahead);
    }
  });

  it('the text states one rate, one horizon and their product, in English and Romanian', () => {
    const days = [row('a', 123_457), row('b', 98_761), row('c', 150_003), row('d', 131_111), row('e', 140_999)];
    const fc = revenueForecast(days, 30);
    for (const [texts, locale] of [[en, 'en'], [ro, 'ro']] as const) {
      const f = formattersFor(locale);
      const text = texts.analytics.forecastText(formatRon(fc.perDay, f), fc.ahead, formatRon(fc.projected, f), fc.trend);
      // The figures in the text, in order: the rate, the horizon, the total.
      const numbers = [...text.matchAll(/\d[\d.,\s]*\d|\d/g)].map((m) => Number(m[0].replace(/[.,\s]/g, '')));
      expect(numbers).toHaveLength(3);
      const [rate, horizon, total] = numbers as [number, number, number];
      expect(horizon).toBe(30);
      expect(rate).toBe(fc.perDay / 100);
      expect(total).toBe(rate * horizon);
    }
    expect(en.analytics.forecastText('1,234 RON', 30, '37,020 RON', 'rising')).toMatch(/^At 1,234 RON a day, the next 30 days bring about 37,020 RON\. /);
    expect(ro.analytics.forecastText('1.234 RON', 30, '37.020 RON', 'flat')).toMatch(/^La 1\.234 RON pe zi, următoarele 30 de zile aduc aproximativ 37\.020 RON\. /);
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

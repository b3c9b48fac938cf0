import type { CSSProperties } from 'react';
import type { DailyRow } from '../../../../shared/schemas/staff-stats';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { dayLabelIndexes, valueTicks } from './chartAxes';
import { formatRon } from './format';

const WIDTH = 320;
const HEIGHT = 100;

/** A day label's position: centred on its bar; the first and last keep inside the plot (issue 29.3). */
const dayLabelStyle = (i: number, n: number): CSSProperties =>
  i === n - 1 && n > 1 ? { right: 0 } : i === 0 ? { left: 0 } : { left: `${((i + 0.5) / n) * 100}%`, transform: 'translateX(-50%)' };

/**
 * Revenue per day as plain SVG bars (no chart library), with a value axis in RON and thinned day labels as
 * HTML text (readable at any width: the bars stretch, the labels keep their size). For screen readers the
 * picture is one image with a text summary (the axis labels are hidden); the exact figures are in the table
 * below it (a disclosure, so the tab stays short on a phone).
 */
export function RevenueChart({ series, total }: { series: readonly DailyRow[]; total: number }) {
  const t = useTexts('staff').chart;
  const f = useFormat();
  const max = Math.max(0, ...series.map((r) => r.revenue));
  const best = series.reduce<DailyRow | undefined>((b, r) => (!b || r.revenue > b.revenue ? r : b), undefined);
  const summary =
    max <= 0
      ? t.summaryEmpty(series.length)
      : t.summary(series.length, series[0]?.date ?? '', series.at(-1)?.date ?? '', formatRon(total, f), formatRon(best?.revenue ?? 0, f), best?.date ?? '');
  const ticks = valueTicks(max);
  const top = ticks.at(-1) || 1;
  const slot = series.length ? WIDTH / series.length : WIDTH;
  const barWidth = Math.max(1, slot * 0.75);
  // Days are UTC dates (the rollups' keys): formatted in UTC so no time zone moves them a day.
  const day = (date: string) => f.date(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <figure className="stack stack--tight" style={{ margin: 0 }}>
      <div className="revenue-chart">
        <div className="revenue-chart__values" aria-hidden="true">
          {[...ticks].reverse().map((v) => (
            <span key={v} className="revenue-chart__label">
              {formatRon(v, f)}
            </span>
          ))}
        </div>
        <svg className="revenue-chart__plot" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
          {ticks.map((v) => (
            <line key={v} className={v === 0 ? 'revenue-chart__axis' : 'revenue-chart__grid'} x1={0} x2={WIDTH} y1={HEIGHT - (v / top) * HEIGHT} y2={HEIGHT - (v / top) * HEIGHT} vectorEffect="non-scaling-stroke" />
          ))}
          {series.map((r, i) => {
            const h = (Math.max(0, r.revenue) / top) * HEIGHT;
            return <rect key={r.date} className="revenue-chart__bar" x={i * slot + (slot - barWidth) / 2} y={HEIGHT - h} width={barWidth} height={h} />;
          })}
        </svg>
        <div className="revenue-chart__days" aria-hidden="true">
          {dayLabelIndexes(series.length).map((i) => (
            <span key={i} className="revenue-chart__label revenue-chart__day" style={dayLabelStyle(i, series.length)}>
              {day(series[i]!.date)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="stat-card__note">{summary}</figcaption>
      <details>
        <summary>{t.tableSummary}</summary>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t.tableLabel}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.revenue}</th>
                <th scope="col">{t.orders}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((r) => (
                <tr key={r.date}>
                  <td>{r.date}</td>
                  <td>{formatRon(r.revenue, f)}</td>
                  <td>{f.number(r.ordersCreated)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import type { DailyRow } from '../../../../shared/schemas/staff-stats';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { formatRon } from './format';

const WIDTH = 320;
const HEIGHT = 140;
const PAD_BOTTOM = 16;
const PAD_TOP = 8;

/**
 * Revenue per day as plain SVG bars (no chart library). For screen readers the picture is one image with a
 * text summary; the exact figures are in the table below it (a disclosure, so the tab stays short on a phone).
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
  const slot = series.length ? WIDTH / series.length : WIDTH;
  const barWidth = Math.max(1, slot * 0.75);
  const plotHeight = HEIGHT - PAD_BOTTOM - PAD_TOP;
  return (
    <figure className="stack stack--tight" style={{ margin: 0 }}>
      <svg className="revenue-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line className="revenue-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - PAD_BOTTOM} y2={HEIGHT - PAD_BOTTOM} />
        {series.map((r, i) => {
          const h = max > 0 ? (Math.max(0, r.revenue) / max) * plotHeight : 0;
          return <rect key={r.date} className="revenue-chart__bar" x={i * slot + (slot - barWidth) / 2} y={HEIGHT - PAD_BOTTOM - h} width={barWidth} height={h} />;
        })}
        <text className="revenue-chart__label" x={0} y={HEIGHT - 3}>
          {series[0]?.date}
        </text>
        <text className="revenue-chart__label" x={WIDTH} y={HEIGHT - 3} textAnchor="end">
          {series.at(-1)?.date}
        </text>
      </svg>
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

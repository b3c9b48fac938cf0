/**
 * One measured figure. `check` rows are deterministic budgets (sizes, call counts, scans, staff code in
 * the guest entry): `npm run bench -- --check` fails on them. `report` rows are timings and scores:
 * printed against their budget for information, never failing anything.
 */
export interface Row {
  /** Which measurement (module) produced it, e.g. "web bundle". */
  section: string;
  name: string;
  value: number | string | null;
  unit?: string;
  /** Human-readable budget, e.g. "≤ 100 KB". */
  budget?: string;
  kind: 'check' | 'report';
  /** Within budget? undefined when there is no budget to compare against. */
  ok?: boolean;
  note?: string;
}

export interface SectionResult {
  section: string;
  rows: Row[];
  /** Anything else worth keeping in bench-results.json (raw samples, per-route details). */
  details?: unknown;
  /** Set when the measurement could not run; its check rows (if any) count as broken. */
  error?: string;
  seconds?: number;
}

/** Builds rows of one section with less repetition. */
export const rows = (section: string) => ({
  check: (name: string, value: number | string | null, budget: string, ok: boolean, unit?: string, note?: string): Row => ({
    section, name, value, budget, ok, kind: 'check', ...(unit ? { unit } : {}), ...(note ? { note } : {}),
  }),
  report: (name: string, value: number | string | null, unit?: string, budget?: { text: string; ok: boolean }, note?: string): Row => ({
    section, name, value, kind: 'report',
    ...(unit ? { unit } : {}),
    ...(budget ? { budget: budget.text, ok: budget.ok } : {}),
    ...(note ? { note } : {}),
  }),
});

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

const cell = (r: Row): string => {
  if (r.value === null) return '—';
  return `${typeof r.value === 'number' ? r.value : r.value}${r.unit ? ` ${r.unit}` : ''}`;
};

const mark = (r: Row): string => {
  if (r.ok === undefined) return '';
  if (r.ok) return 'ok';
  return r.kind === 'check' ? 'FAIL' : 'over';
};

/** A plain-text table; widths fit the content. */
export const formatTable = (all: Row[]): string => {
  const header = ['section', 'figure', 'value', 'budget', '', 'note'];
  const body = all.map((r) => [r.section, r.name, cell(r), r.budget ?? '', mark(r), r.note ?? '']);
  const widths = header.map((h, i) => Math.min(i === 5 ? 80 : 60, Math.max(h.length, ...body.map((b) => b[i]!.length))));
  const line = (cols: string[]): string => cols.map((c, i) => (i === 5 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
};

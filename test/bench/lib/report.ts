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
  /** Tables printed after the main one (e.g. the Lambda import profile); kept in bench-results.json too. */
  tables?: Table[];
  /** Set when the measurement could not run; its check rows (if any) count as broken. */
  error?: string;
  seconds?: number;
}

/** A titled grid of cells, for figures that read better side by side than as one row each. */
export interface Table {
  title: string;
  header: string[];
  rows: (string | number)[][];
  /** Printed under the table. */
  note?: string;
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

/** A plain-text grid: text columns left-aligned, numeric columns right-aligned; widths fit the content. */
export const formatGrid = (t: Table): string => {
  const cells = t.rows.map((r) => t.header.map((_, i) => String(r[i] ?? '')));
  const numeric = t.header.map((_, i) => t.rows.length > 0 && t.rows.every((r) => typeof r[i] === 'number' || r[i] === '—'));
  const widths = t.header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (cols: string[]): string => cols.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [t.title, line(t.header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line), ...(t.note ? [t.note] : [])].join('\n');
};

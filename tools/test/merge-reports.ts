/**
 * Merges the reports of `npm test`'s side-by-side vitest processes into one, as one process would have written
 * it: counts add up, a run succeeds only if every part did, the earliest start stands, lists are joined.
 * Used for vitest's JSON report and the layer times alike (their fields follow these rules).
 */
export type Report = { readonly [key: string]: unknown };

const isRecord = (v: unknown): v is Report => typeof v === 'object' && v !== null && !Array.isArray(v);

const mergeValue = (key: string, a: unknown, b: unknown): unknown => {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (typeof a === 'number' && typeof b === 'number') return key === 'startTime' ? Math.min(a, b) : a + b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a && b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (isRecord(a) && isRecord(b)) return mergeReports([a, b]);
  return a;
};

export const mergeReports = (parts: readonly Report[]): Report =>
  parts.reduce<Report>((merged, part) => {
    const out: Record<string, unknown> = { ...merged };
    for (const [key, value] of Object.entries(part)) out[key] = mergeValue(key, merged[key], value);
    return out;
  }, {});

/*
 * The revenue chart's axes (issue 29.3: readable labels): a value axis of round RON steps, and day labels
 * thinned to at most four, counted back from the last day so today is always named and the gaps are equal.
 */

/** The smallest of 1, 2, 2.5, 5 × 10^k at or above `x` (x > 0). */
const niceCeil = (x: number): number => {
  const p = 10 ** Math.floor(Math.log10(x));
  return [1, 2, 2.5, 5, 10].map((m) => m * p).find((v) => v >= x) ?? 10 * p;
};

/**
 * The value axis in RON minor units: 0, one step, two steps, the top at or above the highest day, each
 * step a round number of whole RON (never below 1 RON: the labels show whole RON). Just [0] with no revenue.
 */
export const valueTicks = (maxMinor: number): number[] => {
  if (maxMinor <= 0) return [0];
  const step = Math.max(1, niceCeil(maxMinor / 100 / 2)) * 100;
  return [0, step, 2 * step];
};

/** At most this many day labels: each ~3.5 em wide fits a 260 px plot (a 360 px phone) without touching. */
export const MAX_DAY_LABELS = 4;

/** The indexes of the days that get a label: the last, then every `step` days back (equal gaps). */
export const dayLabelIndexes = (days: number, max: number = MAX_DAY_LABELS): number[] => {
  if (days <= 0) return [];
  if (days <= max) return Array.from({ length: days }, (_, i) => i);
  const step = Math.ceil((days - 1) / (max - 1));
  const out: number[] = [];
  for (let i = days - 1; i >= 0; i -= step) out.unshift(i);
  return out;
};

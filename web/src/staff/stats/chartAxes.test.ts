import { describe, expect, it } from 'vitest';
import { dayLabelIndexes, valueTicks } from './chartAxes';

describe('revenue chart axes (issue 29.3)', () => {
  it('value ticks: 0, a round step of whole RON, two steps at or above the highest day', () => {
    expect(valueTicks(0)).toEqual([0]);
    expect(valueTicks(123_456)).toEqual([0, 100_000, 200_000]); // 1,234.56 RON → steps of 1,000 RON
    expect(valueTicks(18_000)).toEqual([0, 10_000, 20_000]);
    expect(valueTicks(50)).toEqual([0, 100, 200]); // never under 1 RON a step
    for (const max of [1, 999, 12_345, 7_777_777]) expect(valueTicks(max).at(-1)).toBeGreaterThanOrEqual(max);
  });

  it('day labels: at most four, equal gaps counted back from the last day (always labelled)', () => {
    expect(dayLabelIndexes(0)).toEqual([]);
    expect(dayLabelIndexes(3)).toEqual([0, 1, 2]);
    expect(dayLabelIndexes(7)).toEqual([0, 2, 4, 6]);
    expect(dayLabelIndexes(30)).toEqual([9, 19, 29]);
    expect(dayLabelIndexes(90)).toEqual([29, 59, 89]);
    for (const n of [7, 30, 90, 365]) {
      const at = dayLabelIndexes(n);
      expect(at.length).toBeLessThanOrEqual(4);
      expect(at.at(-1)).toBe(n - 1);
      expect(new Set(at.slice(1).map((v, i) => v - at[i]!)).size).toBe(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { mergeReports } from './merge-reports.js';

describe('mergeReports', () => {
  it('adds counts, keeps the earliest start, joins results and fails if one part failed', () => {
    const browser = { numTotalTests: 145, numFailedTests: 1, startTime: 2000, success: false, testResults: [{ name: 'b' }], snapshot: { total: 0, didUpdate: false } };
    const others = { numTotalTests: 3800, numFailedTests: 0, startTime: 1000, success: true, testResults: [{ name: 'a' }], snapshot: { total: 2, didUpdate: false } };
    expect(mergeReports([browser, others])).toEqual({
      numTotalTests: 3945,
      numFailedTests: 1,
      startTime: 1000,
      success: false,
      testResults: [{ name: 'b' }, { name: 'a' }],
      snapshot: { total: 2, didUpdate: false },
    });
  });

  it('unions the layers of the layer-times files', () => {
    expect(mergeReports([{ layers: { browser: { files: 43 } } }, { layers: { unit: { files: 250 }, infra: { files: 10 } } }])).toEqual({
      layers: { browser: { files: 43 }, unit: { files: 250 }, infra: { files: 10 } },
    });
  });

  it('is one part unchanged', () => {
    const only = { numPassedTests: 3, success: true };
    expect(mergeReports([only])).toEqual(only);
  });
});

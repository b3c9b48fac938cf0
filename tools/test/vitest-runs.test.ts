import { describe, expect, it } from 'vitest';
import { planVitestRuns } from './vitest-runs.js';

const TIMES = 'test-results/layer-times.json';

describe('planVitestRuns', () => {
  it('runs the browser layer beside the other three, each with its own layer-times file', () => {
    const plan = planVitestRuns(['--reporter=default'], TIMES);
    expect(plan.runs.map((r) => [r.label, r.args, r.layerTimesFile])).toEqual([
      ['browser', ['--project', 'browser', '--reporter=default'], 'test-results/layer-times.browser.json'],
      [
        'unit+infra+integration',
        ['--project', 'unit', '--project', 'infra', '--project', 'integration', '--reporter=default'],
        'test-results/layer-times.unit+infra+integration.json',
      ],
    ]);
    expect(plan.jsonFile).toBeUndefined();
  });

  it('gives each run its own JSON report, in either form of the option, to be merged into the asked one', () => {
    for (const asked of [['--outputFile.json=test-results/vitest.json'], ['--outputFile.json', 'test-results/vitest.json']]) {
      const plan = planVitestRuns(['--reporter=json', ...asked], TIMES);
      expect(plan.jsonFile).toBe('test-results/vitest.json');
      expect(plan.runs.map((r) => r.jsonFile)).toEqual(['test-results/vitest.browser.json', 'test-results/vitest.unit+infra+integration.json']);
      expect(plan.runs[0]?.args).toEqual(['--project', 'browser', '--reporter=json', '--outputFile.json=test-results/vitest.browser.json']);
    }
  });

  it('stays one process when the caller names projects or files', () => {
    for (const args of [['--project', 'unit'], ['--project=browser'], ['test/browser/wall.test.ts'], ['--reporter', 'dot', 'shared/']]) {
      const plan = planVitestRuns(args, TIMES);
      expect(plan.runs).toEqual([{ label: 'vitest', args, layerTimesFile: TIMES }]);
    }
  });

  it('does not take an option\'s value for a file filter', () => {
    expect(planVitestRuns(['--reporter', 'dot'], TIMES).runs).toHaveLength(2);
  });
});

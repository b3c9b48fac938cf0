import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Issue #30: how long each test layer (vitest project) took. Per layer: its wall span (first file started →
 * last file ended), the files' summed time and the slowest files. Written to test-results/layer-times.json
 * for tools/test/test-all.ts and .ci/run to print; nothing is asserted on it (timings depend on the machine).
 */
export interface LayerTimes {
  layers: Record<string, { files: number; tests: number; wallSeconds: number; fileSeconds: number; slowest: { file: string; seconds: number }[] }>;
}

export const LAYER_TIMES_FILE = 'test-results/layer-times.json';

export default class LayerTimesReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly spans = new Map<string, { first: number; last: number; modules: { file: string; seconds: number; tests: number }[] }>();

  /** Queued, not started: a file's start comes after its imports and setup, which are part of its time. */
  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const layer = module.project.name || 'default';
    const start = this.started.get(module.moduleId) ?? Date.now();
    const span = this.spans.get(layer) ?? { first: start, last: start, modules: [] };
    span.first = Math.min(span.first, start);
    span.last = Math.max(span.last, Date.now());
    const d = module.diagnostic();
    const spent = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    span.modules.push({ file: module.relativeModuleId, seconds: spent / 1000, tests: [...module.children.allTests()].length });
    this.spans.set(layer, span);
  }

  onTestRunEnd(): void {
    const round = (n: number) => Math.round(n * 10) / 10;
    const out: LayerTimes = { layers: {} };
    for (const [layer, s] of this.spans) {
      out.layers[layer] = {
        files: s.modules.length,
        tests: s.modules.reduce((sum, m) => sum + m.tests, 0),
        wallSeconds: round((s.last - s.first) / 1000),
        fileSeconds: round(s.modules.reduce((sum, m) => sum + m.seconds, 0)),
        slowest: [...s.modules].sort((a, b) => b.seconds - a.seconds).slice(0, 5).map((m) => ({ file: m.file, seconds: round(m.seconds) })),
      };
    }
    mkdirSync(dirname(LAYER_TIMES_FILE), { recursive: true });
    writeFileSync(LAYER_TIMES_FILE, JSON.stringify(out, null, 2));
  }
}

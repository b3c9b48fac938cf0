import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { LAYER_TIMES_FILE, type LayerTimes } from './layer-times-reporter.js';
import { mergeReports, type Report } from './merge-reports.js';
import { planVitestRuns, type VitestRun } from './vitest-runs.js';

/**
 * `npm test`: every check of the README in one command. The typecheck, the lint and the web build (which the
 * browser layer serves) do not depend on each other, so they run side by side; then every vitest layer, the
 * browser layer in a process of its own beside the others (tools/test/vitest-runs.ts). Arguments are vitest's (`npm test -- --project unit`). Each step's time and each layer's span are printed at
 * the end and written to test-results/test-times.json (.ci/run prints them too; issue #30).
 */

export const TEST_TIMES_FILE = 'test-results/test-times.json';

interface StepResult {
  name: string;
  seconds: number;
  code: number;
  output: string;
}

/**
 * Runs a command. Its output is kept for the summary, or shown as it comes (`show`): as is, or with each line
 * prefixed when two commands share the terminal.
 */
const run = (name: string, command: string, args: readonly string[], show?: { prefix: string }, env: NodeJS.ProcessEnv = {}): Promise<StepResult> =>
  new Promise((resolve) => {
    const started = performance.now();
    const inherit = show?.prefix === '';
    const child = spawn(command, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      if (show) createInterface({ input: stream }).on('line', (line) => console.log(`${show.prefix}${line}`));
      else stream.on('data', (d: Buffer) => (output += d.toString()));
    }
    child.on('close', (code) => resolve({ name, seconds: (performance.now() - started) / 1000, code: code ?? 1, output }));
  });

const readReport = (path: string): Report | undefined => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Report) : undefined);

/** Merges the parts that were written into `into` and removes them; a part a crashed run never wrote is skipped. */
const mergeParts = (parts: readonly string[], into: string) => {
  const written = parts.map(readReport).filter((r): r is Report => r !== undefined);
  if (written.length > 0) writeFileSync(into, JSON.stringify(mergeReports(written), null, 2));
  for (const part of parts) rmSync(part, { force: true });
};

/** Every vitest run of the plan at once; their reports merged as one run's. */
const runVitest = async (args: readonly string[]): Promise<StepResult[]> => {
  const plan = planVitestRuns(args, LAYER_TIMES_FILE);
  const single = plan.runs.length === 1;
  const width = Math.max(...plan.runs.map((r) => r.label.length));
  const start = (r: VitestRun) =>
    run(single ? 'vitest' : `vitest ${r.label}`, 'npx', ['vitest', 'run', ...r.args, '--reporter=./tools/test/layer-times-reporter.ts'], {
      prefix: single ? '' : `${r.label.padEnd(width)} │ `,
    }, { CANDID_LAYER_TIMES_FILE: r.layerTimesFile });
  if (!single) console.log(`\n── vitest: ${plan.runs.map((r) => r.label).join(' ‖ ')}, side by side`);
  const results = await Promise.all(plan.runs.map(start));
  if (!single) mergeParts(plan.runs.map((r) => r.layerTimesFile), LAYER_TIMES_FILE);
  if (!single && plan.jsonFile) mergeParts(plan.runs.flatMap((r) => (r.jsonFile ? [r.jsonFile] : [])), plan.jsonFile);
  return results;
};

const seconds = (s: number) => `${s.toFixed(1).padStart(7)} s`;

const main = async (): Promise<number> => {
  const started = performance.now();
  mkdirSync('test-results', { recursive: true });
  rmSync(LAYER_TIMES_FILE, { force: true });
  const before = await Promise.all([
    run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    run('lint', 'npx', ['eslint', '.']),
    run('build', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--mode', 'localstack']),
  ]);
  for (const step of before) {
    console.log(`\n── ${step.name}: ${step.code === 0 ? 'ok' : `failed (exit ${step.code})`} in ${step.seconds.toFixed(1)} s`);
    if (step.code !== 0) console.log(step.output.trim());
  }
  const steps: StepResult[] = [...before];
  if (before.every((s) => s.code === 0)) {
    const args = process.argv.slice(2);
    const reporters = args.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=default'];
    const vitestStarted = performance.now();
    const runs = await runVitest([...args, ...reporters]);
    if (runs.length > 1) steps.push(...runs);
    steps.push({ name: 'vitest', seconds: (performance.now() - vitestStarted) / 1000, code: runs.every((r) => r.code === 0) ? 0 : 1, output: '' });
  }

  const layers = existsSync(LAYER_TIMES_FILE) ? (JSON.parse(readFileSync(LAYER_TIMES_FILE, 'utf8')) as LayerTimes).layers : {};
  const total = (performance.now() - started) / 1000;
  console.log('\nTest times (npm test):');
  for (const s of steps) console.log(`  ${s.name.padEnd(22)} ${seconds(s.seconds)}${s.code === 0 ? '' : '  FAILED'}`);
  for (const [name, l] of Object.entries(layers)) {
    console.log(`  · ${name.padEnd(20)} ${seconds(l.wallSeconds)} wall, ${l.fileSeconds.toFixed(0)} s in ${l.files} files, ${l.tests} tests; slowest: ${l.slowest.slice(0, 3).map((f) => `${f.file} ${f.seconds} s`).join(', ')}`);
  }
  console.log(`  ${'total'.padEnd(22)} ${seconds(total)}`);
  writeFileSync(TEST_TIMES_FILE, JSON.stringify({ steps: steps.map(({ name, seconds: s, code }) => ({ name, seconds: Math.round(s * 10) / 10, code })), layers, totalSeconds: Math.round(total) }, null, 2));
  return steps.every((s) => s.code === 0) ? 0 : 1;
};

process.exitCode = await main();

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { LAYER_TIMES_FILE, type LayerTimes } from './layer-times-reporter.js';

/**
 * `npm test`: every check of the README in one command: the web build (which the browser layer serves), then
 * every vitest layer, with the typecheck and the lint beside them at the lowest CPU priority (see NICE).
 * Arguments are vitest's (`npm test -- --project unit`). Each step's time and each layer's span are printed at
 * the end and written to test-results/test-times.json (.ci/run prints them too; issue #30).
 */

export const TEST_TIMES_FILE = 'test-results/test-times.json';

interface StepResult {
  name: string;
  seconds: number;
  code: number;
  output: string;
}

const run = (name: string, command: string, args: string[], inherit = false): Promise<StepResult> =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (e) => (output += String(e)));
    child.on('close', (code) => resolve({ name, seconds: (performance.now() - started) / 1000, code: code ?? 1, output }));
  });

/**
 * The typecheck and the lint run beside the tests at the lowest CPU priority (`nice -n 19`, inherited by every
 * thread): they take the CPU the tests leave idle (the browser layer leaves about half the machine, waiting on the
 * app's own timings) and little else. Before (issue #30) they ran first, side by side with the build, 31 s before
 * the first test; this way `npm test` took 876 s instead of 907 s on the same quiet machine.
 */
const NICE = spawnSync('nice', ['-n', '19', 'true']).status === 0;
const niced = (command: string, args: string[]): [string, string[]] => (NICE ? ['nice', ['-n', '19', command, ...args]] : [command, args]);

const seconds = (s: number) => `${s.toFixed(1).padStart(7)} s`;

const report = (step: StepResult): void => {
  console.log(`\n── ${step.name}: ${step.code === 0 ? 'ok' : `failed (exit ${step.code})`} in ${step.seconds.toFixed(1)} s`);
  if (step.code !== 0) console.log(step.output.trim());
};

const main = async (): Promise<number> => {
  const started = performance.now();
  mkdirSync('test-results', { recursive: true });
  rmSync(LAYER_TIMES_FILE, { force: true });
  const checks = [
    run('typecheck', ...niced(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'])),
    run('lint', ...niced(process.execPath, ['node_modules/eslint/bin/eslint.js', '.'])),
  ];
  // The browser layer serves this build: the tests start once it is written.
  const build = await run('build', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--mode', 'localstack']);
  report(build);
  const steps: StepResult[] = [build];
  if (build.code === 0) {
    const args = process.argv.slice(2);
    const reporters = args.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=default'];
    steps.push(await run('vitest', 'npx', ['vitest', 'run', ...args, ...reporters, '--reporter=./tools/test/layer-times-reporter.ts'], true));
  }
  const checked = await Promise.all(checks);
  checked.forEach(report);
  steps.unshift(...checked);

  const layers = existsSync(LAYER_TIMES_FILE) ? (JSON.parse(readFileSync(LAYER_TIMES_FILE, 'utf8')) as LayerTimes).layers : {};
  const total = (performance.now() - started) / 1000;
  console.log('\nTest times (npm test):');
  for (const s of steps) console.log(`  ${s.name.padEnd(12)} ${seconds(s.seconds)}${s.code === 0 ? '' : '  FAILED'}`);
  for (const [name, l] of Object.entries(layers)) {
    console.log(`  · ${name.padEnd(10)} ${seconds(l.wallSeconds)} wall, ${l.fileSeconds.toFixed(0)} s in ${l.files} files, ${l.tests} tests; slowest: ${l.slowest.slice(0, 3).map((f) => `${f.file} ${f.seconds} s`).join(', ')}`);
  }
  console.log(`  ${'total'.padEnd(12)} ${seconds(total)}`);
  writeFileSync(TEST_TIMES_FILE, JSON.stringify({ steps: steps.map(({ name, seconds: s, code }) => ({ name, seconds: Math.round(s * 10) / 10, code })), layers, totalSeconds: Math.round(total) }, null, 2));
  return steps.every((s) => s.code === 0) ? 0 : 1;
};

process.exitCode = await main();

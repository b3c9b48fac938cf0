import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { median } from '../lib/stats.js';

const run = promisify(execFile);

/** Imports one module in a fresh Node process and prints how long the import took: wall and CPU ms. */
const CHILD = `const c = process.cpuUsage(); const t = performance.now(); await import(process.env.BENCH_MODULE); const wall = performance.now() - t; const u = process.cpuUsage(c); process.stdout.write(JSON.stringify({ wallMs: wall, cpuMs: (u.user + u.system) / 1000 }));`;

/** Handler environment for the import (nothing is called, but config must not be missing at module scope). */
const ENV = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_EC2_METADATA_DISABLED: 'true',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'bench',
  PHOTO_BUCKET: 'bench',
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret',
  WS_MANAGEMENT_URL: 'http://127.0.0.1:9/',
};

export interface ImportTiming {
  wallMs: number;
  /** CPU time of the process (all its threads) during the import. */
  cpuMs: number;
}

/** `node` is the binary to time with (the Lambda runtime's major, see lambda-node.ts). */
export const importTiming = async (file: string, node: string = process.execPath): Promise<ImportTiming> => {
  const { stdout } = await run(node, ['--input-type=module', '-e', CHILD], {
    env: { PATH: process.env.PATH ?? '', ...ENV, BENCH_MODULE: pathToFileURL(file).href },
  });
  const t = JSON.parse(stdout) as Partial<ImportTiming>;
  if (!Number.isFinite(t.wallMs) || !Number.isFinite(t.cpuMs)) throw new Error(`import of ${file} printed ${stdout}`);
  return t as ImportTiming;
};

export interface MedianTiming extends ImportTiming {
  /** How many fresh processes the median is of. */
  runs: number;
  /** CPU ms of each run, by round: sample i of every file was taken in the same pass over the files. */
  cpuSamples: number[];
}

/**
 * Median wall and CPU time of importing each file over up to `runs` fresh processes, runs interleaved (file A,
 * B, C, A, B, C…) so drift in machine load spreads over all of them. Sequential: parallel processes would
 * time each other. On a machine shared with other work the CPU time is the steadier figure: it does not
 * count the time other processes hold the cores (a 512 MB Lambda has less than one vCPU, so there the
 * CPU time is what the load costs in wall time too).
 *
 * Each file's samples are kept by round (`cpuSamples`): a file that stops early has the first rounds, so a
 * ratio to another file can pair the samples of the same round (pairedRatio in sdk-clients.ts).
 *
 * With `settled`, a file stops after `firstRuns` when `settled(file, mediansSoFar)` says more runs cannot
 * change its verdict (a handler far under its budget); the rest, and every file `settled` never releases
 * (the floors), go on to `runs`. That keeps the whole measurement short without timing anything in parallel.
 */
export const medianImportTimings = async (
  files: readonly string[],
  runs: number,
  node: string = process.execPath,
  opts: { firstRuns?: number; settled?: (file: string, medians: ReadonlyMap<string, MedianTiming>) => boolean; progress?: string } = {},
): Promise<Map<string, MedianTiming>> => {
  const samples = new Map<string, ImportTiming[]>(files.map((f) => [f, []]));
  const medians = (): Map<string, MedianTiming> =>
    new Map([...samples].map(([f, xs]) => [f, { wallMs: median(xs.map((x) => x.wallMs)), cpuMs: median(xs.map((x) => x.cpuMs)), runs: xs.length, cpuSamples: xs.map((x) => x.cpuMs) }]));
  const open = new Set(files);
  for (let i = 0; i < runs; i++) {
    if (opts.settled && i === (opts.firstRuns ?? runs)) {
      const now = medians();
      for (const f of [...open]) if (opts.settled(f, now)) open.delete(f);
    }
    const t0 = performance.now();
    for (const f of open) samples.get(f)!.push(await importTiming(f, node));
    if (opts.progress) process.stderr.write(`[bench] ${opts.progress}: run ${i + 1}/${runs}, ${open.size} modules, ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  return medians();
};

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
 * Median wall and CPU time of importing each file over `runs` fresh processes, runs interleaved (file A, B,
 * C, A, B, C…) so drift in machine load spreads over all of them. Sequential: parallel processes would time
 * each other. On a machine shared with other work the CPU time is the steadier figure: it does not count the
 * time other processes hold the cores (a 512 MB Lambda has less than one vCPU, so there the CPU time is what
 * the load costs in wall time too).
 */
export const medianImportTimings = async (
  files: readonly string[],
  runs: number,
  node: string = process.execPath,
  opts: { progress?: string } = {},
): Promise<Map<string, MedianTiming>> => {
  const samples = new Map<string, ImportTiming[]>(files.map((f) => [f, []]));
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    for (const f of files) samples.get(f)!.push(await importTiming(f, node));
    if (opts.progress) process.stderr.write(`[bench] ${opts.progress}: run ${i + 1}/${runs}, ${files.length} modules, ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  return mediansOf(samples);
};

const mediansOf = (samples: ReadonlyMap<string, readonly ImportTiming[]>): Map<string, MedianTiming> =>
  new Map([...samples].map(([f, xs]) => [f, { wallMs: median(xs.map((x) => x.wallMs)), cpuMs: median(xs.map((x) => x.cpuMs)), runs: xs.length, cpuSamples: xs.map((x) => x.cpuMs) }]));

export interface PairedTiming {
  /** The module's own timing. */
  load: MedianTiming;
  /** Its floor's, from the samples taken next to each of the module's (sample i of both: one pair). */
  floor: MedianTiming;
}

/**
 * Each module timed right next to its floor, `runs` times: a round times every pair once, floor then module
 * in even rounds and module then floor in odd ones, so neither always goes first. A ratio of sample i of
 * both compares two imports a fraction of a second apart: a round of ~90 modules takes seconds, and the
 * machine's speed moves within that (one module timed at the start and at the end of the same rounds read
 * 35–49 ms a sample, session 19), so a floor timed once at the start of each round was not a fair partner
 * for a module timed at its end (session 20: from the same code, 13 handlers over in one run, 43 in the
 * next). Also returns each floor's median over all its samples. `time` imports one module in a fresh
 * process (importTiming).
 */
export const pairedImportTimings = async (
  pairs: readonly { file: string; floor: string }[],
  runs: number,
  time: (file: string) => Promise<ImportTiming>,
  opts: { progress?: string } = {},
): Promise<{ pairs: Map<string, PairedTiming>; floors: Map<string, MedianTiming> }> => {
  const loads = new Map<string, ImportTiming[]>(pairs.map((p) => [p.file, []]));
  const partners = new Map<string, ImportTiming[]>(pairs.map((p) => [p.file, []]));
  const floors = new Map<string, ImportTiming[]>(pairs.map((p) => [p.floor, []]));
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    for (const { file, floor } of pairs) {
      const floorFirst = i % 2 === 0;
      const first = await time(floorFirst ? floor : file);
      const second = await time(floorFirst ? file : floor);
      const [f, l] = floorFirst ? [first, second] : [second, first];
      loads.get(file)!.push(l);
      partners.get(file)!.push(f);
      floors.get(floor)!.push(f);
    }
    if (opts.progress) process.stderr.write(`[bench] ${opts.progress}: run ${i + 1}/${runs}, ${pairs.length} pairs, ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  const loadMedians = mediansOf(loads);
  const partnerMedians = mediansOf(partners);
  return {
    pairs: new Map(pairs.map((p) => [p.file, { load: loadMedians.get(p.file)!, floor: partnerMedians.get(p.file)! }])),
    floors: mediansOf(floors),
  };
};

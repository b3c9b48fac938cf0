import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { asyncJobs, jobs, notFoundHandler, queueJobs, routes, streamHandlers, wsHandlers, type Grant } from '../../functions/routes.js';
import { bundleHouseFunctionAsync, HOUSE_BUILD_OPTIONS, loadedAtImport } from '../../infra/constructs/house-bundle.js';
import { IMPORT_PROFILE } from './lambda/import-profile.js';
import { lambdaNode } from './lambda/lambda-node.js';
import { importTiming, medianImportTimings, pairedImportTimings, type MedianTiming } from './lambda/load-time.js';
import { clientsLabel, coldStart, COLD_START_RATIO, floorSource, importCount, pairedRatio, sdkUseOf, type SdkUse } from './lambda/sdk-clients.js';
import { BENCH_OUT, REPO_ROOT } from './lib/paths.js';
import { kb, rows, round, type Row, type SectionResult, type Table } from './lib/report.js';

/**
 * Measurement 3 (DESIGN section 12, Lambda row): every function bundled as the CDK house construct bundles
 * it (infra/constructs/house-bundle.ts: split at its `import()`s), the minified bytes a fresh import reads
 * (its index and the chunks that imports) against the 1 MB budget (check), and its cold-start
 * module load under the Lambda runtime's Node major (lambda/lambda-node.ts): a fresh process importing the
 * bundle, CPU time, median of N, against the same for the AWS clients that function needs loaded alone (its floor,
 * lambda/sdk-clients.ts), each of its samples taken right next to one of the floor's (pairedImportTimings in
 * lambda/load-time.ts) — the budget is load ≤ 1.15 × floor (report, see COLD_START_CHECKED). Each function
 * is also timed (3 runs, report) with the SDK left to the runtime's copy (here: node_modules), the other
 * `bundleAwsSDK` choice, so before and after stay comparable; and the import profile times each building
 * block alone, bundled and from node_modules.
 */
const SECTION = 'lambda bundles';
/** The other SDK choice, timed for comparison: the runtime's copy (here node_modules'). */
const RUNTIME_SDK: BuildOptions = { external: ['@aws-sdk/*'] };
const OUT = join(BENCH_OUT, 'lambda');
const BUNDLE_BUDGET_KB = 1024;

interface Fn {
  name: string;
  entry: string;
  grants: readonly Grant[] | readonly string[];
}

/** Grants of the non-route functions, as infra/constructs/realtime.ts gives them (no S3 for any). */
const functionsOf = (): Fn[] => [
  ...routes.map((r) => ({ name: `${r.endpoint.method} ${r.endpoint.path}`, entry: r.handler, grants: r.grants })),
  { name: '$default (not found)', entry: notFoundHandler, grants: [] },
  { name: 'ws $connect', entry: wsHandlers.connect, grants: ['table:write', 'token-secret:read'] },
  { name: 'ws $disconnect', entry: wsHandlers.disconnect, grants: ['table:write'] },
  ...Object.entries(streamHandlers).map(([k, entry]) => ({ name: `stream ${k}`, entry, grants: ['table:write', 'ws:manage'] })),
  ...[...jobs, ...asyncJobs, ...queueJobs].map((j) => ({ name: `job ${j.name}`, entry: j.handler, grants: j.grants })),
];

const dirOf = (entry: string): string => entry.replace(/\.ts$/, '').replace(/[^\w]+/g, '-');

/**
 * Whether `--check` fails on a handler over its cold-start budget. Not yet: on this shared 2-core machine the
 * verdicts are not repeatable. Session 13 (#31 item 3), three runs of the same code an hour apart, load
 * averages 3 to 6: a handler's ratio moved by 0.07 (median) and up to 0.35 between runs, and 27 of 85 verdicts
 * flipped between two back-to-back runs (GET /api/orders/{idOrNumber}: 1.13, 1.35, 1.00). #31 item 4, two
 * pairs of back-to-back runs (before and after Stripe was bundled apart), load averages 1.5 to 5 with another
 * engineer's benchmarks on the same cores: 16 and 18 of 85 verdicts flipped, ratios moved by 0.02 and 0.03
 * (median) and up to 0.10, the count over 1.15 went 21 → 9 and 11 → 21 (a third run: 38, 21 verdicts flipped
 * again), and the webhook read 1.15, 1.08 (stopped after 3 runs as far under), 1.20. A median of 10 fresh
 * processes cannot keep 1.14 and 1.16 apart while other work holds the cores; a quiet machine (CI's is not: it
 * runs --untimed) would be needed, and two consecutive runs there agreeing on every verdict before this is
 * turned on. Session 19, split bundles (floors ~35–51 ms): two runs minutes apart read median ratios 1.12 and
 * 1.18 (23 and 59 of 85 over), and one module timed at the start and at the end of the same rounds read 35–49 ms
 * a sample: the spread within a run is ±4 % on a median of 10, the drift between runs larger. Session 20, each
 * function timed right next to its floor (pairedImportTimings): two runs of the same code agreed to 0.02 per
 * handler (median; at most 0.07), 39 and 37 of 85 over (floors of the clients alone, before they took the SDK
 * names), but 12 verdicts within a few hundredths of 1.15 still flipped, and the four payment functions stand
 * over (1.18–1.28: checkout, payment-confirmation, PUT /api/orders, the webhook; README, #31), so a check would
 * fail on an overrun already known and explained. Session 21 (floors with the Node built-ins too), three runs: the
 * same four at 1.18–1.26 and 0–2 more at 1.16–1.17 that change between runs; geo and openapi within theirs.
 * Session 22 (the lazy require shim, payments' effects in one chunk), five runs: median 1.10–1.11, the four at
 * 1.09–1.19, and 8, 1, 1, 4 and 5 handlers over (payment-confirmation 1.10, 1.16, 1.15, 1.09, 1.19), two S3
 * functions in three of them: handlers sit at the line, and a check would fail or pass on the run's noise.
 */
const COLD_START_CHECKED = false;

/** Runs for what is report only (the other SDK choice, the import profile): enough to compare, cheap enough for CI. */
const REPORT_RUNS = 3;

/**
 * `--untimed` (CI): the bundles' sizes, the deterministic check, without timing a process. Cold-start timings
 * are report only and meaningless on a shared CI machine, and they were ~100 s of CI's bench. Each bundle is
 * still imported once under the runtime's Node (`importsRow`).
 */
const sizesOnly = async (r: ReturnType<typeof rows>, fns: readonly Fn[], built: readonly Bundle[], esbuild: unknown): Promise<SectionResult> => ({
  section: SECTION,
  rows: [...fns.map((f, i) => sizeRow(r, f, built[i]!)), await importsRow(r, fns, built)],
  details: { esbuild, untimed: true, functions: fns.map((f, i) => ({ name: f.name, entry: f.entry, bytes: built[i]!.bytes, assetBytes: built[i]!.assetBytes })) },
});

/**
 * Every function's asset imports in a fresh process of the runtime's Node (check): a bundle that builds but
 * throws at module load (a chunk it cannot find, a `require` without the shim, top-level code wanting
 * configuration) would otherwise first fail in AWS. Two at a time: the machine's cores.
 */
const importsRow = async (r: ReturnType<typeof rows>, fns: readonly Fn[], built: readonly Bundle[]): Promise<Row> => {
  const node = lambdaNode();
  const failed: string[] = [];
  const queue = fns.map((f, i) => ({ name: f.name, file: built[i]!.file }));
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, file } = next;
      await importTiming(file, node.path).catch((e: unknown) => {
        // Node prints the thrown error's "Name: message" line after the source line it points at.
        const stderr = (e as { stderr?: string }).stderr ?? String(e);
        failed.push(`${name}: ${stderr.split('\n').find((l) => /^[A-Za-z]*Error\b/.test(l)) ?? 'failed'}`);
      });
    }
  };
  await Promise.all([worker(), worker()]);
  const ok = fns.length - failed.length;
  return r.check(`every function imports under Node ${node.version}`, `${ok} of ${fns.length}`, 'all', failed.length === 0, undefined, failed.slice(0, 3).join('; ') || (node.fallback ?? 'index.mjs and its chunks, one fresh process each'));
};

interface Bundle {
  /** Its index.mjs. */
  file: string;
  sdk: SdkUse;
  /** Minified bytes a fresh import reads: index.mjs and the chunks it imports statically. */
  bytes: number;
  /** Every .mjs of the asset, the chunks loaded on first use (`import()`) included. */
  assetBytes: number;
}

/** The size check: what module load reads (the budget's point: V8 compiles it at init); the whole asset in the note. */
const sizeRow = (r: ReturnType<typeof rows>, f: Fn, b: Bundle): Row =>
  r.check(`${f.name}: minified`, kb(b.bytes), `≤ ${BUNDLE_BUDGET_KB} KB`, kb(b.bytes) <= BUNDLE_BUDGET_KB, 'KB', `${f.entry}; ${kb(b.assetBytes)} KB with its chunks loaded on first use`);

/**
 * `loadRuns`: 0 = sizes only (no process timed). `otherSdkRuns`: fresh processes timing each function with the other SDK choice (report only; 0 = bytes
 * only). About 95 bundles that load the SDK from many files: the slowest part of the measurement, so off by default.
 */
export const measureLambdaBundles = async (opts: { loadRuns: number; otherSdkRuns?: number }): Promise<SectionResult> => {
  const r = rows(SECTION);
  const node = lambdaNode();
  const { format, target, minify, splitting, sourcemap, mainFields } = HOUSE_BUILD_OPTIONS;
  const esbuildSummary = `infra/constructs/house-bundle.ts: ${JSON.stringify({ format, target, minify, splitting, sourcemap, mainFields })}`;
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const fns = functionsOf();

  const sources = new Map<string, string>();
  /** A metafile input's text (paths relative to the repository), read once for all functions. */
  const sourceOf = (file: string): string => {
    if (!sources.has(file)) sources.set(file, readFileSync(isAbsolute(file) ? file : join(REPO_ROOT, file), 'utf8'));
    return sources.get(file)!;
  };
  const bundleTo = async (entry: string, dir: string, overrides: BuildOptions = {}): Promise<Bundle> => {
    const outdir = join(OUT, dir);
    const meta = await bundleHouseFunctionAsync(entry, outdir, overrides);
    const rel = entry.startsWith(REPO_ROOT) ? entry.slice(REPO_ROOT.length + 1).replaceAll('\\', '/') : entry;
    const size = (outputs: readonly string[]): number => outputs.filter((o) => o.endsWith('.mjs')).reduce((sum, o) => sum + statSync(join(REPO_ROOT, o)).size, 0);
    const eagerOutputs = loadedAtImport(meta, outdir);
    return {
      file: join(outdir, 'index.mjs'),
      sdk: sdkUseOf(meta, rel, { sourceOf, eagerOutputs }),
      bytes: size(eagerOutputs),
      assetBytes: size(Object.keys(meta.outputs)),
    };
  };
  const source = (dir: string, text: string): string => {
    const file = join(OUT, 'src', `${dir}.ts`);
    mkdirSync(join(OUT, 'src'), { recursive: true });
    writeFileSync(file, text);
    return file;
  };

  // As deployed, and with the other SDK choice (the runtime's copy, here node_modules').
  const deployed = await Promise.all(fns.map((f) => bundleTo(join(REPO_ROOT, 'functions', f.entry), dirOf(f.entry))));
  if (opts.loadRuns === 0) return sizesOnly(r, fns, deployed, esbuildSummary);
  const other = await Promise.all(fns.map((f) => bundleTo(join(REPO_ROOT, 'functions', f.entry), `other-sdk/${dirOf(f.entry)}`, RUNTIME_SDK)));
  const empty = (await bundleTo(source('empty', IMPORT_PROFILE[0]!.source), 'empty')).file;

  // One floor per distinct set of clients, SDK names and built-ins: those alone, bundled as the functions are.
  const floorKey = (u: SdkUse): string => (u.eager.length || u.builtins.length ? JSON.stringify([u.eager, u.imports, u.builtins]) : 'none');
  const floors = new Map<string, string>();
  for (const d of deployed) {
    const key = floorKey(d.sdk);
    if (floors.has(key) || key === 'none') continue;
    floors.set(key, (await bundleTo(source(`floor-${floors.size}`, floorSource(d.sdk.eager, d.sdk.imports, d.sdk.builtins)), `floor-${floors.size}`)).file);
  }
  floors.set('none', empty);

  const profile = await Promise.all(
    IMPORT_PROFILE.map(async (p, i) => {
      const entry = source(`profile-${i}`, p.source);
      const bundled = await bundleTo(entry, `profile/${i}/bundled`);
      const unbundled = await bundleTo(entry, `profile/${i}/node-modules`, { packages: 'external' });
      return { name: p.name, bundled: bundled.file, unbundled: unbundled.file, bundledBytes: bundled.bytes };
    }),
  );

  const floorOf = new Map(deployed.map((d) => [d.file, floors.get(floorKey(d.sdk))!]));
  // No AWS client: its floor is the empty module, or the built-ins it loads alone.
  const clientless = new Set(deployed.filter((d) => d.sdk.eager.length === 0).map((d) => d.file));
  const clientFloors = [...new Set(deployed.filter((d) => d.sdk.eager.length > 0).map((d) => floorOf.get(d.file)!))];
  const paired = await pairedImportTimings(
    deployed.map((d) => ({ file: d.file, floor: floorOf.get(d.file)! })),
    opts.loadRuns,
    (file) => importTiming(file, node.path),
    { progress: 'cold start' },
  );
  const smallestClientFloorMs = Math.min(...clientFloors.map((f) => paired.floors.get(f)!.cpuMs));
  const verdict = (file: string) => {
    const { load, floor } = paired.pairs.get(file)!;
    return coldStart(load.cpuMs, floor.cpuMs, { clientless: clientless.has(file), smallestClientFloorMs, pairedRatio: pairedRatio(load.cpuSamples, floor.cpuSamples) });
  };
  const loads = new Map<string, MedianTiming>([...paired.floors, ...[...paired.pairs].map(([f, p]) => [f, p.load] as const)]);
  const otherRuns = opts.otherSdkRuns ?? 0;
  const otherLoads = otherRuns > 0 ? await medianImportTimings(other.map((d) => d.file), otherRuns, node.path, { progress: 'other SDK choice' }) : new Map<string, MedianTiming>();
  const profileLoads = await medianImportTimings(profile.flatMap((p) => [p.bundled, p.unbundled]), Math.min(REPORT_RUNS, opts.loadRuns), node.path, { progress: 'import profile' });
  const timing = (file: string): MedianTiming => loads.get(file) ?? otherLoads.get(file) ?? profileLoads.get(file)!;
  /** The figure budgets use: CPU time of the import (see load-time.ts for why not wall time here). */
  const ms = (file: string): number => timing(file).cpuMs;

  const coldStartRow = (name: string, value: number, unit: string, budget: { text: string; ok: boolean }, note: string): Row =>
    COLD_START_CHECKED ? r.check(name, value, budget.text, budget.ok, unit, note) : r.report(name, value, unit, budget, note);
  const timedWith = `CPU ms, median of ${opts.loadRuns} fresh Node ${node.version} processes${node.fallback ? ` (${node.fallback})` : ''}`;
  const out: Row[] = [r.report('empty handler: module load', round(ms(empty)), 'ms', undefined, timedWith)];
  const details: Record<string, unknown>[] = [];
  const perFunction: Table['rows'] = [];
  const sdkLabel = (bundled: boolean): string => (bundled ? 'SDK bundled' : "runtime's SDK");
  fns.forEach((f, i) => {
    const d = deployed[i]!;
    const { bytes } = d;
    const loadMs = ms(d.file);
    const otherMs = otherLoads.has(other[i]!.file) ? round(ms(other[i]!.file)) : '—';
    // The floor's samples taken next to this function's (for a shared floor: this function's partners).
    const floorMs = paired.pairs.get(d.file)!.floor.cpuMs;
    const { ratio, budgetMs, ok } = verdict(d.file);
    const runs = timing(d.file).runs;
    const named = importCount(d.sdk.imports);
    const clients = clientsLabel(d.sdk.eager) + (named ? ` + ${named} of their exports` : '');
    const emptyFloor = d.sdk.builtins.length ? `empty module + ${d.sdk.builtins.join(', ')}` : 'empty module';
    const lazy = d.sdk.lazy.length ? `; lazy: ${clientsLabel(d.sdk.lazy)}` : '';
    out.push(
      sizeRow(r, f, d),
      // Report only for now (not --check): see COLD_START_CHECKED for the numbers that keep it so.
      clientless.has(d.file)
        ? coldStartRow(`${f.name}: load (no AWS client)`, round(loadMs), 'ms', { text: `≤ ${round(budgetMs)} ms`, ok }, `${emptyFloor} ${round(floorMs)} ms + ${round((COLD_START_RATIO - 1) * 100)}% of the smallest client floor; ${runs} runs`)
        : coldStartRow(`${f.name}: load ÷ its clients`, ratio, '×', { text: `≤ ${COLD_START_RATIO} ×`, ok }, `${round(loadMs)} ms; ${clients} alone ${round(floorMs)} ms; ${runs} runs${lazy}`),
    );
    perFunction.push([
      f.name,
      kb(bytes),
      clients + lazy.replace('; lazy: ', ' (lazy: ') + (lazy ? ')' : ''),
      round(floorMs),
      round(loadMs),
      ratio,
      runs,
      otherMs,
      round(timing(d.file).wallMs),
      otherLoads.has(other[i]!.file) ? round(timing(other[i]!.file).wallMs) : '—',
    ]);
    details.push({ name: f.name, entry: f.entry, grants: f.grants, bytes, assetBytes: d.assetBytes, sdk: d.sdk, loadMs, floorMs, ratio, budgetMs, runs, wallMs: timing(d.file).wallMs, otherSdkLoadMs: otherLoads.get(other[i]!.file)?.cpuMs, otherSdkBytes: other[i]!.bytes });
  });
  const otherBytes = other.map((o) => o.bytes);
  out.push(
    r.report(`largest bundle with the ${sdkLabel(false)}`, kb(Math.max(...otherBytes)), 'KB', undefined, 'the AWS SDK left to the runtime, not deployed'),
  );

  const tables: Table[] = [
    {
      title: `Lambda cold start per function: module load, ${timedWith}`,
      header: [
        'function',
        'KB',
        'AWS clients it loads',
        'clients alone',
        `load (${sdkLabel(true)}, deployed)`,
        'load ÷ clients',
        'runs',
        `load (${sdkLabel(false)})`,
        'wall: deployed',
        `wall: ${sdkLabel(false)}`,
      ],
      rows: perFunction,
      note:
        `budget: load ≤ ${COLD_START_RATIO} × clients alone, same run (DESIGN section 12; no client: empty module and its built-ins + ${round((COLD_START_RATIO - 1) * 100)}% of the smallest client floor); bundle ≤ 1 MB. ` +
        "Clients alone: the clients created, what the function imports from the SDK by name (commands, errors) and the Node built-ins it loads: the runtime's code, nothing of ours. " +
        'load ÷ clients is the median of the per-pair ratios (each function timed right next to its clients alone, in turn first and second), not the ratio of the medians. ' +
        (otherRuns > 0 ? `The other SDK choice is timed from node_modules, ${otherRuns} runs (report). ` : 'The other SDK choice: bytes only (timing it: otherSdkRuns). ') +
        'Wall ms (median) for reference: it also counts reading many files (the runtime\'s SDK) and time other work holds the cores.',
    },
    {
      title: `Lambda import profile: each building block alone, CPU ms, median of ${Math.min(REPORT_RUNS, opts.loadRuns)} fresh Node ${node.version} processes`,
      header: ['module', 'bundled KB', 'bundled + minified', 'from node_modules'],
      rows: profile.map((p) => [p.name, kb(p.bundledBytes), round(ms(p.bundled)), round(ms(p.unbundled))]),
      note: 'report only: what each lever can buy',
    },
  ];
  return {
    section: SECTION,
    rows: out,
    tables,
    details: {
      esbuild: esbuildSummary,
      node: node.version,
      emptyMs: ms(empty),
      floors: Object.fromEntries([...floors].map(([k, f]) => [k, ms(f)])),
      functions: details,
      profile: profile.map((p) => ({ name: p.name, bundledMs: ms(p.bundled), nodeModulesMs: ms(p.unbundled), bundledBytes: p.bundledBytes })),
    },
  };
};

/**
 * `npm run bench`: measures DESIGN section 12's budgets on this machine and prints one table; writes
 * bench-results.json. Timings and scores are reported, never failed on. With `--check` the exit code is
 * non-zero when a deterministic budget is broken (bundle sizes, DynamoDB calls per request, any Scan,
 * staff code in the guest entry, the upload path) or a measurement with such checks could not run.
 *
 *   npm run bench                      everything (load at the default size, see load.ts)
 *   npm run bench -- --check           … and exit 1 on a broken deterministic budget
 *   npm run bench -- --check --untimed the deterministic part only: no cold-start timing (what CI runs)
 *   npm run bench -- --full            load at the full size: 200 guests × 10 photos × 20 votes
 *   npm run bench -- --load 100x5x5    load at another size (guests x photos x votes)
 *   npm run bench -- --events 4        the load run with 4 events at once (each at the load size; #32 item 4)
 *   npm run bench -- --only web,ddb    some measurements: web, lambda, ddb, lighthouse, load, pipeline, archive
 *   npm run bench -- --only scale      the peak-Saturday simulation (#32), also in the default run (~10 s on the
 *                                      stack): recorded DynamoDB keys × the model's rates, per key against its
 *                                      limit (--check fails on a key over)
 *   npm run bench -- --only web,lighthouse --pages gallery,galleryAll
 *                                      some Lighthouse pages (LIGHTHOUSE_PAGES in lighthouse.ts); web rebuilds what they load
 *   npm run bench -- --only web,lighthouse --pages gallery --runs 11
 *                                      more Lighthouse runs per page (default 3): on a shared machine one page's
 *                                      TBT spread 14–195 ms over 11 runs of one build, so comparing two needs more than 3
 *   npm run bench -- --only lighthouse --pages gallery --traces /tmp/traces
 *                                      also writes each Lighthouse run's Chrome trace there (long tasks, and why)
 *   npm run bench -- --only archive    the raw archive at 2 000 photos (peak RSS ≤ 256 MB); not in the default
 *                                      run: it seeds 4 000 objects into the S3 emulator (about a minute here)
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureArchive } from './archive.js';
import { measureDdbCost } from './ddb-cost.js';
import { measureLambdaBundles } from './lambda-bundles.js';
import { REPO_ROOT } from './lib/paths.js';
import { formatGrid, formatTable, type Row, type SectionResult } from './lib/report.js';
import { localStack, stopLocalStack } from './lib/stack.js';
import { LIGHTHOUSE_PAGES, measureLighthouse, type LighthousePage } from './lighthouse.js';
import { DEFAULT_LOAD, FULL_LOAD, measureLoad, type LoadSize } from './load.js';
import { measurePhotoPipeline } from './photo-pipeline.js';
import { measureScale } from './scale/measure.js';
import { measureWebBundle, WEB_OUT } from './web-bundle.js';

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    untimed: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    load: { type: 'string' },
    events: { type: 'string' },
    pages: { type: 'string' },
    runs: { type: 'string' },
    traces: { type: 'string' },
    only: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log('Usage: npm run bench -- [--check] [--untimed] [--full] [--load GxPxV] [--events N] [--only web,lambda,ddb,scale,lighthouse,load,pipeline,archive] [--pages lobby,pricing,…] [--runs N] [--traces DIR]');
  process.exit(0);
}

const ALL = ['web', 'lambda', 'ddb', 'scale', 'lighthouse', 'load', 'pipeline', 'archive'] as const;
type Name = (typeof ALL)[number];
/** Run only when asked for by --only (they take long). */
const ON_REQUEST: ReadonlySet<Name> = new Set(['archive']);
const only = new Set((args.only?.split(',').map((s) => s.trim()) ?? ALL.filter((n) => !ON_REQUEST.has(n))) as Name[]);
for (const n of only) if (!ALL.includes(n)) throw new Error(`Unknown measurement "${n}" (one of ${ALL.join(', ')})`);

const loadSize = (): LoadSize => {
  const events = Number(args.events ?? 1);
  if (!Number.isInteger(events) || events < 1) throw new Error(`--events wants a whole number ≥ 1, got ${args.events}`);
  if (args.full) return { ...FULL_LOAD, events };
  if (!args.load) return { ...DEFAULT_LOAD, events };
  const [guests, photos, votes] = args.load.split('x').map(Number);
  if (![guests, photos, votes].every((n) => Number.isInteger(n) && n! > 0)) throw new Error(`--load wants GUESTSxPHOTOSxVOTES, got ${args.load}`);
  return { events, guests: guests!, photos: photos!, votes: votes!, sockets: DEFAULT_LOAD.sockets };
};

const lighthousePages = (list: string): LighthousePage[] => {
  const pages = list.split(',').map((p) => p.trim());
  const unknown = pages.filter((p) => !(LIGHTHOUSE_PAGES as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`--pages: unknown ${unknown.join(', ')} (one of ${LIGHTHOUSE_PAGES.join(', ')})`);
  return pages as LighthousePage[];
};

/** Lighthouse runs per page: the median of 3 by default (DESIGN 12); more to compare two builds. */
const lighthouseRuns = (value: string | undefined): number => {
  const n = value === undefined ? 3 : Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--runs: a whole number of runs, 1 or more (got ${value})`);
  return n;
};

/** Measurements whose failure to run breaks --check (they hold deterministic budgets). */
const HAS_CHECKS: ReadonlySet<Name> = new Set(['web', 'lambda', 'ddb', 'scale']);

const started = performance.now();
const results: SectionResult[] = [];
const failedToRun: Name[] = [];

const step = async (name: Name, label: string, work: () => Promise<SectionResult>): Promise<void> => {
  if (!only.has(name)) return;
  const t0 = performance.now();
  process.stderr.write(`[bench] ${label}…\n`);
  let result: SectionResult;
  try {
    result = await work();
  } catch (e) {
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    console.error(`[bench] ${label} failed:`, message);
    failedToRun.push(name);
    result = { section: label, rows: [{ section: label, name: 'could not run', value: null, kind: HAS_CHECKS.has(name) ? 'check' : 'report', ok: false, note: (e instanceof Error ? e.message : String(e)).slice(0, 200) }], error: message };
  }
  result.seconds = (performance.now() - t0) / 1000;
  process.stderr.write(`[bench] ${label}: ${result.seconds.toFixed(1)} s\n`);
  results.push(result);
};

const needsStack = ['ddb', 'scale', 'lighthouse', 'load'].some((n) => only.has(n as Name));
try {
  await step('web', 'web bundle', measureWebBundle);
  await step('lambda', 'lambda bundles', () => measureLambdaBundles({ loadRuns: args.untimed ? 0 : 10 }));
  if (needsStack) {
    const t0 = performance.now();
    const stack = await localStack(WEB_OUT);
    // The servers listen on 127.0.0.1 only; "localhost" may resolve to ::1 first, where another process's
    // server (a test run's DynamoDB Local binds every interface) can hold the same port number.
    const v4 = (url: string): string => url.replace('//localhost:', '//127.0.0.1:');
    const urls = { site: v4(stack.urls.site), api: v4(stack.urls.api) };
    process.stderr.write(`[bench] local stack up in ${((performance.now() - t0) / 1000).toFixed(1)} s at ${urls.site}\n`);
    await step('ddb', 'dynamodb calls', measureDdbCost);
    await step('scale', 'scale (peak Saturday)', () => measureScale());
    // The dashboard needs the staff account this start created (its password is known only now, or from the environment).
    const account = stack.firstStaffAccount;
    const password = account?.generatedPassword ?? process.env.CANDID_STAFF_PASSWORD;
    const staff = account && password ? { email: account.email, password } : undefined;
    await step('lighthouse', 'lighthouse mobile', () => measureLighthouse(urls.site, { runs: lighthouseRuns(args.runs), galleryPhotos: 200, ...(staff ? { staff } : {}), ...(args.pages ? { pages: lighthousePages(args.pages) } : {}), ...(args.traces ? { traceDir: args.traces } : {}) }));
    await step('load', 'load (local stack)', () => measureLoad(urls, loadSize()));
  }
  await step('pipeline', 'photo pipeline', () => measurePhotoPipeline({ shots: 5, throttle: 4 }));
  await step('archive', 'raw archive', () => measureArchive({ photos: 2000 }));
} finally {
  await stopLocalStack();
}

const totalSeconds = (performance.now() - started) / 1000;
const all: Row[] = results.flatMap((r) => r.rows);
console.log(`\n${formatTable(all)}\n`);
for (const t of results.flatMap((r) => r.tables ?? [])) console.log(`${formatGrid(t)}\n`);
const broken = all.filter((r) => r.kind === 'check' && r.ok === false);
const over = all.filter((r) => r.kind === 'report' && r.ok === false);
console.log(
  `Total ${totalSeconds.toFixed(0)} s on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}. ` +
    `Deterministic budgets broken: ${broken.length}. Timing/score budgets over (report only): ${over.length}.`,
);

writeFileSync(
  join(REPO_ROOT, 'bench-results.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model.trim(), node: process.version, platform: `${process.platform}-${process.arch}` },
      args,
      totalSeconds,
      failedToRun,
      sections: results,
    },
    null,
    2,
  ) + '\n',
);
console.log('Wrote bench-results.json');

if (args.check && broken.length) {
  console.error(`\n--check: ${broken.length} deterministic budget(s) broken:\n${broken.map((b) => `  ${b.section}: ${b.name} = ${b.value ?? '—'}${b.unit ? ` ${b.unit}` : ''} (budget ${b.budget})`).join('\n')}`);
  process.exit(1);
}
// Handles left by the browser, sockets or the SDK must not keep the process alive.
process.exit(0);

import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { jobs, notFoundHandler, routes, streamHandlers, wsHandlers, type Grant } from '../../functions/routes.js';
import { houseBundling } from './lambda/house-options.js';
import { medianImportMs } from './lambda/load-time.js';
import { BENCH_OUT, REPO_ROOT } from './lib/paths.js';
import { kb, rows, round, type Row, type SectionResult } from './lib/report.js';

/**
 * Measurement 3: every function bundled as the CDK house construct bundles it (lambda/house-options.ts),
 * minified bytes against DESIGN's budget (≤ 300 KB, ≤ 600 KB when the route has a photos grant), and
 * module load time: a fresh Node process importing the bundle vs importing an empty handler bundled the
 * same way, median of N runs each.
 */
const SECTION = 'lambda bundles';
const OUT = join(BENCH_OUT, 'lambda');

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
  ...jobs.map((j) => ({ name: `job ${j.name}`, entry: j.handler, grants: j.grants })),
];

const hasPhotos = (grants: readonly string[]): boolean => grants.some((g) => g.startsWith('photos:'));

export const measureLambdaBundles = async (opts: { loadRuns: number }): Promise<SectionResult> => {
  const r = rows(SECTION);
  const house = houseBundling();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const fns = functionsOf();
  const emptyEntry = join(OUT, 'empty-handler.ts');
  writeFileSync(emptyEntry, 'export const handler = async () => ({ statusCode: 200 });\n');

  const bundle = async (entry: string, dir: string): Promise<string> => {
    const outfile = join(OUT, dir, 'index.mjs');
    await build({ ...house.options, entryPoints: [entry], outfile });
    return outfile;
  };
  const dirOf = (f: Fn): string => f.entry.replace(/\.ts$/, '').replace(/[^\w]+/g, '-');
  const files = await Promise.all(fns.map((f) => bundle(join(REPO_ROOT, 'functions', f.entry), dirOf(f))));
  const empty = await bundle(emptyEntry, 'empty');
  // For the report only: the same bundles with the AWS SDK left to the Lambda runtime's copy.
  const runtimeSdkBytes = await Promise.all(
    fns.map(async (f) => {
      const res = await build({
        ...house.options,
        entryPoints: [join(REPO_ROOT, 'functions', f.entry)],
        outfile: join(OUT, 'runtime-sdk', dirOf(f), 'index.mjs'),
        external: ['@aws-sdk/*', '@smithy/*'],
        write: false,
      });
      return res.outputFiles.find((o) => o.path.endsWith('.mjs'))!.contents.length;
    }),
  );

  const loads = await medianImportMs([empty, ...files], opts.loadRuns);
  const emptyMs = loads.get(empty)!;

  const out: Row[] = [r.report('empty handler: module load', round(emptyMs), 'ms', undefined, `median of ${opts.loadRuns} fresh Node ${process.version} processes`)];
  const details: Record<string, unknown>[] = [];
  fns.forEach((f, i) => {
    const bytes = statSync(files[i]!).size;
    const limitKb = hasPhotos(f.grants) ? 600 : 300;
    const loadMs = loads.get(files[i]!)!;
    const over = loadMs - emptyMs;
    out.push(
      r.check(`${f.name}: minified`, kb(bytes), `≤ ${limitKb} KB`, bytes <= limitKb * 1024, 'KB', f.entry),
      r.report(`${f.name}: load over empty`, round(over), 'ms', { text: '≤ 40 ms', ok: over <= 40 }),
    );
    details.push({ name: f.name, entry: f.entry, grants: f.grants, bytes, bytesWithRuntimeSdk: runtimeSdkBytes[i], loadMs, overEmptyMs: over });
  });
  out.push(
    r.report('largest bundle if @aws-sdk/* + @smithy/* came from the runtime', kb(Math.max(...runtimeSdkBytes)), 'KB', undefined, 'what-if, not the deployed config'),
  );
  return { section: SECTION, rows: out, details: { esbuild: house.summary, emptyMs, functions: details } };
};

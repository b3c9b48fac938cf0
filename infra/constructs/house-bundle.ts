import { resolve } from 'node:path';
import { build, buildSync, type BuildOptions, type Metafile } from 'esbuild';

/**
 * How every function's asset is built (house-function.ts runs this at synth; the bench bundles with the same
 * options). No CDK import here, so the bench and tests use it without a stack.
 *
 * Why esbuild is called here rather than through NodejsFunction: code splitting. NodejsFunction writes one file
 * (`--outfile`), and V8 compiles a whole file at import, including code reached only through `import()`.
 * With splitting, each `import()` target is a chunk of its own, compiled only when it is first imported:
 * - the AWS SDK's credential providers other than the environment's (SSO, STS, INI files, …), which a Lambda
 *   never loads because its credentials are in the environment;
 * - the Stripe SDK (`import('stripe')`, functions/core/payments/stripe-client.ts);
 * - each handler's contract and the other modules we load on first use.
 * Measured under Node 24 (#31 item 3): module load of POST /api/orders 75 → 51 ms CPU, of a
 * DynamoDB-only handler 69 → 46 ms; the SDK clients alone 66 → 41 and 59 → 37 ms.
 */

/** Repository root (this file is infra/constructs/house-bundle.ts). */
const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * ESM bundles have no `require`; CommonJS dependencies that esbuild inlines still call it (`require('fs')` in
 * yazl, for one). Every output file gets this (a chunk is a module of its own) and a function loads 9–22 of
 * them at import, so it costs next to nothing until used: no static import of `node:module` and no
 * `createRequire` at load, where few functions ever require anything. Measured under Node 24 (#31 item 3),
 * forty one-line chunks over none: +3.18 ms with both (the old shim), +1.06 with the import alone, +0.90 with
 * this. The Proxy keeps `require.resolve`, `require.cache` and the rest. Aliased names, so they cannot clash
 * with a bundled identifier.
 */
const ESM_REQUIRE_SHIM = [
  'let __candidRequireFn;',
  "const __candidRequire = () => (__candidRequireFn ??= process.getBuiltinModule('node:module').createRequire(import.meta.url));",
  'const require = new Proxy(function () {}, { apply: (_, self, args) => Reflect.apply(__candidRequire(), self, args), get: (_, key) => __candidRequire()[key] });',
].join(' ');

/** The Lambda runtime's Node (house-function.ts deploys NODEJS_24_X). */
const HOUSE_TARGET = 'node24';

/** The handler file and export Lambda calls: `index.mjs`, `handler`. */
export const HOUSE_HANDLER = 'index.handler';

/**
 * The esbuild options of a function's asset, its entry and output directory aside. The AWS SDK is bundled
 * (minified, tree-shaken) rather than taken from the runtime: measured by `npm run bench` under Node 24, a
 * function loads faster this way (the runtime's copy is many unminified files, each resolved, read and
 * compiled), and the SDK version is the lockfile's.
 */
export const HOUSE_BUILD_OPTIONS: Readonly<BuildOptions> = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: HOUSE_TARGET,
  minify: true,
  // Prefer the ESM entry of dual packages (smaller, tree-shakeable).
  mainFields: ['module', 'main'],
  // A logged failure's stack names our files through these maps (functions/core/source-mapped-stack.ts); the sources stay out.
  sourcemap: true,
  sourcesContent: false,
  banner: { js: ESM_REQUIRE_SHIM },
  splitting: true,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  absWorkingDir: REPO_ROOT,
  logLevel: 'warning',
};

/** `entry` (an absolute path) built into `outdir` as `index.mjs` and its chunks. `overrides`: the bench's comparisons only. */
const houseBuild = (entry: string, outdir: string, overrides: BuildOptions) =>
  ({ ...HOUSE_BUILD_OPTIONS, ...overrides, entryPoints: { index: entry }, outdir, metafile: true }) as const;

/** Bundles a function's asset; returns esbuild's metafile. Synchronous: CDK's local bundler is. */
export const bundleHouseFunction = (entry: string, outdir: string, overrides: BuildOptions = {}): Metafile =>
  buildSync(houseBuild(entry, outdir, overrides)).metafile;

/** The same, asynchronous: the bench bundles ~180 at once. */
export const bundleHouseFunctionAsync = async (entry: string, outdir: string, overrides: BuildOptions = {}): Promise<Metafile> =>
  (await build(houseBuild(entry, outdir, overrides))).metafile;

/**
 * The outputs a fresh import of the function reads: its entry's file and the chunks that imports statically,
 * transitively. Paths as the metafile has them: relative to the repository root.
 */
export const loadedAtImport = (meta: Metafile, outdir: string): string[] => {
  // Not "the output with an entryPoint": every import() target is one too.
  const entry = Object.keys(meta.outputs).find((o) => resolve(REPO_ROOT, o) === resolve(outdir, 'index.mjs'));
  if (!entry) throw new Error(`no index.mjs among the outputs for ${outdir}`);
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const imp of meta.outputs[queue.shift()!]!.imports) {
      if (imp.kind !== 'import-statement' || imp.external || seen.has(imp.path)) continue;
      seen.add(imp.path);
      queue.push(imp.path);
    }
  }
  return [...seen];
};

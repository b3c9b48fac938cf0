import { isBuiltin } from 'node:module';
import type { Metafile } from 'esbuild';
import { median } from '../lib/stats.js';

/**
 * Which AWS SDK clients a function needs, read from its esbuild metafile, and the "clients alone" module
 * that is its cold-start floor (DESIGN section 12, as #31 restated it: module load ≤ 1.15 × the AWS clients
 * the handler needs loaded alone; the floor also takes the SDK names and Node built-ins the function loads,
 * see SdkUse). Only packages our own code (functions/, shared/) imports count: what the SDK pulls in itself
 * is part of the client. A client our code imports only with `import()` is created on first use, so it is
 * listed as lazy and left out of the floor.
 */

/** Each SDK package our code imports, as the floor module uses it: imported and its client created. */
const FLOOR_SNIPPETS: Record<string, (id: string) => string> = {
  '@aws-sdk/client-dynamodb': (id) => `import { DynamoDBClient as ${id} } from '@aws-sdk/client-dynamodb';\nexport const ${id}c = new ${id}({});`,
  '@aws-sdk/lib-dynamodb': (id) =>
    `import { DynamoDBClient as ${id}d } from '@aws-sdk/client-dynamodb';\nimport { DynamoDBDocumentClient as ${id} } from '@aws-sdk/lib-dynamodb';\n` +
    `export const ${id}c = ${id}.from(new ${id}d({}));`,
  '@aws-sdk/client-s3': (id) => `import { S3Client as ${id} } from '@aws-sdk/client-s3';\nexport const ${id}c = new ${id}({});`,
  '@aws-sdk/s3-request-presigner': (id) => `export { getSignedUrl as ${id} } from '@aws-sdk/s3-request-presigner';`,
  '@aws-sdk/util-dynamodb': (id) => `export { marshall as ${id}m, unmarshall as ${id}u } from '@aws-sdk/util-dynamodb';`,
  '@aws-sdk/lib-storage': (id) => `export { Upload as ${id} } from '@aws-sdk/lib-storage';`,
  '@aws-sdk/client-apigatewaymanagementapi': (id) =>
    `import { ApiGatewayManagementApiClient as ${id} } from '@aws-sdk/client-apigatewaymanagementapi';\nexport const ${id}c = new ${id}({});`,
  '@aws-sdk/client-secrets-manager': (id) => `import { SecretsManagerClient as ${id} } from '@aws-sdk/client-secrets-manager';\nexport const ${id}c = new ${id}({});`,
  '@aws-sdk/client-sesv2': (id) => `import { SESv2Client as ${id} } from '@aws-sdk/client-sesv2';\nexport const ${id}c = new ${id}({});`,
};

export const FLOOR_PACKAGES: readonly string[] = Object.keys(FLOOR_SNIPPETS);

/** `@aws-sdk/client-s3` from `node_modules/@aws-sdk/client-s3/dist-es/index.js` (undefined for our files). */
export const packageOf = (input: string): string | undefined => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

const isSdk = (pkg: string | undefined): pkg is string => pkg !== undefined && pkg.startsWith('@aws-sdk/');

export interface SdkUse {
  /** SDK packages our code imports statically, sorted: loaded at module load. */
  eager: string[];
  /** SDK packages our code reaches only through `import()`: loaded on first use. */
  lazy: string[];
  /**
   * What our statically imported files take from each SDK package by name (commands, errors, helpers), sorted:
   * SDK code the function loads at import besides the clients themselves (a command brings its middleware:
   * S3's GetObjectCommand alone cost 2.7 ms over the S3 client in session 20), so its floor loads it too.
   * Empty when the sources were not given.
   */
  imports: Record<string, string[]>;
  /**
   * Node's built-in modules the function's import loads (`node:crypto`, sorted), whoever imports them: like the
   * SDK, the runtime's code, not ours, so the floor loads them too. It matters where no client loads them
   * first: `GET /api/geo`, which has no client, paid 4.2 ms for `node:crypto` (session 21). Empty when the
   * eager outputs were not given.
   */
  builtins: string[];
}

/** The value names of every `import { … } from '@aws-sdk/…'` in a source (type-only imports and names left out). */
export const sdkImportsIn = (source: string): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@aws-sdk\/[^'"]+)['"]/g)) {
    if (m[1]) continue;
    const names = m[2]!
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '' && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0]!);
    if (names.length) (out[m[3]!] ??= []).push(...names);
  }
  return out;
};

/**
 * The SDK packages the files of ours that end up in the bundle import, eager (static import reachable from
 * the entry without crossing an `import()`) or lazy. Bundled packages show up as inputs, external ones
 * (the runtime's SDK) as external imports: both count.
 */
export const sdkUseOf = (meta: Metafile, entry: string, named?: { sourceOf: (file: string) => string; eagerOutputs: readonly string[] }): SdkUse => {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const staticReach = new Set<string>();
  const walk = (file: string): void => {
    if (staticReach.has(file)) return;
    staticReach.add(file);
    for (const imp of meta.inputs[file]?.imports ?? []) if (imp.kind !== 'dynamic-import' && !imp.external) walk(imp.path);
  };
  walk(entry);
  for (const [file, input] of Object.entries(meta.inputs)) {
    if (packageOf(file) !== undefined) continue; // the SDK's own imports are part of the client
    for (const imp of input.imports) {
      const pkg = imp.external ? /^((?:@[^/]+\/)?[^/]+)/.exec(imp.path)?.[1] : packageOf(imp.path);
      if (!isSdk(pkg)) continue;
      if (imp.kind !== 'dynamic-import' && staticReach.has(file)) eager.add(pkg);
      else lazy.add(pkg);
    }
  }
  for (const p of eager) lazy.delete(p);
  const imports: Record<string, Set<string>> = {};
  if (named) {
    const live = liveInputs(meta, named.eagerOutputs);
    for (const file of staticReach) {
      if (packageOf(file) !== undefined) continue; // the SDK's own imports are part of the client
      for (const [pkg, names] of Object.entries(sdkImportsIn(named.sourceOf(file)))) {
        for (const n of names) if (loadsAtImport(meta, live, pkg, n)) (imports[pkg] ??= new Set()).add(n);
      }
    }
  }
  const sortedImports = Object.fromEntries(Object.keys(imports).sort().map((p) => [p, [...imports[p]!].sort()]));
  return { eager: withoutImplied(eager), lazy: withoutImplied(lazy), imports: sortedImports, builtins: builtinsOf(meta, named?.eagerOutputs ?? []) };
};

/**
 * The built-in modules these outputs import statically, as `node:<name>`: loaded with the output, where a
 * `require()` (bundled CommonJS, through the shim) may sit in a function never called at import.
 */
const builtinsOf = (meta: Metafile, outputs: readonly string[]): string[] => {
  const names = new Set<string>();
  for (const o of outputs) {
    for (const imp of meta.outputs[o]?.imports ?? []) {
      if (!imp.external || imp.kind !== 'import-statement' || !isBuiltin(imp.path)) continue;
      names.add(imp.path.startsWith('node:') ? imp.path : `node:${imp.path}`);
    }
  }
  return [...names].sort();
};

/** The input files with code in these outputs. */
const liveInputs = (meta: Metafile, outputs: readonly string[]): Set<string> =>
  new Set(outputs.flatMap((o) => Object.entries(meta.outputs[o]?.inputs ?? {}).filter(([, v]) => v.bytesInOutput > 0).map(([file]) => file)));

/**
 * Whether the bundle loads `name` of `pkg` at import. A command has a file of its own (`…/commands/GetObjectCommand.js`):
 * imported by a file the function loads but dropped by tree shaking when no code the function keeps uses it, and
 * then the floor must not load it either. Names without a file of their own (errors, helpers) are kept.
 */
const loadsAtImport = (meta: Metafile, live: ReadonlySet<string>, pkg: string, name: string): boolean => {
  const own = Object.keys(meta.inputs).filter((f) => packageOf(f) === pkg && f.endsWith(`/${name}.js`));
  return own.length === 0 || own.some((f) => live.has(f));
};

/** Packages another one in the set already loads (lib-dynamodb is built on the DynamoDB client and its marshaller). */
const IMPLIED_BY: Record<string, readonly string[]> = {
  '@aws-sdk/lib-dynamodb': ['@aws-sdk/client-dynamodb', '@aws-sdk/util-dynamodb'],
  '@aws-sdk/client-dynamodb': ['@aws-sdk/util-dynamodb'],
};

/** Sorted, without what another member implies: one floor per real set of clients. */
const withoutImplied = (pkgs: ReadonlySet<string>): string[] => {
  const implied = new Set([...pkgs].flatMap((p) => IMPLIED_BY[p] ?? []));
  return [...pkgs].filter((p) => !implied.has(p)).sort();
};

/**
 * The module that loads exactly these SDK packages and creates their clients, as a handler would, takes from
 * them what the handler's code takes by name (`imports`, see SdkUse), and loads the same built-in modules.
 * A built-in is re-exported, not imported bare: esbuild drops a bare import of a built-in as free of side
 * effects, and the floor would then load nothing of it.
 */
export const floorSource = (
  packages: readonly string[],
  imports: Readonly<Record<string, readonly string[]>> = {},
  builtins: readonly string[] = [],
): string => {
  const parts = packages.map((p, i) => {
    const snippet = FLOOR_SNIPPETS[p];
    if (!snippet) throw new Error(`No floor snippet for ${p}: add it to test/bench/lambda/sdk-clients.ts`);
    return snippet(`floor${i}`);
  });
  let n = 0;
  const named = Object.entries(imports).map(([pkg, names]) => `export { ${names.map((x) => `${x} as floorImport${n++}`).join(', ')} } from '${pkg}';`);
  const nodes = builtins.map((b, i) => `export * as floorNode${i} from '${b}';`);
  return [...parts, ...named, ...nodes, 'export const handler = async () => ({ statusCode: 200 });', ''].join('\n');
};

/** How many names a function takes from the SDK besides its clients (see SdkUse.imports). */
export const importCount = (imports: Readonly<Record<string, readonly string[]>>): number => Object.values(imports).reduce((sum, names) => sum + names.length, 0);

const LABELS: Record<string, string> = {
  '@aws-sdk/lib-dynamodb': 'DynamoDB (document client)',
  '@aws-sdk/client-dynamodb': 'DynamoDB',
  '@aws-sdk/client-s3': 'S3',
  '@aws-sdk/s3-request-presigner': 'S3 presigner',
  '@aws-sdk/client-apigatewaymanagementapi': 'API Gateway management',
  '@aws-sdk/client-sesv2': 'SES v2',
  '@aws-sdk/client-secrets-manager': 'Secrets Manager',
};

/** Short label of a client set: `DynamoDB (document client) + S3`; `none` for a function with no AWS client. */
export const clientsLabel = (packages: readonly string[]): string =>
  packages.length ? packages.map((p) => LABELS[p] ?? p.replace(/^@aws-sdk\//, '')).join(' + ') : 'none';

/**
 * DESIGN section 12: module load at most this multiple of the handler's clients loaded alone, both measured
 * in the same run (a ratio holds across machines and Node builds; an absolute margin in ms does not).
 */
export const COLD_START_RATIO = 1.15;

/**
 * load ÷ floor as the median of the per-pair ratios (sample i of each, taken one right after the other by
 * pairedImportTimings). On a shared machine the speed drifts within seconds: a ratio of medians lets that
 * drift fall unevenly on the two (session 13: a drift of 10 % moved a handler from 1.08 to 1.22). Pairing
 * adjacent samples cancels drift slower than two imports.
 */
export const pairedRatio = (load: readonly number[], floor: readonly number[]): number => {
  const n = Math.min(load.length, floor.length);
  if (n === 0) return Number.NaN;
  return median(Array.from({ length: n }, (_, i) => load[i]! / floor[i]!));
};

export interface ColdStart {
  /** load ÷ floor; for a handler without AWS clients, see `coldStart`. */
  ratio: number;
  /** The most this handler's module load may take, ms. */
  budgetMs: number;
  ok: boolean;
}

/**
 * A handler's load against its budget. A handler with no AWS client has the empty module as its floor
 * (about 2 ms: a ratio of that means nothing), so it gets the allowance the cheapest client set of the run
 * gets in ms: `(ratio − 1) × smallestClientFloorMs` over the empty module — still a share of a floor
 * measured in the same run.
 */
export const coldStart = (
  loadMs: number,
  floorMs: number,
  opts: { clientless?: boolean; smallestClientFloorMs?: number; ratio?: number; pairedRatio?: number } = {},
): ColdStart => {
  const limit = opts.ratio ?? COLD_START_RATIO;
  const budgetMs = opts.clientless && opts.smallestClientFloorMs !== undefined ? floorMs + (limit - 1) * opts.smallestClientFloorMs : limit * floorMs;
  // Rounded as reported (two decimals), so a printed 1.15 never reads as over. Paired by round when given.
  const ratio = Math.round((opts.pairedRatio ?? loadMs / floorMs) * 100) / 100;
  return { ratio, budgetMs, ok: opts.clientless ? loadMs <= budgetMs : ratio <= limit };
};

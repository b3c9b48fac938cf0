import { join } from 'node:path';
import { build, type BuildResult } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { asyncJobs, jobs, queueJobs, routes } from '../../routes.js';

const FUNCTIONS = join(import.meta.dirname, '..', '..');

const EMPTY_INIT_WRAPPER_BYTES = 100;

/** The zod files whose code a handler's bundle holds after tree shaking (the AWS SDK left out: not the point here). */
const zodFiles = async (handler: string): Promise<string[]> => {
  const res = await build({
    entryPoints: [join(FUNCTIONS, handler)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['@aws-sdk/*'],
    outfile: 'index.mjs',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.values(res.metafile.outputs).flatMap((o) => Object.entries(o.inputs));
  // A contract loaded with import() makes esbuild wrap zod's modules in init functions: a file whose code was
  // all shaken off stays as an empty wrapper (under 100 bytes); the code these checks keep out is kilobytes.
  return inputs.filter(([f, v]) => f.includes('/zod/') && v.bytesInOutput > EMPTY_INIT_WRAPPER_BYTES).map(([f]) => f);
};

// Cold start (#12.1): zod/mini costs about half of classic zod to load, and only if nothing pulls zod's whole
// core back in (a `z.core.X` value does: its namespace object holds every locale and the JSON Schema code).
describe('zod in the handlers\' bundles', () => {
  it.each(['http/events/me.ts', 'http/meta/not-found.ts', 'http/events/join.ts', 'ws/connect.ts'])('%s: zod/mini, English messages only, no JSON Schema code', async (handler) => {
    const files = await zodFiles(handler);
    expect(files.filter((f) => f.includes('/zod/v4/classic/'))).toEqual([]);
    expect(files.filter((f) => f.includes('/zod/v4/locales/') && !f.endsWith('/en.js'))).toEqual([]);
    expect(files.filter((f) => /to-json-schema|json-schema-processors/.test(f))).toEqual([]);
  });
});

type OwnBundle = BuildResult<{ write: false; metafile: true }>;
const ownBundles = new Map<string, Promise<OwnBundle>>();

/** A handler module bundled with every package left out (our code only, SDK command classes keep their names), once per handler. */
const ownBundle = (handler: string): Promise<OwnBundle> => {
  let bundle = ownBundles.get(handler);
  if (!bundle) {
    bundle = build({ entryPoints: [join(FUNCTIONS, handler)], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, metafile: true, logLevel: 'silent' });
    ownBundles.set(handler, bundle);
  }
  return bundle;
};

/** Files of ours a handler module's bundle holds. */
const ownFiles = async (handler: string): Promise<string[]> => Object.keys((await ownBundle(handler)).metafile.inputs);

// Schemas are built at import: a handler that imported every contract would build every schema at cold start.
describe('the contracts a handler builds', () => {
  it.each(routes.filter((r) => r.endpoint.id !== 'getOpenApi').map((r) => [r.endpoint.id, r.handler] as const))(
    '%s imports its area\'s contracts, not all of them',
    async (_id, handler) => {
      const files = await ownFiles(handler);
      expect(files).not.toContain('shared/api/endpoints.ts');
      expect(files.some((f) => f.startsWith('shared/api/endpoints/'))).toBe(true);
    },
  );

  it('an events handler builds no photo or vote schema', async () => {
    const files = await ownFiles('http/events/me.ts');
    expect(files.filter((f) => f.startsWith('shared/schemas/'))).not.toContain('shared/schemas/votes.ts');
    expect(files.filter((f) => f.startsWith('shared/schemas/'))).not.toContain('shared/schemas/photos.ts');
  });
});

/** The packages a handler module's code imports, statically or with import(). */
const packagesImported = async (handler: string): Promise<Set<string>> =>
  new Set(Object.values((await ownBundle(handler)).metafile.inputs).flatMap((i) => i.imports.filter((x) => x.external).map((x) => x.path)));

// A function that called Stripe without the grant would fail to read the key in AWS (the local stack reads it from
// the environment); one granted it without calling Stripe would hold a right it never uses.
describe('the functions that call Stripe are those granted its key', () => {
  it.each([...routes.map((r) => [r.endpoint.id, r.handler, r.grants] as const), ...[...jobs, ...asyncJobs, ...queueJobs].map((j) => [j.name, j.handler, j.grants] as const)])(
    '%s',
    async (_id, handler, grants) => {
      expect((await packagesImported(handler)).has('stripe')).toBe(grants.includes('stripe-secret:read'));
    },
  );
});

/** Our code in a handler's bundle. */
const ownCode = async (handler: string): Promise<string> => (await ownBundle(handler)).outputFiles.map((f) => f.text).join('\n');
const WRITES = /\bnew (UpdateCommand|PutCommand|DeleteCommand|TransactWriteCommand|BatchWriteCommand|UpdateItemCommand|PutItemCommand|DeleteItemCommand|TransactWriteItemsCommand|BatchWriteItemCommand)\(/g;

// IAM is the one thing the local stack does not enforce: a route granted `table:read` whose code can write
// works locally and fails with AccessDenied (a 500) in AWS. GET /api/events/{code} was such a route: a miss
// counts against the caller with an UpdateItem.
describe('table grants cover the code', () => {
  it.each(routes.filter((r) => r.grants.includes('table:read') && !r.grants.includes('table:write')).map((r) => [r.endpoint.id, r.handler] as const))(
    '%s is granted table:read only and its code never writes the table',
    async (_id, handler) => {
      expect((await ownCode(handler)).match(WRITES) ?? []).toEqual([]);
    },
  );
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHouseFunction, loadedAtImport } from '../../infra/constructs/house-bundle.js';
import { FUNCTIONS_DIR, HouseFunction, REPO_ROOT } from '../../infra/constructs/house-function.js';
import { apiEvent } from '../../functions/core/http/api-event.fixture.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/http/client-key.js';

/** The packages whose code an output file holds. */
const packagesIn = (meta: Metafile, outputs: readonly string[]): Set<string> =>
  new Set(
    outputs.flatMap((o) => Object.keys(meta.outputs[o]?.inputs ?? {})).flatMap((i) => {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(i);
      return m ? [m[1]!] : [];
    }),
  );

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'candid-bundle-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// #31 item 3: a one-file bundle has V8 compile at module load everything an `import()` reaches later or never.
describe("a function's asset", () => {
  it('is bundled by the house construct at synth, each its own: index.mjs and its chunks, called as index.handler on Node 24', () => {
    const app = new App({ outdir: join(dir, 'cdk.out') });
    const stack = new Stack(app, 'Bundled');
    const entries = ['http/geo/get.ts', 'http/meta/not-found.ts'];
    entries.forEach((entry, i) => new HouseFunction(stack, `Fn${i}`, { entry, description: entry }));
    const assembly = app.synth();

    const fns = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as {
      Properties: { Handler: string; Runtime: string; Code: { S3Key: string }; Description: string };
    }[];
    expect(fns).toHaveLength(2);
    for (const entry of entries) {
      const fn = fns.find((f) => f.Properties.Description === entry)!.Properties;
      expect(fn.Handler).toBe('index.handler');
      expect(fn.Runtime).toBe('nodejs24.x');
      const asset = join(assembly.directory, `asset.${fn.Code.S3Key.replace(/\.zip$/, '')}`);
      const files = readdirSync(asset);
      expect(files).toContain('index.mjs');
      // Its own handler: CDK caches bundling by the options' JSON, and once gave every function the first's bundle.
      const sources = (JSON.parse(readFileSync(join(asset, 'index.mjs.map'), 'utf8')) as { sources: string[] }).sources;
      expect(sources.some((s) => s.endsWith(`functions/${entry}`)), entry).toBe(true);
    }
    // Split at its import()s: the geo function's contract, built on its first request, is a chunk of its own.
    const geo = fns.find((f) => f.Properties.Description === entries[0])!.Properties;
    expect(readdirSync(join(assembly.directory, `asset.${geo.Code.S3Key.replace(/\.zip$/, '')}`, 'chunks')).some((f) => f.endsWith('.mjs'))).toBe(true);
  });

  describe('of a payment function (POST /api/orders/{id}/checkout)', () => {
    let meta: Metafile;
    let out: string;
    beforeAll(() => {
      out = join(dir, 'checkout');
      meta = bundleHouseFunction(join(FUNCTIONS_DIR, 'http/orders/checkout.ts'), out);
    });

    it('loads DynamoDB at import, and leaves Stripe, the mailer (SES) and the unused credential providers to chunks', () => {
      const eager = packagesIn(meta, loadedAtImport(meta, out));
      const all = packagesIn(meta, Object.keys(meta.outputs));
      expect(eager).toContain('@aws-sdk/client-dynamodb');
      expect(eager).toContain('zod');
      // SES comes with the first e-mail a container sends (payments/wiring.ts): checkout itself sends none.
      for (const lazy of ['stripe', '@aws-sdk/client-sesv2', '@aws-sdk/credential-provider-sso', '@aws-sdk/credential-provider-ini']) {
        expect(all, lazy).toContain(lazy);
        expect(eager, lazy).not.toContain(lazy);
      }
    });

    it('imports as a module with its handler', async () => {
      const mod = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
    });
  });

  it("leaves zod's JSON Schema code to the OpenAPI function's first request (GET /api/openapi.json)", () => {
    const out = join(dir, 'openapi');
    const meta = bundleHouseFunction(join(FUNCTIONS_DIR, 'http/meta/openapi.ts'), out);
    const inputsWithCode = (outputs: readonly string[]) =>
      outputs.flatMap((o) => Object.entries(meta.outputs[o]?.inputs ?? {}).filter(([, v]) => v.bytesInOutput > 0).map(([input]) => input));
    const jsonSchema = (input: string) => /zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/.test(input);
    expect(inputsWithCode(Object.keys(meta.outputs)).filter(jsonSchema)).toHaveLength(2);
    // `z.config` from zod/mini in parse-request.ts once put both in what this function loads at import: 7.6 → 4.3 ms.
    expect(inputsWithCode(loadedAtImport(meta, out)).filter(jsonSchema)).toEqual([]);
  });

  it('answers a request, loading its contract from its chunk (GET /api/geo, signed by our edge)', async () => {
    const out = join(dir, 'geo');
    bundleHouseFunction(join(FUNCTIONS_DIR, 'http/geo/get.ts'), out);
    const env = { TOKEN_SECRET: 'bundling-test-secret-0123456789abcdef0123', ORIGIN_SECRET: 'bundling-test-origin-secret', LOG_LEVEL: 'SILENT' };
    const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      const { handler } = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as { handler: (e: unknown) => Promise<{ statusCode: number; body: string }> };
      const res = await handler(apiEvent({ path: '/api/geo', routeKey: 'GET /api/geo', headers: { [ORIGIN_VERIFY_HEADER]: env.ORIGIN_SECRET, 'cloudfront-viewer-country': 'DE' } }));
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ country: 'DE', currency: 'EUR', detected: true });
    } finally {
      for (const [k, v] of Object.entries(before)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it("serves a bundled CommonJS module's require(), and its properties, without making a require at load", async () => {
    const cjs = join(dir, 'needs-require.cjs');
    writeFileSync(cjs, "module.exports = { platform: require('os').platform(), fsPath: require.resolve('fs') };\n");
    const entry = join(dir, 'needs-require-entry.ts');
    writeFileSync(entry, `import needs from ${JSON.stringify(cjs)};\nexport const loaded = () => needs;\n`);
    const out = join(dir, 'needs-require');
    const meta = bundleHouseFunction(entry, out);
    // The shim imports nothing: a static import of node:module in every chunk cost 0.03 ms a chunk at load.
    const outputs = Object.keys(meta.outputs).filter((o) => o.endsWith('.mjs'));
    expect(outputs.length).toBeGreaterThan(0);
    for (const o of outputs) expect(readFileSync(join(REPO_ROOT, o), 'utf8'), o).not.toMatch(/from\s*["']node:module["']/);
    const { loaded } = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as { loaded: () => { platform: string; fsPath: string } };
    expect(loaded()).toEqual({ platform: process.platform, fsPath: 'fs' });
  });

  it("logs a failure's stack with our sources' positions, from the maps beside the asset (Lambda runs without --enable-source-maps)", async () => {
    const entry = join(dir, 'stack-entry.ts');
    writeFileSync(
      entry,
      [
        `import { failureFields } from ${JSON.stringify(join(FUNCTIONS_DIR, 'core/failure-fields.ts'))};`,
        'export const failure = () => {',
        '  try {',
        "    throw new Error('boom');",
        '  } catch (e) {',
        '    return failureFields(e);',
        '  }',
        '};',
      ].join('\n'),
    );
    const out = join(dir, 'stack');
    const meta = bundleHouseFunction(entry, out);
    // The mapper is a chunk of its own: no function loads it at import.
    expect(packagesIn(meta, loadedAtImport(meta, out))).not.toContain('@jridgewell/trace-mapping');
    expect(packagesIn(meta, Object.keys(meta.outputs))).toContain('@jridgewell/trace-mapping');
    // A process of its own: vitest maps stacks itself, which would hide whether ours does.
    const child = `const { failure } = await import(${JSON.stringify(pathToFileURL(join(out, 'index.mjs')).href)}); console.log(JSON.stringify(await failure()));`;
    const logged = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', child], { encoding: 'utf8' })) as { message: string; stack: string };
    expect(logged.message).toBe('boom');
    expect(logged.stack).toMatch(/stack-entry\.ts:4:\d+/);
    expect(logged.stack).not.toMatch(/index\.mjs:\d+/);
  });

  it('keeps z.catch out of functions/ and shared/: zod/mini reads it through core.util, which puts all of zod util in what every function loads', () => {
    const sources = [FUNCTIONS_DIR, join(FUNCTIONS_DIR, '..', 'shared')].flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(root, f)),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((f) => /\bz\.catch\(/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it("makes a working Stripe client from Stripe's chunk", async () => {
    const entry = join(dir, 'stripe-entry.ts');
    writeFileSync(entry, `export { getStripe } from ${JSON.stringify(join(FUNCTIONS_DIR, 'core/payments/stripe-client.ts'))};\n`);
    const out = join(dir, 'stripe');
    const meta = bundleHouseFunction(entry, out);
    expect(packagesIn(meta, loadedAtImport(meta, out))).not.toContain('stripe');
    expect(existsSync(join(out, 'index.mjs'))).toBe(true);

    const before = process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SECRET_KEY = 'sk_test_bundling';
    try {
      const { getStripe } = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as { getStripe: () => Promise<{ checkout: { sessions: { create: unknown } } }> };
      expect(typeof (await getStripe()).checkout.sessions.create).toBe('function');
    } finally {
      if (before === undefined) delete process.env.STRIPE_SECRET_KEY;
      else process.env.STRIPE_SECRET_KEY = before;
    }
  });
});

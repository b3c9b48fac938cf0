import type { ImportKind, Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { median } from '../lib/stats.js';
import { clientsLabel, coldStart, floorSource, importCount, packageOf, pairedRatio, sdkImportsIn, sdkUseOf } from './sdk-clients.js';

type Imp = { path: string; kind?: ImportKind; external?: boolean };
const meta = (inputs: Record<string, Imp[]>): Metafile => ({
  inputs: Object.fromEntries(
    Object.entries(inputs).map(([file, imports]) => [file, { bytes: 0, imports: imports.map((i) => ({ kind: 'import-statement' as ImportKind, ...i })) }]),
  ),
  outputs: {},
});
const nm = (pkg: string): string => `node_modules/${pkg}/dist-es/index.js`;

describe('sdkUseOf', () => {
  it('counts the SDK packages our code imports: static ones eager, import() ones lazy, the SDK\'s own imports not at all', () => {
    const m = meta({
      'functions/http/join.ts': [{ path: 'functions/core/data/table.ts' }, { path: 'functions/core/auth/token-secret.ts' }],
      'functions/core/data/table.ts': [{ path: nm('@aws-sdk/client-dynamodb') }, { path: nm('@aws-sdk/lib-dynamodb') }],
      'functions/core/auth/token-secret.ts': [{ path: nm('@aws-sdk/client-secrets-manager'), kind: 'dynamic-import' }],
      [nm('@aws-sdk/client-dynamodb')]: [{ path: nm('@aws-sdk/client-sts') }],
      [nm('@aws-sdk/lib-dynamodb')]: [{ path: nm('@aws-sdk/client-dynamodb') }],
      [nm('@aws-sdk/client-secrets-manager')]: [],
      [nm('@aws-sdk/client-sts')]: [],
    });
    expect(sdkUseOf(m, 'functions/http/join.ts')).toEqual({
      eager: ['@aws-sdk/lib-dynamodb'],
      lazy: ['@aws-sdk/client-secrets-manager'],
      imports: {},
      builtins: [],
    });
  });

  it('reads external imports (the runtime\'s SDK) too, and a file reached only through import() is lazy', () => {
    const m = meta({
      'functions/http/a.ts': [{ path: '@aws-sdk/client-dynamodb', external: true }, { path: 'functions/core/photos.ts', kind: 'dynamic-import' }],
      'functions/core/photos.ts': [{ path: '@aws-sdk/client-s3', external: true }, { path: 'zod', external: true }],
    });
    expect(sdkUseOf(m, 'functions/http/a.ts')).toEqual({ eager: ['@aws-sdk/client-dynamodb'], lazy: ['@aws-sdk/client-s3'], imports: {}, builtins: [] });
  });

  it('leaves out what another client in the set already loads (lib-dynamodb brings the DynamoDB client and marshaller)', () => {
    const m = meta({
      'functions/x.ts': [{ path: nm('@aws-sdk/util-dynamodb') }, { path: nm('@aws-sdk/lib-dynamodb') }, { path: nm('@aws-sdk/client-dynamodb') }, { path: nm('@aws-sdk/client-s3') }],
    });
    expect(sdkUseOf(m, 'functions/x.ts').eager).toEqual(['@aws-sdk/client-s3', '@aws-sdk/lib-dynamodb']);
  });

  it('a package imported both ways is eager only', () => {
    const m = meta({
      'functions/x.ts': [{ path: nm('@aws-sdk/client-s3') }, { path: 'functions/y.ts' }],
      'functions/y.ts': [{ path: nm('@aws-sdk/client-s3'), kind: 'dynamic-import' }],
    });
    expect(sdkUseOf(m, 'functions/x.ts')).toEqual({ eager: ['@aws-sdk/client-s3'], lazy: [], imports: {}, builtins: [] });
  });
});

describe('what a function takes from the SDK by name', () => {
  it('sdkImportsIn reads value imports, one line or many, and leaves types out', () => {
    const src = [
      "import { GetObjectCommand, type S3Client, PutObjectCommand as Put } from '@aws-sdk/client-s3';",
      "import type { AttributeValue } from '@aws-sdk/client-dynamodb';",
      'import {',
      '  ApiGatewayManagementApiClient,',
      '  GoneException,',
      "} from '@aws-sdk/client-apigatewaymanagementapi';",
      "import { z } from 'zod/mini';",
    ].join('\n');
    expect(sdkImportsIn(src)).toEqual({
      '@aws-sdk/client-s3': ['GetObjectCommand', 'PutObjectCommand'],
      '@aws-sdk/client-apigatewaymanagementapi': ['ApiGatewayManagementApiClient', 'GoneException'],
    });
  });

  it('sdkUseOf gathers them from the files reached statically, not from those reached through import()', () => {
    const m = meta({
      'functions/http/a.ts': [{ path: 'functions/core/table.ts' }, { path: 'functions/core/mail.ts', kind: 'dynamic-import' }],
      'functions/core/table.ts': [{ path: nm('@aws-sdk/lib-dynamodb') }, { path: nm('@aws-sdk/client-dynamodb') }],
      'functions/core/mail.ts': [{ path: nm('@aws-sdk/client-sesv2') }],
    });
    const sources: Record<string, string> = {
      'functions/http/a.ts': "import './core/table.js';",
      'functions/core/table.ts': "import { QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';\nimport { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';",
      'functions/core/mail.ts': "import { SendEmailCommand } from '@aws-sdk/client-sesv2';",
    };
    const use = sdkUseOf(m, 'functions/http/a.ts', { sourceOf: (f) => sources[f]!, eagerOutputs: [] });
    expect(use.imports).toEqual({ '@aws-sdk/client-dynamodb': ['ConditionalCheckFailedException'], '@aws-sdk/lib-dynamodb': ['GetCommand', 'QueryCommand'] });
    expect(importCount(use.imports)).toBe(3);
    expect(sdkUseOf(m, 'functions/http/a.ts').imports).toEqual({});
  });

  it('leaves out a command whose file tree shaking dropped from what the function loads at import', () => {
    const getCmd = 'node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js';
    const queryCmd = 'node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js';
    const m: Metafile = {
      inputs: {
        'functions/http/a.ts': { bytes: 0, imports: [{ path: 'functions/core/table.ts', kind: 'import-statement' }] },
        'functions/core/table.ts': { bytes: 0, imports: [{ path: nm('@aws-sdk/lib-dynamodb'), kind: 'import-statement' }] },
        [getCmd]: { bytes: 0, imports: [] },
        [queryCmd]: { bytes: 0, imports: [] },
      },
      outputs: {
        'out/index.mjs': {
          bytes: 0,
          imports: [],
          exports: [],
          inputs: { [getCmd]: { bytesInOutput: 120 }, [queryCmd]: { bytesInOutput: 0 }, 'functions/core/table.ts': { bytesInOutput: 80 } },
        },
      },
    };
    const use = sdkUseOf(m, 'functions/http/a.ts', {
      sourceOf: (f) => (f === 'functions/core/table.ts' ? "import { GetCommand, QueryCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';" : ''),
      eagerOutputs: ['out/index.mjs'],
    });
    expect(use.imports).toEqual({ '@aws-sdk/lib-dynamodb': ['DynamoDBDocumentClient', 'GetCommand'] });
  });

  it('floorSource exports them next to the clients, so the floor loads the same SDK code', () => {
    const src = floorSource(['@aws-sdk/client-s3'], { '@aws-sdk/client-s3': ['GetObjectCommand', 'NoSuchKey'] });
    expect(src).toContain("export { GetObjectCommand as floorImport0, NoSuchKey as floorImport1 } from '@aws-sdk/client-s3';");
    expect(src).toContain('new floor0({})');
  });
});

describe("the Node built-ins a function loads", () => {
  const out = (imports: { path: string; kind?: ImportKind; external?: boolean }[]) => ({
    bytes: 0,
    exports: [],
    inputs: {},
    imports: imports.map((i) => ({ kind: 'import-statement' as ImportKind, external: true, ...i })),
  });
  it('sdkUseOf reads the static imports of the outputs loaded at import, named as node:…', () => {
    const m: Metafile = {
      inputs: { 'functions/http/geo.ts': { bytes: 0, imports: [] } },
      outputs: {
        'out/index.mjs': out([{ path: 'node:module' }, { path: 'node:crypto' }, { path: 'out/chunks/a.mjs', external: false }, { path: 'out/chunks/lazy.mjs', kind: 'dynamic-import', external: false }]),
        'out/chunks/a.mjs': out([{ path: 'os' }, { path: 'node:crypto' }, { path: 'zod', external: true }, { path: 'child_process', kind: 'require-call' }]),
        'out/chunks/lazy.mjs': out([{ path: 'node:zlib' }]),
      },
    };
    const use = sdkUseOf(m, 'functions/http/geo.ts', { sourceOf: () => '', eagerOutputs: ['out/index.mjs', 'out/chunks/a.mjs'] });
    expect(use.builtins).toEqual(['node:crypto', 'node:module', 'node:os']);
    expect(sdkUseOf(m, 'functions/http/geo.ts').builtins).toEqual([]);
  });

  it('floorSource re-exports each one: esbuild drops a bare import of a built-in', () => {
    const src = floorSource([], {}, ['node:crypto']);
    expect(src).toContain("export * as floorNode0 from 'node:crypto';");
    expect(src).not.toMatch(/^import 'node:crypto'/m);
  });
});

describe('floorSource', () => {
  it('imports each package and creates its client at module scope, like a handler', () => {
    const src = floorSource(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/s3-request-presigner']);
    expect(src).toContain("from '@aws-sdk/client-dynamodb'");
    expect(src).toContain('.from(new ');
    expect(src).toContain("from '@aws-sdk/s3-request-presigner'");
    expect(src).toContain('export const handler');
  });

  it('refuses a package it does not know rather than measuring a wrong floor', () => {
    expect(() => floorSource(['@aws-sdk/client-sqs'])).toThrow(/client-sqs/);
  });
});

describe('labels and margins', () => {
  it('packageOf reads scoped and plain packages, and nothing for our files', () => {
    expect(packageOf('node_modules/@aws-sdk/client-s3/dist-es/index.js')).toBe('@aws-sdk/client-s3');
    expect(packageOf('node_modules/zod/v4/classic/index.js')).toBe('zod');
    expect(packageOf('functions/core/s3.ts')).toBeUndefined();
  });

  it('clientsLabel names the clients', () => {
    expect(clientsLabel(['@aws-sdk/lib-dynamodb', '@aws-sdk/client-s3'])).toBe('DynamoDB (document client) + S3');
    expect(clientsLabel(['@aws-sdk/util-dynamodb'])).toBe('util-dynamodb');
    expect(clientsLabel([])).toBe('none');
  });

  it('coldStart: at most 1.15 × the floor is ok, more is over', () => {
    expect(coldStart(115, 100)).toMatchObject({ ratio: 1.15, ok: true });
    expect(coldStart(116.2, 100)).toMatchObject({ ratio: 1.16, ok: false });
    expect(coldStart(80, 100)).toMatchObject({ ratio: 0.8, ok: true });
  });

  it('coldStart: a handler without clients gets the share of the smallest client floor, in ms, over the empty module', () => {
    const under = coldStart(10, 2, { clientless: true, smallestClientFloorMs: 60 });
    expect(under.budgetMs).toBeCloseTo(11, 6);
    expect(under.ok).toBe(true);
    expect(coldStart(12, 2, { clientless: true, smallestClientFloorMs: 60 }).ok).toBe(false);
  });
});

describe('pairedRatio', () => {
  it('is the median of the per-pair ratios, so a drift of the machine between pairs cancels out', () => {
    // The machine slows by 30 % after 3 rounds: the handler is 1.1 × its floor in every pair, but a ratio of
    // medians over unequal runs reads 0.85.
    const floor = [100, 100, 100, 130, 130, 130, 130];
    const load = [110, 110, 110];
    expect(median(load) / median(floor)).toBeCloseTo(0.85, 2);
    expect(pairedRatio(load, floor)).toBeCloseTo(1.1);
  });

  it('pairs only the rounds both have, and is NaN without any', () => {
    expect(pairedRatio([120, 90, 130], [100, 100, 100, 100])).toBeCloseTo(1.2);
    expect(pairedRatio([], [100])).toBeNaN();
  });

  it('coldStart reads the paired ratio when given one', () => {
    expect(coldStart(150, 100, { pairedRatio: 1.12 })).toMatchObject({ ratio: 1.12, ok: true });
    expect(coldStart(100, 100, { pairedRatio: 1.2 })).toMatchObject({ ratio: 1.2, ok: false });
  });
});

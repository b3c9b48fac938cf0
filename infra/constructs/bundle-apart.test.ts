import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleApartCommands } from './bundle-apart.js';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

// What the payment functions' assets get beside their bundle (house-function.ts runs these after bundling).
describe('a package bundled apart', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'candid-apart-'));
    for (const cmd of bundleApartCommands('stripe', out, { target: 'node24', minify: true, mainFields: ['module', 'main'] })) {
      execFileSync('bash', ['-c', cmd], { cwd: REPO_ROOT, stdio: 'pipe' });
    }
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is one file and a package.json naming it, where the bundle\'s import() resolves it', () => {
    expect(readdirSync(join(out, 'node_modules', 'stripe')).sort()).toEqual(['index.mjs', 'package.json']);
    expect(JSON.parse(readFileSync(join(out, 'node_modules', 'stripe', 'package.json'), 'utf8'))).toEqual({ name: 'stripe', main: 'index.mjs' });
    // Minified: far smaller than the package's own ESM build (11 MB with its types and maps).
    expect(readFileSync(join(out, 'node_modules', 'stripe', 'index.mjs')).length).toBeLessThan(600_000);
  });

  it('exports the SDK as the package does: a default export that makes a working client', async () => {
    const file = join(out, 'node_modules', 'stripe', 'index.mjs');
    expect(existsSync(file)).toBe(true);
    const mod = (await import(pathToFileURL(file).href)) as { default: new (key: string, opts: { telemetry: boolean }) => { checkout: { sessions: { create: unknown } } } };
    const stripe = new mod.default('sk_test_apart', { telemetry: false });
    expect(typeof stripe.checkout.sessions.create).toBe('function');
  });
});

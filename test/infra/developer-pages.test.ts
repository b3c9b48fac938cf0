import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 15.5: the developer page /test-expired (commerce spec) is in the local stack's build and the dev
 * server, and not in the production bundle that is deployed (`npm run build`): not hidden at run time, absent.
 */
const root = join(import.meta.dirname, '..', '..');
const outDirs: string[] = [];
afterAll(() => outDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const buildWeb = async (mode: string): Promise<string> => {
  const outDir = mkdtempSync(join(tmpdir(), `candid-web-${mode}-`));
  outDirs.push(outDir);
  await build({ configFile: join(root, 'web', 'vite.config.ts'), mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  return outDir;
};
const scripts = (dir: string) => readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => ({ f, text: readFileSync(join(dir, 'assets', f), 'utf8') }));

describe('/test-expired in the builds', () => {
  it('the production build has neither the page, its chunk nor its route', async () => {
    const files = scripts(await buildWeb('production'));
    expect(files.map((s) => s.f).filter((f) => f.startsWith('TestExpiredPage'))).toEqual([]);
    expect(files.filter((s) => s.text.includes('/test-expired') || s.text.includes('Sample Wedding')).map((s) => s.f)).toEqual([]);
  }, 120_000);

  it("the local stack's build (mode localstack) has them", async () => {
    const files = scripts(await buildWeb('localstack'));
    expect(files.some((s) => s.f.startsWith('TestExpiredPage') && s.text.includes('Sample Wedding'))).toBe(true);
    expect(files.some((s) => s.text.includes('/test-expired'))).toBe(true);
  }, 120_000);
});

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import type { LocalStackUrls } from '../../infra/local/stack.js';
import './provided-context.js';

/**
 * Browser project: the full local stack (in memory, free ports, the built web/dist), run exactly like
 * `npm start` but in a child process, so its handler environment never leaks into this process and
 * from here into other projects' workers. Tests read the URLs with `inject('localStack')`.
 * web/dist is built first only when it is missing (`npm test` builds it before vitest runs).
 */
const root = join(import.meta.dirname, '..', '..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = existsSync(join(root, 'web', 'dist', 'index.html'));
  const child = spawn(
    process.execPath,
    [
      '--import', 'tsx',
      join(root, 'infra', 'local', 'start.ts'),
      '--in-memory', '--json', '--test-hooks',
      ...(built ? ['--no-build'] : []),
      '--port', '0', '--ws-port', '0', '--s3-port', '0', '--dynamodb-port', '0', '--ses-port', '0', '--stripe-port', '0',
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

  const ready = await new Promise<{ urls: LocalStackUrls; env: Record<string, string> }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      try {
        resolve(JSON.parse(line) as { urls: LocalStackUrls; env: Record<string, string> });
      } catch {
        reject(new Error(`Unexpected output from the local stack: ${line}`));
      }
    });
    void exited.then((code) => reject(new Error(`The local stack exited with code ${code} before it was ready`)));
  });

  project.provide('localStack', ready);
  console.log(`[browser] local stack at ${ready.urls.site}`);
  return async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

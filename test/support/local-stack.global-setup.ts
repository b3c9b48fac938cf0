import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
import type { ProvidedStack } from './provided-context.js';

/**
 * Browser project: the full local stack (in memory, free ports, the built web/dist), run exactly like
 * `npm start` but in a child process, so its handler environment never leaks into this process and
 * from here into other projects' workers. Tests read their stack with `ownStack()` (own-stack.ts).
 * web/dist is built first only when it is missing (`npm test` builds it before vitest runs).
 */
const root = join(import.meta.dirname, '..', '..');

/** The staff account the stack creates on its (always first, in-memory) run; tests read it with inject('staffAccount'). */
const STAFF_ACCOUNT = { email: 'staff.tester@candid.test', password: 'browser-test staff password' } as const;

/** Starts one local stack in a child process and waits for its ready line. */
const startStack = async (): Promise<{ stack: ProvidedStack; stop(): Promise<void> }> => {
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
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
      // Staff password hashes at a test cost: 2^17 costs ~1 s per sign-in here (DESIGN 13).
      env: { ...process.env, CANDID_STAFF_EMAIL: STAFF_ACCOUNT.email, CANDID_STAFF_PASSWORD: STAFF_ACCOUNT.password, CANDID_SCRYPT_N: '1024' },
    },
  );
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

  const stack = await new Promise<ProvidedStack>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      try {
        resolve(JSON.parse(line) as ProvidedStack);
      } catch {
        reject(new Error(`Unexpected output from the local stack: ${line}`));
      }
    });
    void exited.then((code) => reject(new Error(`The local stack exited with code ${code} before it was ready`)));
  });
  const stop = async (): Promise<void> => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { stack, stop };
};

/**
 * One stack per worker (issue #30): the browser files run side by side, each worker on its own stack, so a
 * file still has its stack to itself while it runs (own-stack.ts picks it by VITEST_POOL_ID).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1));
  const started = await Promise.allSettled(Array.from({ length: workers }, startStack));
  const stopAll = () => Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined))).then(() => undefined);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const stacks = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stack] : []));
  project.provide('localStacks', stacks);
  project.provide('staffAccount', STAFF_ACCOUNT);
  console.log(`[browser] ${stacks.length} local stack(s) at ${stacks.map((s) => s.urls.site).join(', ')}`);
  return stopAll;
}

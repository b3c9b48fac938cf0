import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { assertPortFree, waitFor } from './ports.js';

/**
 * DynamoDB Local (AWS's own emulator: transactions, streams, TTL API) from the jar that
 * amplify-dynamodb-simulator ships. We launch the jar ourselves; the package's JS wrapper expects
 * Amplify's folder layout (DESIGN section 13).
 */
export interface DynamoDbLocalOptions {
  port: number;
  /** Keep data in this folder (`-sharedDb -dbPath`); omit for an in-memory database. */
  dbPath?: string;
  quiet?: boolean;
}

export interface DynamoDbLocal {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const emulatorDir = (): string => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
};

const JAVA_MISSING =
  'Java was not found. DynamoDB Local needs a Java runtime (17 or newer): install it (e.g. `apt-get install openjdk-17-jre-headless`) and make sure `java` is on PATH.';

export const startDynamoDbLocal = async (opts: DynamoDbLocalOptions): Promise<DynamoDbLocal> => {
  await assertPortFree(opts.port, 'DynamoDB Local');
  const dir = emulatorDir();
  const storage = opts.dbPath ? ['-sharedDb', '-dbPath', opts.dbPath] : ['-sharedDb', '-inMemory'];
  if (opts.dbPath) mkdirSync(opts.dbPath, { recursive: true });
  const args = [
    // A small heap and the serial collector keep the JVM near 150-250 MB; C1-only JIT starts faster.
    '-Xms64m',
    '-Xmx512m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    '-port',
    String(opts.port),
    '-disableTelemetry',
    ...storage,
  ];
  const child = spawn('java', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (b: Buffer): void => {
    output = (output + b.toString()).slice(-4000);
    if (!opts.quiet) process.stderr.write(`[dynamodb] ${b.toString()}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  // A crashed or missing java must fail start-up at once, not after the readiness timeout.
  let failure: Error | undefined;
  child.once('error', (err: NodeJS.ErrnoException) => {
    failure = err.code === 'ENOENT' ? new Error(JAVA_MISSING) : err;
  });
  child.once('exit', (code, signal) => {
    failure ??= new Error(`DynamoDB Local exited during start-up (code ${code}, signal ${signal}):\n${output}`);
  });
  // Never leave an orphaned JVM behind if this Node process exits without calling stop().
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${opts.port}`;
  const stop = async (): Promise<void> => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitFor(
      async () => {
        if (failure) return true; // stop polling; reported below
        // Any HTTP answer (DynamoDB says 400 to a bare GET) means the server is up.
        await fetch(url, { signal: AbortSignal.timeout(500) });
        return true;
      },
      30_000,
      'DynamoDB Local',
    );
    if (failure) throw failure;
  } catch (err) {
    await stop();
    throw failure ?? err;
  }
  return { url, process: child, stop };
};

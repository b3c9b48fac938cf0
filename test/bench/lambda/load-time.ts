import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { median } from '../lib/stats.js';

const run = promisify(execFile);

/** Imports one module in a fresh Node process and prints how long the import took (ms). */
const CHILD = `const t = performance.now(); await import(process.env.BENCH_MODULE); process.stdout.write(String(performance.now() - t));`;

/** Handler environment for the import (nothing is called, but config must not be missing at module scope). */
const ENV = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_EC2_METADATA_DISABLED: 'true',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'bench',
  PHOTO_BUCKET: 'bench',
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret',
  WS_MANAGEMENT_URL: 'http://127.0.0.1:9/',
};

export const importMs = async (file: string): Promise<number> => {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CHILD], {
    env: { PATH: process.env.PATH ?? '', ...ENV, BENCH_MODULE: pathToFileURL(file).href },
  });
  const ms = Number(stdout.trim());
  if (!Number.isFinite(ms)) throw new Error(`import of ${file} printed ${stdout}`);
  return ms;
};

/**
 * Median import time of each file over `runs` fresh processes, runs interleaved (file A, B, C, A, B, C…)
 * so drift in machine load spreads over all of them. Sequential: parallel processes would time each other.
 */
export const medianImportMs = async (files: readonly string[], runs: number): Promise<Map<string, number>> => {
  const samples = new Map<string, number[]>(files.map((f) => [f, []]));
  for (let i = 0; i < runs; i++) for (const f of files) samples.get(f)!.push(await importMs(f));
  return new Map([...samples].map(([f, xs]) => [f, median(xs)]));
};

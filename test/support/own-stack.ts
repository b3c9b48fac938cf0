import { inject } from 'vitest';
import type { ProvidedStack } from './provided-context.js';

/**
 * This worker's local stack. The global setup starts one stack per browser worker; a worker runs one file at
 * a time and VITEST_POOL_ID (1…maxWorkers) names it, so no two files running side by side share a stack.
 */
export const ownStack = (): ProvidedStack => {
  const stacks = inject('localStacks');
  const stack = stacks[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % stacks.length];
  if (!stack) throw new Error('No local stack: run this file in the "browser" project (vitest run --project browser).');
  return stack;
};

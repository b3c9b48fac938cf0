import type { LocalStackUrls } from '../../infra/local/stack.js';

/** A running local stack as the browser project's global setup hands it over. */
export interface ProvidedStack {
  urls: LocalStackUrls;
  env: Record<string, string>;
}

/** What the global setups hand to test files through `inject(...)`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Integration project: the handler environment for DynamoDB Local + guarded s3rver (use-emulators.ts). */
    emulatorEnv: Record<string, string>;
    /** Integration project: one DynamoDB Local per worker (file-table.setup.ts picks the worker's by VITEST_POOL_ID). */
    dynamoEndpoints: string[];
    /** Integration project: the shared Stripe emulator (its STRIPE_* env is in emulatorEnv; HTTP test controls under /_test/). */
    stripeEmulatorUrl: string;
    /** Browser project: the running local stacks, one per worker (local-stack.global-setup.ts; a file takes its own with ownStack()). */
    localStacks: ProvidedStack[];
    /** Browser project: the staff account (name 'Admin', role admin) the stack created on its first run. */
    staffAccount: { email: string; password: string };
  }
}


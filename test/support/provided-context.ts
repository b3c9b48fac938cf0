import type { LocalStackUrls } from '../../infra/local/stack.js';

/** What the global setups hand to test files through `inject(...)`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Integration project: the handler environment for DynamoDB Local + guarded s3rver (use-emulators.ts). */
    emulatorEnv: Record<string, string>;
    /** Integration project: the table's stream ARN, for tests that read the stream. */
    emulatorStreamArn: string;
    /** Integration project: the shared Stripe emulator (its STRIPE_* env is in emulatorEnv; HTTP test controls under /_test/). */
    stripeEmulatorUrl: string;
    /** Browser project: the running local stack (local-stack.global-setup.ts). */
    localStack: { urls: LocalStackUrls; env: Record<string, string> };
  }
}

export {};

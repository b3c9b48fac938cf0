import type { TestProject } from 'vitest/node';
import { startEmulators } from './emulators.js';
import './provided-context.js';

/**
 * Integration project: a DynamoDB Local per worker, one S3, SES and Stripe for the whole run. The environment reaches test workers
 * through `project.provide` (tests call useEmulators() from use-emulators.ts); it is deliberately NOT
 * written to this process's env, which every other project's workers would inherit.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const workers = Math.max(1, Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1));
  const emulators = await startEmulators({ dynamoInstances: workers });
  project.provide('emulatorEnv', emulators.env);
  project.provide('stripeEmulatorUrl', emulators.urls.stripe);
  project.provide('dynamoEndpoints', emulators.dynamoUrls);
  console.log(`[integration] DynamoDB Local ${emulators.dynamoUrls.join(', ')}, S3 ${emulators.urls.s3}, SES ${emulators.urls.ses}, Stripe ${emulators.urls.stripe} ready in ${Date.now() - started} ms`);
  return () => emulators.stop();
}

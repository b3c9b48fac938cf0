import { inject } from 'vitest';
import './provided-context.js';

/**
 * Call at the top of an integration test file, BEFORE importing any handler or functions/core module:
 * those build their SDK clients from process.env at import time. Import them dynamically afterwards:
 *
 *   import { useEmulators } from '../support/use-emulators.js';
 *   const env = useEmulators();
 *   const { handler } = await import('../../functions/http/events/create.js');
 *
 * (Static `import` statements are hoisted above this call, so they would see an empty environment.)
 */
export const useEmulators = (): Record<string, string> => {
  const env = inject('emulatorEnv');
  if (!env) throw new Error('No emulator environment: run this file in the "integration" project (vitest run --project integration).');
  Object.assign(process.env, env);
  return env;
};

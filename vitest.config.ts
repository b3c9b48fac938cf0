import { defineConfig } from 'vitest/config';

/** The four test layers of DESIGN section 11. `npm test` runs them all. */
export default defineConfig({
  test: {
    // vitest's default is cores − 1: one file at a time on the 2-core CI machine. Most test time is spent waiting
    // (DynamoDB Local, S3, a browser), so three files side by side (issue #30); every integration file has its
    // own table on its worker's own DynamoDB Local (file-table.setup.ts), every browser worker its own stack.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,infra,web,tools}/**/*.test.{ts,tsx}', 'test/bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/testing-library.setup.ts'],
          // A screen test rendering a whole step takes 4–5 s when CI runs every layer at once on 2 cores
          // (the default limit is 5 s); a failing test still fails, only later.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/emulators.global-setup.ts'],
          // Each file has a table of its own, so files run side by side (issue #30).
          setupFiles: ['test/support/file-table.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/support/local-stack.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll gives up after 1 s by default: a screen waiting on a request can take longer on a
          // loaded 2-core machine (a staff list re-read after a debounced search failed CI that way).
          expect: { poll: { timeout: 15_000 } },
          // One file at a time. Each worker has a local stack of its own (own-stack.ts), and two workers halved
          // the layer's time on a quiet machine (1 849 s of files in 933 s), but on the CI machine they took
          // 1 980 s and six journeys failed: two Chromiums, two stacks and the files' own phones on 2 shared
          // cores leave each page too little CPU. The browser layer runs after the others, so it has the machine.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

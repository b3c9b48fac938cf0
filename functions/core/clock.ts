/**
 * The server's notion of "now". Production reads the system clock; only the local stack's test hooks may
 * shift it (CANDID_TEST_CLOCK=1 enables `setClockOffset`), so journeys can move time without touching
 * production code paths.
 */
let offsetMs = 0;

export const now = (): Date => new Date(Date.now() + offsetMs);

export const setClockOffset = (ms: number): void => {
  if (process.env.CANDID_TEST_CLOCK !== '1') throw new Error('The test clock is disabled');
  offsetMs = ms;
};

let pausedTotalMs = 0;

/**
 * Waits `ms` before answering (a code guesser's slow-down). Under the test clock the wait is counted
 * (`pausedMs`), not spent: tests see each slow-down exactly and never sit through ~11 s of them.
 */
export const pause = (ms: number): Promise<void> => {
  if (process.env.CANDID_TEST_CLOCK === '1') {
    pausedTotalMs += ms;
    return Promise.resolve();
  }
  return new Promise((resolve) => setTimeout(resolve, ms));
};

/** The pauses counted under the test clock since this process started. */
export const pausedMs = (): number => pausedTotalMs;

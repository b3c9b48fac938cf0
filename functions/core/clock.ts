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

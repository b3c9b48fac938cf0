/**
 * Rate-limit counters live in fixed windows (5 minutes of miss counts, 15 minutes of sign-in requests). A test
 * that counts up to a limit and straddles a window's end starts counting afresh and fails by chance. So the
 * test moves the server's test clock (CANDID_TEST_CLOCK=1) to one second into the next window: the count has
 * the whole window however slow the machine, and nothing waits. Returns the offset set, for a test that then
 * steps into the window after.
 */
export const clockInFreshWindow = (windowMs: number, setClockOffset: (ms: number) => void): number => {
  const offset = windowMs - (Date.now() % windowMs) + 1000;
  setClockOffset(offset);
  return offset;
};

/**
 * Rate-limit counters live in fixed windows (e.g. 5 minutes of miss counts). A test that counts up to a limit and
 * straddles a window's end starts counting afresh and fails by chance; it waits for a fresh window first when the
 * current one has less than `needMs` left.
 */
export const inFreshWindow = async (windowMs: number, needMs = 40_000): Promise<void> => {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
};

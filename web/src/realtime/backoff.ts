/** First retry after 0.5–1 s, doubling up to 15–30 s. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Exponential backoff with "equal jitter": half of the exponential step is fixed, half random, so
 * phones that lost the connection together (a venue's Wi-Fi dropping) do not all come back at once, and
 * no retry is ever immediate.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + random() * (step / 2));
}

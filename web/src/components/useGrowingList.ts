import { startTransition, useEffect, useState } from 'react';

/**
 * The part of `items` to render now: `step` items at once, then `step` more a task until all are rendered.
 * React's render of a transition yields to the browser, its commit does not: 50 photo cards inserted in one
 * commit hold a phone's main thread for one long task (their DOM inserts, then the layout of them all). A
 * step at a time, each commit is short and the first screen's cards come first.
 *
 * It remembers the last item it rendered, by key: items that arrive above it (new photos on top) show at
 * once, so the page can keep the reader's place; items below it (a next page) grow in the same way.
 * `keyOf` must be stable (a module-level function).
 */
export function useGrowingList<T>(items: readonly T[], keyOf: (item: T) => string, step: number): readonly T[] {
  const [last, setLast] = useState<{ key: string; count: number } | null>(null);
  const at = last ? items.findIndex((item) => keyOf(item) === last.key) : -1;
  // A last item that left the list (hidden, deleted) leaves its count.
  const count = Math.min(items.length, Math.max(step, at >= 0 ? at + 1 : (last?.count ?? 0)));
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => {
      const next = Math.min(items.length, count + step);
      startTransition(() => setLast({ key: keyOf(items[next - 1]!), count: next }));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, items, keyOf, step]);
  return count >= items.length ? items : items.slice(0, count);
}

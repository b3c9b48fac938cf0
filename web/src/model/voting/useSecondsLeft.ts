import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms; 0 once reached, or without a deadline), re-rendering at
 * each whole-second boundary: 3, 2, 1, 0.
 */
export function useSecondsLeft(deadline: number | null): number {
  const [, setTick] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setTick((n) => n + 1);
      const left = deadline - Date.now();
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);

  // Read at render, so a new deadline never shows the previous photo's "open" state for a frame.
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

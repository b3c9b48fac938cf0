import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown that runs while `running` (restarting from `seconds` when it starts again),
 * calling `onDone` once at zero. The payment success page's 30 s auto-redirect and 10 s fallback.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    setLeft(seconds);
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, running]);

  return left;
}

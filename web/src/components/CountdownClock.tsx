import { useEffect, useState } from 'react';
import type { EventView } from '../../../../shared/schemas/events';
import { formatClock } from '../../model/gallery/galleryModel';

/** Spec: a clock in the top right shows hours, minutes and seconds while the event counts down and time remains. */
export function CountdownClock({ event }: { event: EventView }) {
  const endsAt = event.eventState === 'countdown' && event.endsAt ? Date.parse(event.endsAt) : NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!Number.isFinite(endsAt)) return;
    // Ticks on the second boundary of the remaining time, so the display never skips a second.
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const left = endsAt - at;
      if (left > 0) timer = setTimeout(tick, (left % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const left = endsAt - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  return (
    <p className="clock" role="timer" aria-label={`Time remaining ${formatClock(left)}`}>
      {formatClock(left)}
    </p>
  );
}

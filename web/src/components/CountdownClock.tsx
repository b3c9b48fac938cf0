import { useEffect, useState } from 'react';
import type { EventView } from '../../../shared/schemas/events';
import { formatClock } from '../model/live-event/formatClock';
import { useTexts } from '../i18n/texts';

/** Seen beside the digits (event texts home.timeLeft): a bare "07:59:12" reads like a clock time, not the time the event has left. */

/**
 * Spec: a clock shows hours, minutes and seconds while the event counts down and time remains (the gallery's
 * top right; the camera shows it too). The digits are the timer; the label says what they count.
 */
export function CountdownClock({ event, className }: { event: EventView; className?: string }) {
  const endsAt = event.eventState === 'countdown' && event.endsAt ? Date.parse(event.endsAt) : NaN;
  const t = useTexts('event').home;
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
    <p className={className ? `time-left ${className}` : 'time-left'}>
      <span className="time-left__label" aria-hidden="true">
        {t.timeLeft}
      </span>
      <span className="clock" role="timer" aria-label={t.timeRemaining(formatClock(left))}>
        {formatClock(left)}
      </span>
    </p>
  );
}

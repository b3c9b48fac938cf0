import { useEffect, useRef, useState } from 'react';
import { STARTED_TOAST_MS } from '#shared/constants.js';
import type { EventState } from '#shared/event-settings.js';

/** true for STARTED_TOAST_MS after the event's state changes to countdown while this screen is open. */
export function useStartedToast(eventState: EventState): boolean {
  const [shown, setShown] = useState(false);
  const previous = useRef(eventState);

  useEffect(() => {
    const before = previous.current;
    previous.current = eventState;
    if (before === 'not_started' && eventState === 'countdown') setShown(true);
  }, [eventState]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), STARTED_TOAST_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return shown;
}

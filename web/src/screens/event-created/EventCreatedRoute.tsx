import { useEffect, useMemo } from 'react';
import { loadCreator, type StoredCreator } from '../../model/creator/creatorStore';
import type { Joined } from '../../model/join/joinOutcome';
import { EventCreatedScreen } from './EventCreatedScreen';

export interface CreatedHere {
  creator: StoredCreator;
  savedOnDevice: boolean;
}

interface EventCreatedRouteProps {
  code: string;
  /** The event just created in this tab, kept in memory in case the device refused to store it. */
  createdHere: CreatedHere | null;
  /** No record of this event on the device (storage cleared): there is nothing to show. */
  onMissing: () => void;
  onEntered: (entered: Joined) => void;
}

/** The eventCreated state: finds the created event (memory first, then the device store) and shows it. */
export function EventCreatedRoute({ code, createdHere, onMissing, onEntered }: EventCreatedRouteProps) {
  const created = useMemo((): CreatedHere | null => {
    if (createdHere?.creator.event.code === code) return createdHere;
    const stored = loadCreator(code);
    return stored ? { creator: stored, savedOnDevice: true } : null;
  }, [code, createdHere]);

  useEffect(() => {
    if (!created) onMissing();
  }, [created, onMissing]);

  return created ? <EventCreatedScreen creator={created.creator} savedOnDevice={created.savedOnDevice} onEntered={onEntered} /> : null;
}

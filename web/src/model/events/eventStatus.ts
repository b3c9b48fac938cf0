import type { EventStatus } from '#shared/event-settings.js';

/**
 * Camera status label (spec section 4): active is Event Live, waiting is Event Starting Soon, voting is
 * Voting Phase, anything else is Event Ended (the texts: event home.status). "voting" is a display state of
 * the spec that the server does not have (yet); it is accepted here so the mapping stays the spec's.
 */
export type CameraStatusKey = 'active' | 'waiting' | 'voting' | 'ended';

/** The camera status label's key in the event texts (home.status), the same mapping in the device's language. */
export function cameraStatusKey(status: EventStatus | 'voting'): CameraStatusKey {
  return status === 'active' || status === 'waiting' || status === 'voting' ? status : 'ended';
}

/** The status as a word, for the join screen's Details card and the admin stats. */
export const STATUS_LABELS: Record<EventStatus, string> = {
  waiting: 'Waiting',
  active: 'Active',
  completed: 'Completed',
};

/** Status colours (spec section 4): waiting yellow, active green, others grey. */
export const statusTone = (status: EventStatus): 'waiting' | 'active' | 'other' =>
  status === 'waiting' || status === 'active' ? status : 'other';

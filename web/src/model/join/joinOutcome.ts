import type { EventView } from '#shared/schemas/events.js';
import type { ParticipantView } from '#shared/schemas/participants.js';
import type { EventSession } from '../session/sessionStore';

/**
 * What a join or enter-event attempt ended in.
 * - joined: the session is saved on the device and is the current one; the main flow opens the camera
 *   state with the event and participant the server just returned (no second request).
 * - rejected: a spec message to show under the form (not found, ended, full, failures).
 */
export type JoinOutcome =
  | { kind: 'joined'; session: EventSession; event: EventView; participant: ParticipantView }
  | { kind: 'rejected'; message: string };

export type Joined = Extract<JoinOutcome, { kind: 'joined' }>;

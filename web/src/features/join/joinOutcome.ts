import type { EventView } from '../../../../shared/schemas/events';

/**
 * What a join or enter-event attempt ended in.
 * - rejected: a spec message to show under the form (not found, ended, full, failures).
 * - unavailable: the event can be joined, but joining itself ships with the next release (the join
 *   endpoint does not exist yet). The lead replaces this with a "joined" outcome carrying the session.
 */
export type JoinOutcome = { kind: 'rejected'; message: string } | { kind: 'unavailable'; event: EventView };

export const joinUnavailableText = (title: string): string =>
  `Found “${title}”. Joining events from the app arrives with the next release of Candid.`;

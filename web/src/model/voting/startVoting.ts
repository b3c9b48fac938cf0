import type { EventView } from '#shared/schemas/events.js';

export const START_VOTING_LABEL = 'Start Voting';
export const ALL_PHOTOS_VOTED_LABEL = 'All Photos Voted';

/**
 * Voting is open while the event runs: started (countdown) and not ended. With reveal after the end
 * (shared/rules/reveal.ts) it opens at the end instead, until the server's votingEndsAt.
 */
export const votingOpen = (event: Pick<EventView, 'status' | 'eventState' | 'revealAfterEnd' | 'votingEndsAt'>, at: number = Date.now()): boolean =>
  event.revealAfterEnd === true
    ? event.status === 'completed' && !!event.votingEndsAt && Date.parse(event.votingEndsAt) > at
    : event.eventState === 'countdown' && event.status === 'active';

/** Why Start Voting is disabled, said beside it (a greyed button alone does not tell a guest when it opens). */
export const START_VOTING_REASONS = {
  notStarted: 'Voting opens when the organizer starts the event.',
  ended: 'Voting has closed: the event has ended.',
  allVoted: 'You have voted on every photo so far. New photos will appear here.',
  reveal: 'Voting opens when the event ends and every photo is revealed, for one hour.',
} as const;

export type StartVotingReason = keyof typeof START_VOTING_REASONS;

export interface StartVotingState {
  disabled: boolean;
  /** Every photo has this guest's vote (the label reads All Photos Voted). */
  allVoted: boolean;
  label: string;
  /** Why it is disabled (null when enabled), in English; `why` names it for the screen's catalogue. */
  reason: string | null;
  why: StartVotingReason | null;
}

/**
 * The gallery's Start Voting button (spec "Voting view"): disabled when the event is not_started or ended,
 * or when every photo has this guest's vote, which also changes the label to "All Photos Voted".
 */
export function startVotingState(event: EventView, allVoted: boolean, at: number = Date.now()): StartVotingState {
  const ended = event.status === 'completed' || event.eventState === 'ended';
  const open = votingOpen(event, at);
  const why: StartVotingReason | null = ended && !open
    ? 'ended'
    : !open
      ? event.revealAfterEnd === true && event.status === 'active' ? 'reveal' : 'notStarted'
      : allVoted
        ? 'allVoted'
        : null;
  return {
    disabled: why !== null,
    allVoted,
    label: allVoted ? ALL_PHOTOS_VOTED_LABEL : START_VOTING_LABEL,
    reason: why === null ? null : START_VOTING_REASONS[why],
    why,
  };
}

/**
 * Whether every listed photo is among the voted ones (the `allVoted` input above, from the gallery's photo
 * ids and `readVotedPhotos` of ./votedRecord). No photos at all is not "all voted": voting then says
 * "No more photos to vote on!".
 */
export function allPhotosVoted(photoIds: readonly string[], voted: Iterable<string>): boolean {
  if (photoIds.length === 0) return false;
  const set = voted instanceof Set ? (voted as Set<string>) : new Set(voted);
  return photoIds.every((id) => set.has(id));
}

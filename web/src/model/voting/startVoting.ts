import type { EventView } from '../../../../shared/schemas/events';

export const START_VOTING_LABEL = 'Start Voting';
export const ALL_PHOTOS_VOTED_LABEL = 'All Photos Voted';

/** Voting is open while the event runs: started (countdown) and not ended. */
export const votingOpen = (event: Pick<EventView, 'status' | 'eventState'>): boolean =>
  event.eventState === 'countdown' && event.status === 'active';

/**
 * The gallery's Start Voting button (spec "Voting view"): disabled when the event is not_started or ended,
 * or when every photo has this guest's vote, which also changes the label to "All Photos Voted".
 */
export function startVotingState(event: EventView, allVoted: boolean): { disabled: boolean; label: string } {
  return {
    disabled: !votingOpen(event) || allVoted,
    label: allVoted ? ALL_PHOTOS_VOTED_LABEL : START_VOTING_LABEL,
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

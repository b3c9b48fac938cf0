/**
 * Reveal after the end (DESIGN 16, disposable-camera style). Until the event ends a guest sees only their
 * own photos; at the end everything is revealed and voting opens for REVEAL_VOTING_MINUTES, then the awards.
 *
 * Why 60 minutes: the reveal is a shared moment of the party's end, while people are still together; an hour
 * lets everyone look through and vote (a vote needs 3 seconds of looking, so even 200 votes take ~15 minutes)
 * and still brings the awards the same evening, before people have gone home and stopped looking.
 */
export const REVEAL_VOTING_MINUTES = 60;
const REVEAL_VOTING_MS = REVEAL_VOTING_MINUTES * 60_000;

/** When voting closes for a reveal event that ended at `endedAt` (ISO). */
export const revealVotingEndsAt = (endedAt: string): string => new Date(Date.parse(endedAt) + REVEAL_VOTING_MS).toISOString();

/** The earliest end time whose reveal voting is still open at `at` (the votes' condition compares endedAt with it). */
export const revealVotingCutoff = (at: Date): string => new Date(at.getTime() - REVEAL_VOTING_MS).toISOString();

interface RevealEvent {
  revealAfterEnd?: boolean;
  status: string;
  endedAt?: string | null;
}

/** Whether voting is open for the event at `at`: while it runs normally; with reveal, only in the hour after the end. */
export const votingPhase = (e: RevealEvent & { endsAt?: string | null }, at: Date): 'before' | 'open' | 'closed' => {
  if (!e.revealAfterEnd) {
    if (e.status === 'waiting') return 'before';
    return e.status === 'active' && (!e.endsAt || Date.parse(e.endsAt) > at.getTime()) ? 'open' : 'closed';
  }
  if (e.status !== 'completed' || !e.endedAt) return 'before';
  return Date.parse(revealVotingEndsAt(e.endedAt)) > at.getTime() ? 'open' : 'closed';
};

/** Whether guests still see only their own photos (the creator sees all: they moderate). */
export const photosHidden = (e: RevealEvent): boolean => e.revealAfterEnd === true && e.status !== 'completed';

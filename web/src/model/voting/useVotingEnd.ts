import { useEffect, useState } from 'react';
import type { EventView } from '#shared/schemas/events.js';

/**
 * Reveal after the end: renders the screen again when the hour of voting closes (votingEndsAt). Nothing about
 * the event changes then (no message, no re-read while the socket is up), so what a screen decides with
 * votingOpen(event) at render (Start Voting or View Awards, "voting is open until …", the ballot) would
 * otherwise stay as it was.
 */
export function useVotingEnd(event: Pick<EventView, 'revealAfterEnd' | 'votingEndsAt'>): void {
  const votingEndsAt = event.revealAfterEnd === true ? (event.votingEndsAt ?? null) : null;
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!votingEndsAt) return;
    const left = Date.parse(votingEndsAt) - Date.now();
    if (!(left >= 0)) return;
    const timer = setTimeout(() => setTick((n) => n + 1), left + 1);
    return () => clearTimeout(timer);
  }, [votingEndsAt]);
}

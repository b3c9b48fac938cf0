import { useEffect, useRef } from 'react';
import type { EventView } from '#shared/schemas/events.js';
import { holdsCreatorCredential } from '../creator/creatorKey';
import { galleryPath } from '../events/paths';
import { afterHistorySettles } from '../navigation/backToClose';
import { useNavigateWhileHere } from '../navigation/useNavigateWhileHere';
import { votingOpen } from '../voting/startVoting';
import type { LiveEvent } from './useLiveEvent';

/** Ended for every screen: completed, or past the free gallery's 5 days (spec section 4). */
export const hasEnded = (event: EventView): boolean => event.status === 'completed' || event.galleryExpired;

/** Where the end of the event sends this person (spec section 4, "Event status"). */
export type EndView = 'awards' | 'expired' | 'gallery';

/**
 * Spec: "On end, the organizer goes to the expired (purchase) view and participants go to the awards view."
 * Once the free gallery has expired a guest gets the gallery page, which shows the expired screen directly.
 */
export function endDestination(event: EventView, name: string, organizer: boolean): { path: string; view: EndView } {
  const gallery = galleryPath(event.code, name);
  if (organizer) return { path: `${gallery}&view=expired`, view: 'expired' };
  // Reveal after the end: the end is the reveal — everyone's photos, and voting for an hour before the awards.
  if (!event.galleryExpired && votingOpen(event)) return { path: gallery, view: 'gallery' };
  return event.galleryExpired ? { path: gallery, view: 'expired' } : { path: `${gallery}&view=awards`, view: 'awards' };
}

interface EndOptions {
  /** The view this screen already is (the gallery page's awards or expired view): no move then. */
  showing?: EndView | null;
  /** Also move when the event had already ended when the screen opened (the event home of a guest). */
  onOpen?: boolean;
}

/**
 * The one place where the end of an event moves people (every live screen calls it with its useLiveEvent):
 * when the screen sees the event end — a realtime message, a poll or reconnect re-read, or the
 * organizer's own End — it replaces itself with the awards (guests) or the expired/purchase view (the
 * organizer), whatever is open on it. `replace`, so Back does not return to a screen that would move again.
 * Returns true while it is moving this person (the screen may show nothing meanwhile).
 *
 * Not once this person has left the screen: after a tap on a link whose page is still loading the screen
 * stays mounted, its socket open, and the end would replace the entry tapped to (useNavigateWhileHere). The
 * page they went to is still a valid place for an ended event (the gallery offers its awards; the camera
 * moves a guest on by itself when it opens).
 */
export function useEndOfEvent(live: LiveEvent, { showing = null, onOpen = false }: EndOptions = {}): boolean {
  const navigate = useNavigateWhileHere();
  /** Whether the event had ended when this screen last looked (null: not seen yet). */
  const seen = useRef<boolean | null>(null);
  const ready = live.phase === 'ready';
  const ended = ready && hasEnded(live.event);
  const organizer = ready && (live.participant.isCreator || holdsCreatorCredential(live.event.code));
  const destination = ready ? endDestination(live.event, live.participant.name, organizer) : null;
  const path = destination && destination.view !== showing ? destination.path : null;
  const moveOnOpen = onOpen && !organizer;

  useEffect(() => {
    if (!ready) return;
    const before = seen.current;
    seen.current = ended;
    if (!ended || !path) return;
    if (before === false || (before === null && moveOnOpen)) {
      // A dialog closing in the same commit steps back over its history entry first (backToClose.ts).
      afterHistorySettles(() => navigate(path, { replace: true }));
    }
  }, [ready, ended, path, moveOnOpen, navigate]);

  return ended && path !== null && moveOnOpen;
}

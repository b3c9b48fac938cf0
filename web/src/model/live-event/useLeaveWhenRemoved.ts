import { useEffect } from 'react';
import type { Location } from 'react-router-dom';
import { normalizePrefilledCode, parseFlowState, type LobbyNotice } from '../main-flow/flowState';
import { useMovedTo } from '../navigation/useNavigateWhileHere';
import type { LeaveReason } from './useLiveEvent';

const noticeFor = (reason: LeaveReason): LobbyNotice | undefined =>
  reason === 'kicked' ? 'KICKED' : reason === 'unauthorized' ? 'UNAUTHORIZED' : undefined;

/**
 * Whether `location` is one of the event's own screens, which need this person's session: the camera (the
 * main flow's camera or admin state), the gallery (with its voting and awards), the admin screen.
 */
export function isEventScreen(location: Pick<Location, 'pathname' | 'search' | 'state'>, code: string): boolean {
  if (location.pathname === '/') {
    const flow = parseFlowState(location.state);
    return (flow.screen === 'camera' || flow.screen === 'admin') && flow.code === code;
  }
  if (location.pathname !== '/gallery' && location.pathname !== '/event-admin') return false;
  const state = (location.state ?? {}) as { eventCode?: unknown };
  const linked = new URLSearchParams(location.search).get('event') ?? (typeof state.eventCode === 'string' ? state.eventCode : null);
  return normalizePrefilledCode(linked) === code;
}

/**
 * When the live event says this person may no longer be in it (removed, the credential refused, the event
 * gone: useLiveEvent's phase "left"), back to the lobby with the reason's notice (onLeave).
 *
 * A link tapped just before, whose page is still loading (this screen is then still mounted, its socket open):
 * the move gives way to it when it leads out of the event (the order page, the pricing, the organizer portal
 * are still valid places), and not when it leads to another of the event's screens, which the removal ends too
 * and which would say less (the gallery: "No event information found"; the camera would leave without the notice).
 */
export function useLeaveWhenRemoved(code: string, reason: LeaveReason | null, onLeave: (notice?: LobbyNotice) => void): void {
  const movedTo = useMovedTo();
  useEffect(() => {
    if (!reason) return;
    const away = movedTo();
    if (away && !isEventScreen(away, code)) return;
    onLeave(noticeFor(reason));
  }, [code, reason, onLeave, movedTo]);
}

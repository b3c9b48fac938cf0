import { EVENT_CODE_LENGTH } from '#shared/constants.js';

/**
 * The main flow at `/` (spec "Main flow states"): lobby, directJoin, userSelect, createEvent, eventCreated,
 * admin, camera. The current state rides in the history entry's state, so the phone's Back button walks
 * back through the screens and a reload stays on the same screen. Nothing secret goes in it: the creator
 * credential stays in the device store and is looked up by code.
 *
 * Checked by hand rather than with zod on purpose: this module is part of the lobby's first load, which
 * must stay within the guest-entry budget (DESIGN section 12).
 */
const SCREENS_WITH_CODE = ['eventCreated', 'directJoin', 'userSelect', 'admin', 'camera'] as const;
type ScreenWithCode = (typeof SCREENS_WITH_CODE)[number];

/**
 * Why the lobby shows after leaving an event against the guest's will; the lobby shows the catalogue's
 * message for it. (Only codes ride in the history entry, never free text.)
 */
export const LOBBY_NOTICES = ['KICKED', 'UNAUTHORIZED'] as const;
export type LobbyNotice = (typeof LOBBY_NOTICES)[number];

export type FlowState =
  | { screen: 'lobby'; prefilledCode?: string; notice?: LobbyNotice }
  | { screen: 'createEvent' }
  /** admin is the /event-admin page (see AppRoutes); the main flow only forwards to it. */
  | { screen: ScreenWithCode; code: string };
export type FlowScreen = FlowState['screen'];

export const LOBBY: FlowState = { screen: 'lobby' };

const isScreenWithCode = (value: unknown): value is ScreenWithCode =>
  SCREENS_WITH_CODE.some((screen) => screen === value);

/** Whatever the history entry holds (another app's state, an old shape, nothing) falls back to the lobby. */
export function parseFlowState(state: unknown): FlowState {
  if (typeof state !== 'object' || state === null) return LOBBY;
  const { screen, code, prefilledCode, notice } = state as Record<string, unknown>;
  if (screen === 'lobby') {
    const lobby: FlowState = { screen };
    if (typeof prefilledCode === 'string') lobby.prefilledCode = prefilledCode;
    const known = LOBBY_NOTICES.find((n) => n === notice);
    if (known) lobby.notice = known;
    return lobby.prefilledCode || lobby.notice ? lobby : LOBBY;
  }
  if (screen === 'createEvent') return { screen };
  if (isScreenWithCode(screen) && typeof code === 'string') return { screen, code };
  return LOBBY;
}

/** A code from an event link (?code=…): upper-cased and cut to the field's length; blank means none. */
export function normalizePrefilledCode(raw: string | null): string | undefined {
  const code = raw?.trim().toUpperCase().slice(0, EVENT_CODE_LENGTH);
  return code ? code : undefined;
}

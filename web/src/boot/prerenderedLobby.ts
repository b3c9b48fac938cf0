import { hasDesktopOverride } from '../model/device/desktopOverride';
import { isMobileDevice, readDeviceTraits } from '../model/device/isMobileDevice';
import { currentSession } from '../model/session/sessionStore';
import { readStored } from '../storage/deviceStorage';
import { applyDocumentLanguage, currentLocale } from '../i18n/localeStore';
import { LOCALES, type Locale } from '../../../shared/i18n/locale';
import { lobbyTemplateId } from './lobbyTemplateId';

/**
 * The build prerenders the lobby's first screen into index.html (tools/vite/prerender-lobby.ts) inside a
 * <template>: inert, so no other route ever paints it. The first of the boot entry and the app's entry to
 * run decides, once, whether this load shows the lobby; only then is the lobby's markup put into #root, where
 * it paints as soon as this tiny script has run (React's ~85 KB are not needed for it), and React hydrates
 * it. Every other load keeps the splash and React renders from scratch, as before.
 */
export { lobbyTemplateId };
/**
 * model/orders/pendingOrder.ts's PENDING_ORDER_KEY, not imported so the boot entry stays one file
 * (prerenderedLobby.test.tsx checks the two agree). A remembered order may show the paid-order banner,
 * which the prerendered lobby does not have: such a load renders from scratch instead of hydrating.
 */
export const PENDING_ORDER_STORAGE_KEY = 'aln_pending_order';
const DECIDED = 'data-first-screen';

/** index.html's splash says "Loading Candid…" (English: no script has run yet); other languages' words. */
const SPLASH_TEXT: Partial<Record<Locale, string>> = { ro: 'Se încarcă Candid…' };

export type FirstScreen = 'lobby' | 'app';

/** What decides whether a load is the lobby: MainFlowPage's and DeviceGate's own inputs. */
export interface LoadFacts {
  pathname: string;
  search: string;
  /** react-router's entry state (history.state.usr): a flow screen other than a fresh load. */
  entryState: unknown;
  /** A current session on the device: `/` then resumes its event's camera. */
  hasCurrentSession: boolean;
  /** A phone or touch device, or the desktop override (otherwise `/` shows the desktop notice). */
  mobileOrOverride: boolean;
  /** An order remembered on the device (the lobby may show its paid-order banner). */
  hasPendingOrder?: boolean;
}

/** True when `/` will render the lobby's select mode as prerendered: no event link, no flow state, no session to resume, no remembered order, a phone. */
export function isLobbyLoad({ pathname, search, entryState, hasCurrentSession, mobileOrOverride, hasPendingOrder = false }: LoadFacts): boolean {
  return pathname === '/' && !new URLSearchParams(search).has('code') && (entryState === null || entryState === undefined) && !hasCurrentSession && !hasPendingOrder && mobileOrOverride;
}

function readLoadFacts(win: Window): LoadFacts {
  const state: unknown = win.history.state;
  return {
    pathname: win.location.pathname,
    search: win.location.search,
    entryState: typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : null,
    hasCurrentSession: currentSession() !== null,
    mobileOrOverride: isMobileDevice(readDeviceTraits(win)) || hasDesktopOverride(win.location.search),
    hasPendingOrder: readStored(PENDING_ORDER_STORAGE_KEY) !== null,
  };
}

/**
 * Decides once per page (later calls return the first answer): on a lobby load the markup of the device's
 * language replaces the splash in #root (else the splash speaks that language); the templates are removed either way. `<html lang>` follows the
 * device's language from here on.
 */
export function settleFirstScreen(doc: Document = document): FirstScreen {
  const root = doc.getElementById('root');
  if (!root) return 'app';
  const decided = root.getAttribute(DECIDED);
  if (decided === 'lobby' || decided === 'app') return decided;
  const locale = currentLocale();
  applyDocumentLanguage(locale);
  const template = doc.getElementById(lobbyTemplateId(locale));
  const win = doc.defaultView;
  const lobby = template instanceof HTMLTemplateElement && win !== null && isLobbyLoad(readLoadFacts(win));
  if (lobby) {
    root.replaceChildren(template.content.cloneNode(true));
    holdEarlyTaps(root);
  } else {
    const splash = root.querySelector('.splash__text');
    const text = SPLASH_TEXT[locale];
    if (splash && text) splash.textContent = text;
  }
  for (const other of LOCALES) doc.getElementById(lobbyTemplateId(other))?.remove();
  root.setAttribute(DECIDED, lobby ? 'lobby' : 'app');
  return lobby ? 'lobby' : 'app';
}

/*
 * The prerendered buttons show before React listens to them (its code is still arriving), so a tap then
 * would be lost. Until the lobby has hydrated, a tap on a button is held here, kept from React (which would
 * otherwise replay some on its own: one tap must not count twice), and replayed once the lobby's first
 * render has committed (lobbyHydrated, called by MainFlowPage). Links need no help: they navigate anyway.
 */
/** The tapped button, null while holding with none yet, undefined once released. */
let heldTap: HTMLButtonElement | null | undefined;

function holdTap(event: Event): void {
  const button = heldTap === undefined ? null : (event.target as Element).closest('button');
  if (!button) return;
  event.stopImmediatePropagation();
  event.preventDefault();
  heldTap = button;
}

function holdEarlyTaps(root: HTMLElement): void {
  heldTap = null;
  root.addEventListener('click', holdTap, true);
}

/** The lobby's first render has committed: React owns the prerendered buttons; replays a tap made before. */
export function lobbyHydrated(): void {
  const button = heldTap;
  heldTap = undefined;
  if (button?.isConnected) button.click();
}

import { hasDesktopOverride } from '../model/device/desktopOverride';
import { isMobileDevice, readDeviceTraits } from '../model/device/isMobileDevice';
import { currentSession } from '../model/session/sessionStore';
import { browserStorage, readStored } from '../storage/deviceStorage';
import { applyDocumentLanguage, currentLocale } from '../i18n/localeStore';
import type { Locale } from '../../../shared/i18n/locale';
import { firstScreenStyleId, firstScreenTemplateId, lobbyTemplateId, PRERENDERED_SCREENS, type PrerenderedScreen } from './firstScreenTemplates';

/**
 * The build prerenders two first screens into index.html (tools/vite/prerender-first-screens.ts), each inside
 * a <template>: inert, so no other route ever paints them. The lobby's select mode at `/`, and the pricing
 * page's first step at `/pricing` (its prices wait for the visitor's country, as they do in the app). The
 * first of the boot entry and the app's entry to run decides, once, which of them this load shows; only
 * then is that markup put into #root, where it paints as soon as this tiny script has run (React's ~85 KB
 * are not needed for it), and React hydrates it. Every other load keeps the splash and React renders from
 * scratch, as before.
 */
export { lobbyTemplateId };
/**
 * model/orders/pendingOrder.ts's PENDING_ORDER_KEY, not imported so the boot entry stays one file
 * (lobbyHydration.test.tsx checks the two agree). A remembered order may show the paid-order banner,
 * which the prerendered lobby does not have: such a load renders from scratch instead of hydrating.
 */
export const PENDING_ORDER_STORAGE_KEY = 'aln_pending_order';
/**
 * model/pricing/pricingStorage.ts's PRICING_STATE_KEY (this tab's choices), not imported for the same reason
 * (pricingHydration.test.tsx checks the two agree). With choices saved, /pricing resumes them: no prerender.
 */
export const PRICING_STATE_STORAGE_KEY = 'candid:pricing';
/** The query parameters that make /pricing start other than at a fresh first step (initialPricing.ts). */
const PRICING_START_PARAMS = /[?&](type|size|name|email|step)(=|&|$)/;
const DECIDED = 'data-first-screen';

/** index.html's splash says "Loading Candid…" (English: no script has run yet); other languages' words. */
const SPLASH_TEXT: Partial<Record<Locale, string>> = { ro: 'Se încarcă Candid…' };

export type FirstScreen = PrerenderedScreen | 'app';

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
  /** This tab's saved pricing choices (/pricing resumes them). */
  hasPricingState?: boolean;
}

/** True when `/` will render the lobby's select mode as prerendered: no event link, no flow state, no session to resume, no remembered order, a phone. */
export function isLobbyLoad({ pathname, search, entryState, hasCurrentSession, mobileOrOverride, hasPendingOrder = false }: LoadFacts): boolean {
  return pathname === '/' && !new URLSearchParams(search).has('code') && (entryState === null || entryState === undefined) && !hasCurrentSession && !hasPendingOrder && mobileOrOverride;
}

/** True when `/pricing` will render its first step as prerendered: a fresh start, no saved choices, no reorder link. */
export function isPricingLoad({ pathname, search, hasPricingState = false }: LoadFacts): boolean {
  return pathname.replace(/\/+$/, '') === PRERENDERED_SCREENS.pricing && !hasPricingState && !PRICING_START_PARAMS.test(search);
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
    hasPricingState: readStored(PRICING_STATE_STORAGE_KEY, browserStorage('session')) !== null,
  };
}

/**
 * Decides once per page (later calls return the first answer): on a load of a prerendered screen, its markup
 * in the device's language replaces the splash in #root (and its own styles go into <head>); else the splash
 * speaks that language. The templates are removed either way. `<html lang>` follows the device's language
 * from here on.
 */
export function settleFirstScreen(doc: Document = document): FirstScreen {
  const root = doc.getElementById('root');
  if (!root) return 'app';
  const decided = root.getAttribute(DECIDED) as FirstScreen | null;
  if (decided) return decided;
  const locale = currentLocale();
  applyDocumentLanguage(locale);
  const win = doc.defaultView;
  const facts = win && readLoadFacts(win);
  const wanted: PrerenderedScreen | null = !facts ? null : isLobbyLoad(facts) ? 'lobby' : isPricingLoad(facts) ? 'pricing' : null;
  const template = wanted && doc.getElementById(firstScreenTemplateId(wanted, locale));
  const screen = template instanceof HTMLTemplateElement ? wanted! : 'app';
  if (screen !== 'app') {
    const style = doc.getElementById(firstScreenStyleId(screen));
    if (style instanceof HTMLTemplateElement) doc.head.append(style.content);
    root.replaceChildren((template as HTMLTemplateElement).content);
    holdEarlyTaps(root);
  } else {
    const splash = root.querySelector('.splash__text');
    const text = SPLASH_TEXT[locale];
    if (splash && text) splash.textContent = text;
  }
  // Every screen's templates and styles (their ids are firstScreenTemplates.ts's), shown or not.
  for (const other of doc.querySelectorAll('template[id*="-prerender-"]')) other.remove();
  root.setAttribute(DECIDED, screen);
  return screen;
}

/*
 * The prerendered buttons and choices show before React listens to them (its code is still arriving), so a
 * tap then would be lost, or (a radio) change the page behind React's back. Until the screen has hydrated, a
 * tap on a button or a choice is held here, kept from the browser and from React (which would otherwise
 * replay some on its own: one tap must not count twice), and replayed once the screen's first render has
 * committed (firstScreenHydrated, called by MainFlowPage and PricingPage). Links need no help: they navigate
 * anyway.
 */
/** The tapped control, null while holding with none yet, undefined once released. */
let heldTap: HTMLElement | null | undefined;

function holdTap(event: Event): void {
  const control = heldTap === undefined ? null : (event.target as Element).closest<HTMLElement>('button, label, input');
  if (!control) return;
  event.stopImmediatePropagation();
  event.preventDefault();
  heldTap = control;
}

function holdEarlyTaps(root: HTMLElement): void {
  heldTap = null;
  root.addEventListener('click', holdTap, true);
}

/** The prerendered screen's first render has committed: React owns its controls; replays a tap made before. */
export function firstScreenHydrated(): void {
  const control = heldTap;
  heldTap = undefined;
  if (control?.isConnected) control.click();
}

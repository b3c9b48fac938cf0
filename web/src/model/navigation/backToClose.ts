import { useCallback, useEffect, useRef } from 'react';

/**
 * The phone's Back button closes what is open on top of a screen (a dialog, the lightbox, the settings
 * panel, the lobby's join mode) instead of leaving the screen: opening it pushes a history entry of its own
 * (same address, the router's state kept, so the router sees no change), Back pops it and closes it, and
 * closing it from the page pops the entry again so history stays as it was.
 */

/** Marks our entries: the router's own state (usr, key, idx) is kept beside it. */
const LAYER_KEY = 'candidLayer';

let pendingBacks = 0;
let waiting: (() => void)[] = [];
let listening = false;
/** A pop that never reports (a browser that drops it) must not hold navigations for ever. */
const SETTLE_TIMEOUT_MS = 600;

function layerOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const marker = (state as Record<string, unknown>)[LAYER_KEY];
  return typeof marker === 'string' ? marker : undefined;
}

function flush(): void {
  pendingBacks = 0;
  const run = waiting;
  waiting = [];
  for (const fn of run) fn();
}

function onPopState(): void {
  if (pendingBacks === 0) return;
  pendingBacks -= 1;
  if (pendingBacks === 0) flush();
}

/**
 * Reserves a step back over one of our entries at once (so navigations asked for in the same commit wait,
 * see afterHistorySettles) and takes it in a microtask, unless `cancelled()` says by then that the entry is
 * wanted again (React's StrictMode runs an effect's cleanup and the effect again at once).
 */
function popLayerEntry(cancelled: () => boolean): void {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  pendingBacks += 1;
  queueMicrotask(() => {
    if (cancelled()) {
      pendingBacks = Math.max(0, pendingBacks - 1);
      if (pendingBacks === 0) flush();
      return;
    }
    window.history.back();
    setTimeout(() => {
      if (pendingBacks > 0) flush();
    }, SETTLE_TIMEOUT_MS);
  });
}

/**
 * Runs `navigate` once the Back steps this module started have landed. A navigation made while one is in
 * flight would be undone by it (history.back() lands after a replace made meanwhile).
 */
export function afterHistorySettles(navigate: () => void): void {
  if (pendingBacks === 0) navigate();
  else waiting.push(navigate);
}

const newMarker = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * While `open`, Back calls `close` (and only closes: the screen stays). When `open` turns false by the
 * page's own controls, the entry pushed for it is popped. When the owner unmounts because the app moved
 * elsewhere (its entry was replaced), nothing is popped.
 */
export function useBackToClose(open: boolean, close: () => void): (then: () => void) => void {
  const closeRef = useRef(close);
  const markerRef = useRef<string | null>(null);
  const leavingRef = useRef(false);
  /** Set while open: forget the entry (no close call) — see `leaveThen` below. */
  const dropRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    leavingRef.current = false;
    let marker = markerRef.current;
    if (!marker || layerOf(window.history.state) !== marker) {
      marker = newMarker();
      const base = window.history.state as unknown;
      window.history.pushState({ ...(typeof base === 'object' && base !== null ? base : {}), [LAYER_KEY]: marker }, '');
      markerRef.current = marker;
    }
    let popped = false;
    const onPop = () => {
      if (layerOf(window.history.state) === marker) return;
      popped = true;
      window.removeEventListener('popstate', onPop);
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    dropRef.current = () => {
      popped = true;
      window.removeEventListener('popstate', onPop);
    };
    return () => {
      dropRef.current = null;
      window.removeEventListener('popstate', onPop);
      if (popped || layerOf(window.history.state) !== marker) {
        markerRef.current = null;
        return;
      }
      leavingRef.current = true;
      popLayerEntry(() => {
        if (!leavingRef.current) return true;
        leavingRef.current = false;
        markerRef.current = null;
        return layerOf(window.history.state) !== marker;
      });
    };
  }, [open]);

  /**
   * Leaves the screen from inside the open layer (a join from the lobby's join mode): the layer's entry is
   * stepped back over first, then `then` navigates from the entry below, so no layer entry stays behind.
   */
  return useCallback((then: () => void) => {
    const marker = markerRef.current;
    const drop = dropRef.current;
    if (!marker || !drop || layerOf(window.history.state) !== marker) return then();
    drop();
    markerRef.current = null;
    popLayerEntry(() => false);
    afterHistorySettles(then);
  }, []);
}

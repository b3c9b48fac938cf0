import { useSyncExternalStore } from 'react';
import { isMobileDevice, readDeviceTraits } from './isMobileDevice';

/** The spec re-evaluates on window resize; rotating a phone or tablet counts too. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const snapshot = (): boolean => isMobileDevice(readDeviceTraits(window));

/**
 * The build prerenders home for phones (web/src/prerender/lobbyMarkup.tsx), and the browser hydrates that
 * markup only on a phone or with the desktop override (web/src/boot/prerenderedFirstScreen.ts).
 */
const serverSnapshot = (): boolean => true;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

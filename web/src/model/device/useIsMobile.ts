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

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot);
}

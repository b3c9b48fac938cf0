import { browserStorage, readStored, writeStored } from '../../storage/deviceStorage';

/**
 * Desktop visitors may continue on their device anyway: developers and tests open `/?desktop=1`, people use
 * the notice's "Continue on this device" button. The choice lasts for the browser tab (sessionStorage).
 */
export const DESKTOP_OVERRIDE_KEY = 'candid:desktop-ok';
export const DESKTOP_OVERRIDE_PARAM = 'desktop';

/** True when the address asks for it (?desktop=1) or this tab already chose to continue on the desktop. */
export function hasDesktopOverride(search: string, storage: Storage | undefined = browserStorage('session')): boolean {
  if (new URLSearchParams(search).get(DESKTOP_OVERRIDE_PARAM) === '1') return true;
  return readStored(DESKTOP_OVERRIDE_KEY, storage) === '1';
}

/** Storage can be unavailable (privacy modes); the override then lasts until the page is left. */
export function rememberDesktopOverride(storage: Storage | undefined = browserStorage('session')): void {
  writeStored(DESKTOP_OVERRIDE_KEY, '1', storage);
}

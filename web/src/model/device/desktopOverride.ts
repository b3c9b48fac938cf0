/**
 * Desktop visitors may continue on their device anyway: developers and tests open `/?desktop=1`, people use
 * the notice's "Continue on this device" button. The choice lasts for the browser tab (sessionStorage).
 */
export const DESKTOP_OVERRIDE_KEY = 'candid:desktop-ok';
export const DESKTOP_OVERRIDE_PARAM = 'desktop';

/** True when the address asks for it (?desktop=1) or this tab already chose to continue on the desktop. */
export function hasDesktopOverride(search: string, storage: Storage | undefined = safeSessionStorage()): boolean {
  if (new URLSearchParams(search).get(DESKTOP_OVERRIDE_PARAM) === '1') return true;
  try {
    return storage?.getItem(DESKTOP_OVERRIDE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDesktopOverride(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.setItem(DESKTOP_OVERRIDE_KEY, '1');
  } catch {
    // Storage can be unavailable (privacy modes); the override then lasts until the page is left.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

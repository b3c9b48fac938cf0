/**
 * The one door to the browser's storage (creator credential, desktop override, sessions, voted records,
 * camera settings). Every access can throw (private mode, full storage, blocked cookies), so each call
 * catches here and the callers only see "nothing stored" or "not stored".
 */
export type StorageArea = 'local' | 'session';

/** localStorage (survives restarts) or sessionStorage (this tab); undefined when the browser refuses it. */
export function browserStorage(area: StorageArea = 'local'): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored value, or null when there is none or the storage cannot be read. */
export function readStored(key: string, storage: Storage | undefined = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** false when the device refused to store it (no memory fallback: the caller decides what that means). */
export function writeStored(key: string, value: string, storage: Storage | undefined = browserStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored there, then.
  }
}

/*
 * localStorage with a memory shadow (sessions, voted records, photo session, camera settings): when the
 * device refuses to store, the value is kept in memory for this tab instead, so a guest who just joined
 * can still use the event until the tab closes. Reads prefer the shadow, which only holds values the
 * device refused.
 */
const shadow = new Map<string, string>();

export function readItem(key: string): string | null {
  if (shadow.has(key)) return shadow.get(key) ?? null;
  return readStored(key);
}

/** false when only the memory shadow could keep it (the value is lost when the tab closes). */
export function writeItem(key: string, value: string): boolean {
  if (writeStored(key, value)) {
    shadow.delete(key);
    return true;
  }
  shadow.set(key, value);
  return false;
}

export function removeItem(key: string): void {
  shadow.delete(key);
  removeStored(key);
}

/** Tests only: forget what the shadow holds. */
export function resetShadowForTests(): void {
  shadow.clear();
}

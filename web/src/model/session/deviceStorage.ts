/**
 * localStorage with a memory shadow: when the device refuses to store (private mode, full storage, blocked
 * cookies) the value is kept in memory for this tab instead, so a guest who just joined can still use the
 * event until the tab closes. Reads prefer the shadow, which only holds values the device refused.
 */
const shadow = new Map<string, string>();

function device(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  if (shadow.has(key)) return shadow.get(key) ?? null;
  try {
    return device()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** false when only the memory shadow could keep it (the value is lost when the tab closes). */
export function writeItem(key: string, value: string): boolean {
  try {
    const storage = device();
    if (storage) {
      storage.setItem(key, value);
      shadow.delete(key);
      return true;
    }
  } catch {
    // Fall through to the shadow.
  }
  shadow.set(key, value);
  return false;
}

export function removeItem(key: string): void {
  shadow.delete(key);
  try {
    device()?.removeItem(key);
  } catch {
    // Nothing stored there, then.
  }
}

/** Tests only: forget what the shadow holds. */
export function resetShadowForTests(): void {
  shadow.clear();
}

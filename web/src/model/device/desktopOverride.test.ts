import { describe, expect, it } from 'vitest';
import { DESKTOP_OVERRIDE_KEY, hasDesktopOverride, rememberDesktopOverride } from './desktopOverride';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

describe('desktop override', () => {
  it('is on with ?desktop=1 and off without it', () => {
    const storage = memoryStorage();
    expect(hasDesktopOverride('?desktop=1', storage)).toBe(true);
    expect(hasDesktopOverride('?desktop=0', storage)).toBe(false);
    expect(hasDesktopOverride('', storage)).toBe(false);
  });

  it('stays on for the tab once remembered', () => {
    const storage = memoryStorage();
    rememberDesktopOverride(storage);
    expect(storage.getItem(DESKTOP_OVERRIDE_KEY)).toBe('1');
    expect(hasDesktopOverride('', storage)).toBe(true);
  });
});

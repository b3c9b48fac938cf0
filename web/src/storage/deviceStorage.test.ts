// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readItem, readStored, removeItem, resetShadowForTests, writeItem, writeStored } from './deviceStorage';

const refusing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
} as unknown as Storage;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetShadowForTests();
});
afterEach(() => vi.restoreAllMocks());

describe('device storage', () => {
  it('reads and writes localStorage or sessionStorage', () => {
    expect(writeStored('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(writeStored('t', '1', browserStorage('session'))).toBe(true);
    expect(sessionStorage.getItem('t')).toBe('1');
    expect(readStored('t', browserStorage('session'))).toBe('1');
    expect(readStored('missing')).toBeNull();
  });

  it('turns a refusing or missing storage into "nothing stored" / "not stored", never a throw', () => {
    expect(readStored('k', refusing)).toBeNull();
    expect(writeStored('k', 'v', refusing)).toBe(false);
  });

  it('keeps in memory for the tab what the device refuses (the shadowed items)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeItem('s', 'v')).toBe(false);
    expect(readItem('s')).toBe('v');
    removeItem('s');
    expect(readItem('s')).toBeNull();
  });
});

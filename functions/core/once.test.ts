import { describe, expect, it, vi } from 'vitest';
import { once } from './once.js';

describe('once', () => {
  it('builds nothing until asked, then builds once and keeps the value', () => {
    const make = vi.fn(() => ({ built: true }));
    const get = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value without building it again', () => {
    const make = vi.fn(() => 0);
    const get = once(make);
    expect([get(), get()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGES_FIRST_MAX_WAIT_MS, useImagesFirst } from './useImagesFirst';

afterEach(() => vi.useRealTimers());

describe('useImagesFirst', () => {
  it('releases the rest once every first image has loaded or failed', () => {
    const { result } = renderHook(() => useImagesFirst(2));
    expect(result.current.released).toBe(false);
    act(() => result.current.settled());
    expect(result.current.released).toBe(false);
    act(() => result.current.settled());
    expect(result.current.released).toBe(true);
  });

  it('never waits longer than the limit for a first image that does not answer', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useImagesFirst(2));
    act(() => vi.advanceTimersByTime(IMAGES_FIRST_MAX_WAIT_MS - 1));
    expect(result.current.released).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.released).toBe(true);
  });

  it('with nothing to wait for, nothing is held', () => {
    expect(renderHook(() => useImagesFirst(0)).result.current.released).toBe(true);
  });
});

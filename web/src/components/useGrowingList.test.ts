// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGrowingList } from './useGrowingList';

const items = (from: number, to: number): string[] => Array.from({ length: to - from }, (_, i) => `p${from + i}`);
const key = (s: string): string => s;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs the next growth task (a timer, then React's transition). */
const nextTask = (): void => act(() => {
  vi.advanceTimersToNextTimer();
});

describe('useGrowingList', () => {
  it('renders a step at once, then a step a task until the whole list is there', () => {
    const list = items(0, 30);
    const { result } = renderHook(() => useGrowingList(list, key, 12));
    expect(result.current).toEqual(list.slice(0, 12));
    nextTask();
    expect(result.current).toEqual(list.slice(0, 24));
    nextTask();
    expect(result.current).toBe(list);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a list no longer than a step is rendered whole, with nothing scheduled', () => {
    const list = items(0, 12);
    const { result } = renderHook(() => useGrowingList(list, key, 12));
    expect(result.current).toBe(list);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('items arriving on top show at once: nothing rendered before leaves the page', () => {
    const { result, rerender } = renderHook(({ list }) => useGrowingList(list, key, 12), { initialProps: { list: items(0, 24) } });
    nextTask();
    expect(result.current).toHaveLength(24);
    const withNew = [...items(100, 102), ...items(0, 24)];
    rerender({ list: withNew });
    expect(result.current).toEqual(withNew);
  });

  it('a next page below grows in a step at a time', () => {
    const { result, rerender } = renderHook(({ list }) => useGrowingList(list, key, 12), { initialProps: { list: items(0, 12) } });
    const twoPages = items(0, 40);
    rerender({ list: twoPages });
    expect(result.current).toEqual(twoPages.slice(0, 12));
    nextTask();
    expect(result.current).toEqual(twoPages.slice(0, 24));
    nextTask();
    nextTask();
    expect(result.current).toBe(twoPages);
  });

  it('when the last item rendered leaves the list, as many items stay rendered', () => {
    const { result, rerender } = renderHook(({ list }) => useGrowingList(list, key, 12), { initialProps: { list: items(0, 30) } });
    nextTask();
    expect(result.current.at(-1)).toBe('p23');
    const without = items(0, 30).filter((p) => p !== 'p23');
    rerender({ list: without });
    expect(result.current).toEqual(without.slice(0, 24));
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPress } from './useLongPress';

function Pressable({ onLongPress }: { onLongPress: () => void }) {
  return (
    <p data-testid="target" {...useLongPress(onLongPress)}>
      name
    </p>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLongPress', () => {
  it('fires once the pointer rested LONG_PRESS_MS, not before', () => {
    const onLongPress = vi.fn();
    const { getByTestId } = render(<Pressable onLongPress={onLongPress} />);
    fireEvent.pointerDown(getByTestId('target'), { clientX: 5, clientY: 5 });
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('a tap (released early) or a scroll (moved) is not a long press', () => {
    const onLongPress = vi.fn();
    const { getByTestId } = render(<Pressable onLongPress={onLongPress} />);
    const target = getByTestId('target');
    fireEvent.pointerDown(target, { clientX: 5, clientY: 5 });
    fireEvent.pointerUp(target);
    fireEvent.pointerDown(target, { clientX: 5, clientY: 5 });
    fireEvent.pointerMove(target, { clientX: 5, clientY: 40 });
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(onLongPress).not.toHaveBeenCalled();
  });
});

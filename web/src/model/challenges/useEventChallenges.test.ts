// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengesView } from '../../../../shared/schemas/challenges';
import { jsonResponse } from '../../testing/fixtures';
import { useEventChallenges } from './useEventChallenges';

/**
 * The admin's challenge list against a server whose reads answer when the test says: a read asked for after a
 * refused change can still be on its way when the next change is saved.
 */
describe('the challenge list after a read that raced a saved change', () => {
  const off: ChallengesView = { enabled: false, prompts: [], done: [], countsOnly: false, closed: false };
  const on: ChallengesView = { ...off, enabled: true };
  let reads: ((view: ChallengesView) => void)[];
  const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

  beforeEach(() => {
    vi.useFakeTimers();
    reads = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<ChallengesView>((resolve) => reads.push(resolve)).then((view) => jsonResponse(200, view))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("a read sent before a change was saved, answered after it, does not put the list before the change back", async () => {
    const list = renderHook(({ rereads }) => useEventChallenges('ABC123', 'creator-token', rereads), { initialProps: { rereads: 0 } });
    await settle();
    reads.shift()?.(off);
    await settle();
    // A change was refused: the list is read again…
    list.rerender({ rereads: 1 });
    await settle();
    expect(reads).toHaveLength(1);
    // …and the organizer's next change (challenges on) is saved while that read is on its way.
    act(() => list.result.current.replace(on));
    reads.shift()?.(off);
    await settle();
    expect(list.result.current.state).toEqual({ phase: 'ready', view: on });
  });
});

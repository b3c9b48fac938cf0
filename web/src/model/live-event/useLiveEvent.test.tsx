// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelListener } from '../../realtime/eventChannel';
import { errorResponse, eventView, jsonResponse, participantView } from '../../testing/fixtures';
import { saveSession } from '../session/sessionStore';
import { useLiveEvent } from './useLiveEvent';

// No socket here: the re-reads are what is under test. A test may take the listener to report a status.
const socket = vi.hoisted(() => ({ listener: undefined as ChannelListener | undefined }));
vi.mock('../../realtime/subscribeLazily', () => ({
  subscribeToEventLazily: (_code: string, _token: string, listener: ChannelListener) => {
    socket.listener = listener;
    return () => undefined;
  },
}));

const me = (revealAfterEnd: boolean) => ({ event: eventView({ revealAfterEnd }), participant: participantView({ id: 'p-ana', name: 'Ana' }) });

beforeEach(() => {
  localStorage.clear();
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-ana', userName: 'Ana', eventTitle: 'Ana & Dan', token: 'tok', creator: true });
});
afterEach(() => {
  socket.listener = undefined;
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLiveEvent', () => {
  it('a re-read sent before a confirmed change does not put the event before that change back', async () => {
    const answers: ((r: Response) => void)[] = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => (++calls === 1 ? jsonResponse(200, me(false)) : new Promise<Response>((resolve) => answers.push(resolve)))),
    );
    const { result } = renderHook(() => useLiveEvent('ABC123'));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    const ready = () => (result.current.phase === 'ready' ? result.current : undefined);
    // A poll (or a reconnect's re-read) leaves with the event as it was…
    act(() => ready()!.refresh());
    await waitFor(() => expect(answers).toHaveLength(1));
    // …the creator's change is confirmed meanwhile…
    act(() => ready()!.setEvent(eventView({ revealAfterEnd: true })));
    // …and the re-read answers with the event before the change.
    await act(async () => answers[0]!(jsonResponse(200, me(false))));
    expect(ready()!.event.revealAfterEnd).toBe(true);
    // The next re-read is newer than the change: it is taken.
    act(() => ready()!.refresh());
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!(jsonResponse(200, me(false))));
    expect(ready()!.event.revealAfterEnd).toBe(false);
  });

  it('a socket the server refuses (removed before it connected) re-reads at once and leaves, without waiting for the poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      let calls = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(async () =>
          ++calls === 1 ? jsonResponse(200, me(false)) : errorResponse(403, 'KICKED', 'You have been removed from this event by the organizer.'),
        ),
      );
      const { result } = renderHook(() => useLiveEvent('ABC123'));
      await vi.waitFor(() => expect(result.current.phase).toBe('ready'));
      await vi.waitFor(() => expect(socket.listener).toBeDefined());
      act(() => socket.listener!.onStatus?.('connecting'));
      act(() => socket.listener!.onStatus?.('refused'));
      // No clock moves: the poll (10 s) never runs here.
      await vi.waitFor(() => expect(result.current).toEqual({ phase: 'left', reason: 'kicked' }));
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { EventSocket } from './EventSocket';
import { eventSocketUrl, LINGER_MS, setSocketFactoryForTests, subscribeToEvent } from './eventChannel';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  setSocketFactoryForTests((options) => new EventSocket({ ...options, createSocket: (url) => new FakeWebSocket(url) }));
});
afterEach(() => {
  setSocketFactoryForTests(null);
  vi.useRealTimers();
});

describe('eventSocketUrl', () => {
  it('is the same origin at /ws with the event code and the participant token', () => {
    expect(eventSocketUrl('ABC123', 'a.b.c', { protocol: 'https:', host: 'candid.example' })).toBe(
      'wss://candid.example/ws?event=ABC123&token=a.b.c',
    );
    expect(eventSocketUrl('ABC123', 't', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws?event=ABC123&token=t');
  });
});

describe('subscribeToEvent', () => {
  it('shares one socket per event between screens and tells a late listener the current status', () => {
    const first = { onStatus: vi.fn(), onMessages: vi.fn() };
    const second = { onStatus: vi.fn(), onMessages: vi.fn() };
    const stopFirst = subscribeToEvent('ABC123', 'tok', first);
    FakeWebSocket.last().open();
    subscribeToEvent('ABC123', 'tok', second);
    expect(FakeWebSocket.created).toHaveLength(1);
    expect(second.onStatus).toHaveBeenCalledWith('open');

    FakeWebSocket.last().receive({ messages: [{ type: 'participant-kicked', participantId: 'p1' }] });
    expect(first.onMessages).toHaveBeenCalledOnce();
    expect(second.onMessages).toHaveBeenCalledOnce();
    stopFirst();
    FakeWebSocket.last().receive({ messages: [{ type: 'participant-kicked', participantId: 'p2' }] });
    expect(first.onMessages).toHaveBeenCalledOnce();
    expect(second.onMessages).toHaveBeenCalledTimes(2);
  });

  it('closes the socket a moment after the last listener leaves, unless another arrives', () => {
    const stop = subscribeToEvent('ABC123', 'tok', {});
    const ws = FakeWebSocket.last();
    stop();
    vi.advanceTimersByTime(LINGER_MS - 1);
    const stopAgain = subscribeToEvent('ABC123', 'tok', {});
    vi.advanceTimersByTime(LINGER_MS * 2);
    expect(ws.closedByClient).toBe(false);
    expect(FakeWebSocket.created).toHaveLength(1);

    stopAgain();
    vi.advanceTimersByTime(LINGER_MS);
    expect(ws.closedByClient).toBe(true);
  });

  it('replaces the socket when another participant of the device listens (switch user)', () => {
    subscribeToEvent('ABC123', 'tok-ana', {});
    const ana = FakeWebSocket.last();
    subscribeToEvent('ABC123', 'tok-dan', {});
    expect(ana.closedByClient).toBe(true);
    expect(FakeWebSocket.last().url).toContain('token=tok-dan');
  });
});

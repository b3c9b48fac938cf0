// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeMessage } from '../../../shared/schemas/realtime';
import { eventView } from '../testing/fixtures';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_MAX_MS } from './backoff';
import { EventSocket, HEARTBEAT_FRAME, HEARTBEAT_MS, STABLE_AFTER_MS, type SocketStatus } from './EventSocket';
import { parseFrame } from './parseFrame';

let statuses: SocketStatus[];
let received: RealtimeMessage[][];

function startSocket(random: () => number = () => 0) {
  const socket = new EventSocket({
    url: 'ws://site.test/ws?event=ABC123&token=t',
    onMessages: (messages) => received.push(messages),
    onStatus: (status) => statuses.push(status),
    createSocket: (url) => new FakeWebSocket(url),
    random,
  });
  socket.start();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  statuses = [];
  received = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from 0.5–1 s up to 15–30 s, with jitter inside each step', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
    for (let i = 0; i < 50; i++) {
      const d = reconnectDelay(2);
      expect(d).toBeGreaterThanOrEqual(2000);
      expect(d).toBeLessThanOrEqual(4000);
    }
  });
});

describe('EventSocket', () => {
  it('opens the event URL and hands on the messages of each frame, parsed with the shared schema', () => {
    startSocket();
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe('ws://site.test/ws?event=ABC123&token=t');
    expect(statuses).toEqual(['connecting']);
    ws.open();
    expect(statuses).toEqual(['connecting', 'open']);

    const event = eventView({ status: 'active', eventState: 'countdown' });
    ws.receive({ messages: [{ type: 'event-updated', event }, { type: 'participant-kicked', participantId: 'p2' }] });
    expect(received).toEqual([[{ type: 'event-updated', event }, { type: 'participant-kicked', participantId: 'p2' }]]);
  });

  it('ignores what is not a frame, and drops only the messages it does not know', () => {
    startSocket();
    const ws = FakeWebSocket.last();
    ws.open();
    ws.receive('pong');
    ws.receive({ hello: 1 });
    ws.receive({ messages: [{ type: 'event-updated', event: { code: 'broken' } }] });
    expect(received).toEqual([]);

    ws.receive({ messages: [{ type: 'something-new', x: 1 }, { type: 'participant-kicked', participantId: 'p9' }] });
    expect(received).toEqual([[{ type: 'participant-kicked', participantId: 'p9' }]]);
  });

  it('reconnects with exponential backoff while the connection keeps failing', () => {
    startSocket(() => 0);
    const expected = [500, 1000, 2000, 4000, 8000, 15_000, 15_000];
    for (const delay of expected) {
      const before = FakeWebSocket.created.length;
      FakeWebSocket.last().drop();
      expect(statuses.at(-1)).toBe('down');
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.created.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.created.length).toBe(before + 1);
      expect(statuses.at(-1)).toBe('connecting');
    }
  });

  it('starts the backoff again after a connection that stayed up', () => {
    startSocket(() => 0);
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(500);
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(1000);
    // This one works for a while, then drops: the next retry is quick again.
    FakeWebSocket.last().open();
    vi.advanceTimersByTime(STABLE_AFTER_MS);
    const before = FakeWebSocket.created.length;
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.created.length).toBe(before + 1);
  });

  it('does not reset the backoff for a connection that drops right after opening', () => {
    startSocket(() => 0);
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(500);
    FakeWebSocket.last().open();
    const before = FakeWebSocket.created.length;
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.created.length).toBe(before);
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.created.length).toBe(before + 1);
  });

  it('sends a heartbeat every 5 minutes while open, and none once closed', () => {
    startSocket();
    const ws = FakeWebSocket.last();
    ws.open();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(ws.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toEqual([HEARTBEAT_FRAME]);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(ws.sent).toEqual([HEARTBEAT_FRAME, HEARTBEAT_FRAME]);
    ws.drop();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(ws.sent).toHaveLength(2);
  });

  it('stop closes the socket and ends the retries', () => {
    const socket = startSocket();
    const ws = FakeWebSocket.last();
    ws.open();
    socket.stop();
    expect(ws.closedByClient).toBe(true);
    expect(statuses.at(-1)).toBe('down');
    ws.drop(); // a late close event of the old socket changes nothing
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.created).toHaveLength(1);
  });

  it('retries at once when the device comes back online', () => {
    startSocket(() => 1);
    FakeWebSocket.last().drop();
    expect(FakeWebSocket.created).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.created).toHaveLength(2);
    // An open socket is left alone.
    FakeWebSocket.last().open();
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.created).toHaveLength(2);
  });
});

describe('parseFrame', () => {
  it('reads only text frames of the shared shape', () => {
    expect(parseFrame(new ArrayBuffer(2))).toEqual([]);
    expect(parseFrame('{"messages":[]}')).toEqual([]);
    expect(parseFrame('not json')).toEqual([]);
  });

  it('hands on new photos (photo-added), also next to a message it does not know', () => {
    const added = { type: 'photo-added', photoId: '01J00000000000000000000001', uploaderId: 'p1' };
    expect(parseFrame(JSON.stringify({ messages: [added] }))).toEqual([added]);
    expect(parseFrame(JSON.stringify({ messages: [{ type: 'something-new' }, added, { type: 'photo-added', photoId: 7 }] }))).toEqual([added]);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeMessage } from '../../../shared/schemas/realtime';
import { eventView } from '../testing/fixtures';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { reconnectDelay, RECONNECT_BASE_MS, RECONNECT_MAX_MS } from './backoff';
import { ConnectRefused, EventSocket, HEARTBEAT_FRAME, HEARTBEAT_MS, STABLE_AFTER_MS, type SocketStatus } from './EventSocket';
import { parseFrame } from './parseFrame';

let statuses: SocketStatus[];
let received: RealtimeMessage[][];

let tickets: number;

/** Each attempt asks for a new URL (a new ticket): ticket-1, ticket-2, … */
async function startSocket(random: () => number = () => 0, url?: (signal: AbortSignal) => Promise<string>) {
  const socket = new EventSocket({
    url: url ?? (async () => `ws://site.test/ws?event=ABC123&ticket=ticket-${++tickets}`),
    onMessages: (messages) => received.push(messages),
    onStatus: (status) => statuses.push(status),
    createSocket: (url) => new FakeWebSocket(url),
    random,
  });
  socket.start();
  await settle();
  return socket;
}

/** Lets the URL request of an attempt resolve (a promise, so one microtask turn later). */
const settle = () => vi.advanceTimersByTimeAsync(0);
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  statuses = [];
  received = [];
  tickets = 0;
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
  it('opens the event URL and hands on the messages of each frame, parsed with the shared schema', async () => {
    await startSocket();
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe('ws://site.test/ws?event=ABC123&ticket=ticket-1');
    expect(statuses).toEqual(['connecting']);
    ws.open();
    expect(statuses).toEqual(['connecting', 'open']);

    const event = eventView({ status: 'active', eventState: 'countdown' });
    await ws.receive({ messages: [{ type: 'event-updated', event }, { type: 'participant-kicked', participantId: 'p2' }] });
    expect(received).toEqual([[{ type: 'event-updated', event }, { type: 'participant-kicked', participantId: 'p2' }]]);
  });

  it('ignores what is not a frame, and drops only the messages it does not know', async () => {
    await startSocket();
    const ws = FakeWebSocket.last();
    ws.open();
    await ws.receive('pong');
    await ws.receive({ hello: 1 });
    await ws.receive({ messages: [{ type: 'event-updated', event: { code: 'broken' } }] });
    expect(received).toEqual([]);

    await ws.receive({ messages: [{ type: 'something-new', x: 1 }, { type: 'participant-kicked', participantId: 'p9' }] });
    expect(received).toEqual([[{ type: 'participant-kicked', participantId: 'p9' }]]);
  });

  it('a frame still being read when the socket stops is not handed on', async () => {
    const socket = await startSocket();
    const ws = FakeWebSocket.last();
    ws.open();
    const reading = ws.receive({ messages: [{ type: 'participant-kicked', participantId: 'p3' }] });
    socket.stop();
    await reading;
    expect(received).toEqual([]);
  });

  it('reconnects with exponential backoff while the connection keeps failing', async () => {
    await startSocket(() => 0);
    const expected = [500, 1000, 2000, 4000, 8000, 15_000, 15_000];
    for (const delay of expected) {
      const before = FakeWebSocket.created.length;
      FakeWebSocket.last().drop();
      expect(statuses.at(-1)).toBe('down');
      await advance(delay - 1);
      expect(FakeWebSocket.created.length).toBe(before);
      await advance(1);
      expect(FakeWebSocket.created.length).toBe(before + 1);
      expect(statuses.at(-1)).toBe('connecting');
    }
  });

  it('starts the backoff again after a connection that stayed up', async () => {
    await startSocket(() => 0);
    FakeWebSocket.last().drop();
    await advance(500);
    FakeWebSocket.last().drop();
    await advance(1000);
    // This one works for a while, then drops: the next retry is quick again.
    FakeWebSocket.last().open();
    await advance(STABLE_AFTER_MS);
    const before = FakeWebSocket.created.length;
    FakeWebSocket.last().drop();
    await advance(500);
    expect(FakeWebSocket.created.length).toBe(before + 1);
  });

  it('does not reset the backoff for a connection that drops right after opening', async () => {
    await startSocket(() => 0);
    FakeWebSocket.last().drop();
    await advance(500);
    FakeWebSocket.last().open();
    const before = FakeWebSocket.created.length;
    FakeWebSocket.last().drop();
    await advance(500);
    expect(FakeWebSocket.created.length).toBe(before);
    await advance(500);
    expect(FakeWebSocket.created.length).toBe(before + 1);
  });

  it('sends a heartbeat every 5 minutes while open, and none once closed', async () => {
    await startSocket();
    const ws = FakeWebSocket.last();
    ws.open();
    await advance(HEARTBEAT_MS - 1);
    expect(ws.sent).toEqual([]);
    await advance(1);
    expect(ws.sent).toEqual([HEARTBEAT_FRAME]);
    await advance(HEARTBEAT_MS);
    expect(ws.sent).toEqual([HEARTBEAT_FRAME, HEARTBEAT_FRAME]);
    ws.drop();
    await advance(HEARTBEAT_MS * 2);
    expect(ws.sent).toHaveLength(2);
  });

  it('stop closes the socket and ends the retries', async () => {
    const socket = await startSocket();
    const ws = FakeWebSocket.last();
    ws.open();
    socket.stop();
    expect(ws.closedByClient).toBe(true);
    expect(statuses.at(-1)).toBe('down');
    ws.drop(); // a late close event of the old socket changes nothing
    await advance(60_000);
    expect(FakeWebSocket.created).toHaveLength(1);
  });

  it('retries at once when the device comes back online', async () => {
    await startSocket(() => 1);
    FakeWebSocket.last().drop();
    expect(FakeWebSocket.created).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeWebSocket.created).toHaveLength(2);
    // An open socket is left alone.
    FakeWebSocket.last().open();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeWebSocket.created).toHaveLength(2);
  });
});

describe('EventSocket connect tickets', () => {
  it('asks for a new URL (a fresh single-use ticket) before every connect and reconnect', async () => {
    await startSocket(() => 0);
    expect(FakeWebSocket.last().url).toContain('ticket=ticket-1');
    FakeWebSocket.last().open();
    FakeWebSocket.last().drop();
    await advance(500);
    expect(FakeWebSocket.created.map((ws) => new URL(ws.url).searchParams.get('ticket'))).toEqual(['ticket-1', 'ticket-2']);
    expect(FakeWebSocket.last().url).not.toContain('token=');
  });

  it('retries with backoff when the ticket cannot be had (network, 5xx), and connects once it can', async () => {
    let fail = 2;
    const url = vi.fn(async () => {
      if (fail-- > 0) throw new Error('offline');
      return 'ws://site.test/ws?event=ABC123&ticket=late';
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startSocket(() => 0, url);
    expect(FakeWebSocket.created).toHaveLength(0);
    expect(statuses).toEqual(['connecting', 'down']);
    await advance(500);
    expect(url).toHaveBeenCalledTimes(2);
    expect(FakeWebSocket.created).toHaveLength(0);
    await advance(1000);
    expect(FakeWebSocket.last().url).toContain('ticket=late');
    warn.mockRestore();
  });

  it('stays down for good when the ticket is refused (removed from the event), even when the device wakes', async () => {
    const url = vi.fn(async () => {
      throw new ConnectRefused('You have been removed from this event by the organizer.');
    });
    await startSocket(() => 0, url);
    expect(statuses).toEqual(['connecting', 'refused']);
    await advance(120_000);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(url).toHaveBeenCalledOnce();
    expect(FakeWebSocket.created).toHaveLength(0);
  });

  it('a stop while the ticket is on its way aborts it and opens nothing', async () => {
    let signal: AbortSignal | undefined;
    let answer: (url: string) => void = () => undefined;
    const url = (s: AbortSignal) =>
      new Promise<string>((resolve) => {
        signal = s;
        answer = resolve;
      });
    const socket = await startSocket(() => 0, url);
    socket.stop();
    expect(signal?.aborted).toBe(true);
    answer('ws://site.test/ws?event=ABC123&ticket=late');
    await advance(60_000);
    expect(FakeWebSocket.created).toHaveLength(0);
    expect(statuses.at(-1)).toBe('down');
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

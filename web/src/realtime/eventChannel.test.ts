// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../testing/fakeWebSocket';
import { EventSocket } from './EventSocket';
import { eventSocketUrl, LINGER_MS, setSocketFactoryForTests, subscribeToEvent } from './eventChannel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The ticket endpoint: answers `ticket-<token>-<n>` to every request, or what the test sets. */
let ticketAnswer: (token: string) => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  let issued = 0;
  ticketAnswer = (token) => json(200, { ticket: `ticket-${token}-${++issued}`, expiresAt: '2026-01-01T00:01:00.000Z' });
  fetchMock = vi.fn<typeof fetch>(async (_url, init) => ticketAnswer(String(new Headers(init?.headers).get('authorization')).replace('Bearer ', '')));
  vi.stubGlobal('fetch', fetchMock);
  setSocketFactoryForTests((options) => new EventSocket({ ...options, createSocket: (url) => new FakeWebSocket(url) }));
});
afterEach(() => {
  setSocketFactoryForTests(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('eventSocketUrl', () => {
  it('is the same origin at /ws with the event code and the connect ticket', () => {
    expect(eventSocketUrl('ABC123', 'a.b.c', { protocol: 'https:', host: 'candid.example' })).toBe(
      'wss://candid.example/ws?event=ABC123&ticket=a.b.c',
    );
    expect(eventSocketUrl('ABC123', 't', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws?event=ABC123&ticket=t');
  });
});

describe('connect tickets', () => {
  it('are fetched with the participant token in the header, and only the ticket goes into the socket URL', async () => {
    subscribeToEvent('ABC123', 'tok', {});
    await settle();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/ABC123/socket-ticket');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    const socketUrl = new URL(FakeWebSocket.last().url);
    expect(Object.fromEntries(socketUrl.searchParams)).toEqual({ event: 'ABC123', ticket: 'ticket-tok-1' });
  });

  it('a new one for every reconnect', async () => {
    subscribeToEvent('ABC123', 'tok', {});
    await settle();
    FakeWebSocket.last().open();
    FakeWebSocket.last().drop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeWebSocket.created.map((ws) => new URL(ws.url).searchParams.get('ticket'))).toEqual(['ticket-tok-1', 'ticket-tok-2']);
  });

  it('a refused ticket (removed from the event) ends the retries: the socket says it was refused and stays down', async () => {
    ticketAnswer = () => json(403, { error: { code: 'KICKED', message: 'You have been removed from this event by the organizer.' } });
    const listener = { onStatus: vi.fn() };
    subscribeToEvent('ABC123', 'tok', listener);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(FakeWebSocket.created).toHaveLength(0);
    expect(listener.onStatus).toHaveBeenLastCalledWith('refused');
  });
});

describe('subscribeToEvent', async () => {
  it('shares one socket per event between screens and tells a late listener the current status', async () => {
    const first = { onStatus: vi.fn(), onMessages: vi.fn() };
    const second = { onStatus: vi.fn(), onMessages: vi.fn() };
    const stopFirst = subscribeToEvent('ABC123', 'tok', first);
    await settle();
    FakeWebSocket.last().open();
    subscribeToEvent('ABC123', 'tok', second);
    await settle();
    expect(FakeWebSocket.created).toHaveLength(1);
    expect(second.onStatus).toHaveBeenCalledWith('open');

    await FakeWebSocket.last().receive({ messages: [{ type: 'participant-kicked', participantId: 'p1' }] });
    expect(first.onMessages).toHaveBeenCalledOnce();
    expect(second.onMessages).toHaveBeenCalledOnce();
    stopFirst();
    await FakeWebSocket.last().receive({ messages: [{ type: 'participant-kicked', participantId: 'p2' }] });
    expect(first.onMessages).toHaveBeenCalledOnce();
    expect(second.onMessages).toHaveBeenCalledTimes(2);
  });

  it('closes the socket a moment after the last listener leaves, unless another arrives', async () => {
    const stop = subscribeToEvent('ABC123', 'tok', {});
    await settle();
    const ws = FakeWebSocket.last();
    stop();
    await vi.advanceTimersByTimeAsync(LINGER_MS - 1);
    const stopAgain = subscribeToEvent('ABC123', 'tok', {});
    await settle();
    await vi.advanceTimersByTimeAsync(LINGER_MS * 2);
    expect(ws.closedByClient).toBe(false);
    expect(FakeWebSocket.created).toHaveLength(1);

    stopAgain();
    await vi.advanceTimersByTimeAsync(LINGER_MS);
    expect(ws.closedByClient).toBe(true);
  });

  it('replaces the socket when another participant of the device listens (switch user)', async () => {
    subscribeToEvent('ABC123', 'tok-ana', {});
    await settle();
    const ana = FakeWebSocket.last();
    subscribeToEvent('ABC123', 'tok-dan', {});
    await settle();
    expect(ana.closedByClient).toBe(true);
    expect(FakeWebSocket.last().url).toContain('ticket=ticket-tok-dan-');
  });
});

import type { RealtimeMessage } from '../../../shared/schemas/realtime';
import { EventSocket, type EventSocketOptions, type SocketStatus } from './EventSocket';
import { fetchSocketTicket } from './socketTicket';

export interface ChannelListener {
  onMessages?: (messages: RealtimeMessage[]) => void;
  onStatus?: (status: SocketStatus) => void;
}

interface Channel {
  token: string;
  socket: EventSocket;
  listeners: Set<ChannelListener>;
  closeTimer?: ReturnType<typeof setTimeout>;
}

/** Moving between the event home and the admin screen keeps the socket instead of reconnecting. */
export const LINGER_MS = 3000;

/**
 * Same origin, like the API: ws(s)://<host>/ws?event=CODE&ticket=… (local stack and CloudFront alike). The
 * URL carries a single-use connect ticket of a minute, never the participant token: it reaches access logs.
 */
export function eventSocketUrl(code: string, ticket: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ event: code, ticket });
  return `${scheme}://${location.host}/ws?${query.toString()}`;
}

type SocketFactory = (options: EventSocketOptions) => EventSocket;
const channels = new Map<string, Channel>();
let makeSocket: SocketFactory = (options) => new EventSocket(options);

/** Tests only: build sockets with a fake WebSocket. */
export function setSocketFactoryForTests(factory: SocketFactory | null): void {
  makeSocket = factory ?? ((options) => new EventSocket(options));
  for (const channel of channels.values()) channel.socket.stop();
  channels.clear();
}

/**
 * Listens to an event's realtime messages: one socket per event, shared by every screen that listens,
 * opened with the current participant's credential (a different credential replaces the socket). The
 * socket closes a moment after its last listener leaves. Returns the unsubscribe function.
 */
export function subscribeToEvent(code: string, token: string, listener: ChannelListener): () => void {
  let channel = channels.get(code);
  if (channel && channel.token !== token) {
    // Another participant of this device (switch user): the old credential's socket goes.
    clearTimeout(channel.closeTimer);
    channel.socket.stop();
    channels.delete(code);
    channel = undefined;
  }
  channel ??= open(code, token);
  clearTimeout(channel.closeTimer);
  channel.closeTimer = undefined;
  channel.listeners.add(listener);
  listener.onStatus?.(channel.socket.status);

  const current = channel;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0 || channels.get(code) !== current) return;
    current.closeTimer = setTimeout(() => {
      if (current.listeners.size > 0) return;
      current.socket.stop();
      channels.delete(code);
    }, LINGER_MS);
  };
}

function open(code: string, token: string): Channel {
  const listeners = new Set<ChannelListener>();
  const socket = makeSocket({
    // A new ticket before every (re)connect: each is single-use and short-lived.
    url: async (signal) => eventSocketUrl(code, await fetchSocketTicket(code, token, signal)),
    onMessages: (messages) => listeners.forEach((l) => l.onMessages?.(messages)),
    onStatus: (status) => listeners.forEach((l) => l.onStatus?.(status)),
  });
  const channel: Channel = { token, socket, listeners };
  channels.set(code, channel);
  socket.start();
  return channel;
}

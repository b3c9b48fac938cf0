import type { RealtimeMessage } from '../../../shared/schemas/realtime';
import { reconnectDelay } from './backoff';
import { frameReader } from './frameReader';

/**
 * connecting: an attempt is under way; open: messages arrive; down: waiting to retry (or stopped); refused: the
 * server will not let this credential listen (ConnectRefused), so no retry: a screen reads now to learn why.
 */
export type SocketStatus = 'connecting' | 'open' | 'down' | 'refused';

/** The part of the browser's WebSocket this client uses (tests pass a fake). */
export interface WebSocketLike {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  /** May return the frame's delivery (EventSocket returns when its messages were handed on: tests await it). */
  onmessage: ((event: MessageEvent) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface EventSocketOptions {
  /**
   * The URL of the next attempt, asked for afresh before every (re)connect: it carries a single-use connect
   * ticket that lives a minute, never the long-lived credential (socket URLs reach access logs). Rejecting
   * with ConnectRefused ends the retries; any other rejection is retried like a failed connection.
   */
  url: (signal: AbortSignal) => Promise<string>;
  onMessages: (messages: RealtimeMessage[]) => void;
  onStatus?: (status: SocketStatus) => void;
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
}

/** API Gateway closes a WebSocket idle for 10 minutes; a small frame every 5 keeps it (DESIGN section 8). */
export const HEARTBEAT_MS = 5 * 60_000;
export const HEARTBEAT_FRAME = 'ping';
/** A connection that lived this long was healthy: the next failure starts the backoff from the beginning. */
export const STABLE_AFTER_MS = 10_000;

const browserSocket = (url: string): WebSocketLike => new WebSocket(url);

/**
 * The server will not let this credential listen (removed from the event, event gone, credential refused):
 * retrying cannot help. The socket reports 'refused' and stays down; the screen reads at once to learn why.
 */
export class ConnectRefused extends Error {
  override readonly name = 'ConnectRefused';
}

/**
 * One event's WebSocket: connects (asking for a fresh connect URL each time), hands parsed messages on,
 * sends heartbeats while open, and reconnects with exponential backoff and jitter whenever the connection
 * fails or drops (a removed guest's socket is closed by the server, then refused its next ticket), until stopped. Coming back
 * online or to the foreground retries at once instead of waiting out the backoff.
 */
export class EventSocket {
  private readonly options: EventSocketOptions;
  private socket: WebSocketLike | null = null;
  private attempt = 0;
  private openedAt: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private running = false;
  /** Refused for good (ConnectRefused): no retry, not even on wake, until stopped and started again. */
  private refused = false;
  /** The URL request of the attempt under way, aborted when the socket stops. */
  private pendingUrl: AbortController | null = null;
  status: SocketStatus = 'down';

  constructor(options: EventSocketOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.refused = false;
    this.attempt = 0;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.wake);
      document.addEventListener('visibilitychange', this.wake);
    }
    this.connect();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.wake);
      document.removeEventListener('visibilitychange', this.wake);
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.pendingUrl?.abort();
    this.pendingUrl = null;
    this.dropSocket();
    this.setStatus('down');
  }

  /** Retry now if the socket is waiting to retry (network back, app back in the foreground). */
  readonly wake = (): void => {
    if (!this.running || this.refused || this.status !== 'down') return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connect();
  };

  /** One attempt: a fresh URL (ticket) first, then the socket; a stop in between ends the attempt. */
  private connect(): void {
    this.setStatus('connecting');
    const request = new AbortController();
    this.pendingUrl = request;
    this.options.url(request.signal).then(
      (url) => {
        if (this.pendingUrl !== request) return;
        this.pendingUrl = null;
        this.open(url);
      },
      (error: unknown) => {
        if (this.pendingUrl !== request) return;
        this.pendingUrl = null;
        if (error instanceof ConnectRefused) {
          this.refused = true;
          this.setStatus('refused');
          return;
        }
        console.warn('realtime: could not get a connect ticket', error);
        this.scheduleRetry();
      },
    );
  }

  private open(url: string): void {
    let socket: WebSocketLike;
    try {
      socket = (this.options.createSocket ?? browserSocket)(url);
    } catch (error) {
      console.warn('realtime: could not open the socket', error);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.openedAt = null;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.openedAt = Date.now();
      this.setStatus('open');
      this.heartbeatTimer = setInterval(() => this.sendHeartbeat(socket), HEARTBEAT_MS);
    };
    // Parsed in order, with a parser loaded on the first frame (frameReader.ts); a frame read after this
    // socket was replaced or stopped is not handed on.
    const read = frameReader((messages) => {
      if (this.socket === socket) this.options.onMessages(messages);
    });
    socket.onmessage = (event) => (this.socket === socket ? read(event.data) : undefined);
    // A failed connection reports error, then close: the retry is scheduled once, on close.
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.socket !== socket) return;
      const lived = this.openedAt === null ? 0 : Date.now() - this.openedAt;
      this.dropSocket();
      if (lived >= STABLE_AFTER_MS) this.attempt = 0;
      this.scheduleRetry();
    };
  }

  private sendHeartbeat(socket: WebSocketLike): void {
    try {
      socket.send(HEARTBEAT_FRAME);
    } catch {
      // A socket that cannot send is closing; its close event schedules the retry.
    }
  }

  private scheduleRetry(): void {
    if (!this.running) return;
    this.setStatus('down');
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private dropSocket(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.openedAt = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    try {
      socket.close(1000);
    } catch {
      // Already closed.
    }
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}

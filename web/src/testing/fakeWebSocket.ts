import type { WebSocketLike } from '../realtime/EventSocket';

/** A WebSocket the test drives: open it, push frames, drop it; it records what the client sent. */
export class FakeWebSocket implements WebSocketLike {
  static created: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly sent: string[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeWebSocket.created.push(this);
  }

  static reset(): void {
    FakeWebSocket.created = [];
  }

  static last(): FakeWebSocket {
    const socket = FakeWebSocket.created.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.closedByClient = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The server or the network ends the connection (or the upgrade is refused). */
  drop(): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

import type { WebSocketLike } from '../realtime/EventSocket';

/** A WebSocket the test drives: open it, push frames, drop it; it records what the client sent. */
export class FakeWebSocket implements WebSocketLike {
  static created: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  readonly sent: string[] = [];
  /** Listeners beside onmessage (the wall and the challenge card read raw frames too). */
  private readonly messageListeners: ((event: MessageEvent) => void)[] = [];
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

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    if (type === 'message') this.messageListeners.push(listener);
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

  /** A frame from the server; settles once the client has handed its messages on (frames are parsed asynchronously). */
  async receive(data: unknown): Promise<void> {
    const event = new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) });
    const handedOn = this.onmessage?.(event);
    for (const listener of this.messageListeners) listener(event);
    await handedOn;
  }

  /** The server or the network ends the connection (or the upgrade is refused). */
  drop(): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

import Stripe from 'stripe';
import { noSuch } from './errors.js';
import { newId, type StripeEvent } from './store.js';

export const EMULATOR_API_VERSION = '2026-10-28.endive';

export interface DeliveryAttempt {
  eventId: string;
  at: number;
  /** HTTP status, or 0 when the request failed (refused, timed out). */
  status: number;
}

export interface WebhookSenderOptions {
  url?: string;
  secret: string;
  /** @default 5 */
  maxAttempts?: number;
  /** First retry delay; doubles each time. @default 500 */
  backoffMs?: number;
  /** @default 5000 */
  timeoutMs?: number;
  quiet?: boolean;
  /** The emulator's clock (epoch ms): the signature's timestamp, which the receiver compares with its own. @default Date.now */
  now?: () => number;
}

export type ReleaseOrder = 'fifo' | 'reverse' | readonly string[];

/**
 * Signs and POSTs events like Stripe: JSON body, `Stripe-Signature` from the SDK's own test-header helper,
 * bounded retries with exponential backoff on a non-2xx answer or a failed request. Stripe promises neither
 * order nor single delivery, so tests can hold deliveries, release them in any order, and duplicate them.
 */
export class WebhookSender {
  url: string | undefined;
  readonly events: StripeEvent[] = [];
  readonly attempts: DeliveryAttempt[] = [];
  private held: StripeEvent[] | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  emit(type: string, object: object, created: number): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: EMULATOR_API_VERSION,
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    if (this.held) this.held.push(event);
    else this.track(this.deliver(event, 1));
    return event;
  }

  /** Queue deliveries until `release` (events are still recorded). */
  hold(): void {
    this.held ??= [];
  }

  /** Deliver what was held, one after another (each first attempt awaited), in the order asked for. */
  async release(order: ReleaseOrder = 'fifo'): Promise<void> {
    const held = this.held ?? [];
    this.held = undefined;
    const sequence =
      order === 'fifo' ? held : order === 'reverse' ? [...held].reverse() : order.map((id) => this.find(id)).concat(held.filter((e) => !order.includes(e.id)));
    for (const event of sequence) await this.track(this.deliver(event, 1));
  }

  /** Send an event again, `times` copies at once (Stripe's duplicates arrive concurrently too). */
  async redeliver(eventId: string, times = 1): Promise<void> {
    const event = this.find(eventId);
    await Promise.all(Array.from({ length: times }, () => this.track(this.deliver(event, 1))));
  }

  /** Resolves when no delivery (first try or retry) is pending. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 10));
    }
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private find(eventId: string): StripeEvent {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw noSuch('event', eventId, 'id');
    return event;
  }

  private track(p: Promise<void>): Promise<void> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  /** One attempt; a failure schedules the next in the background. */
  private async deliver(event: StripeEvent, attempt: number): Promise<void> {
    if (this.stopped || !this.url) return;
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret, timestamp: Math.floor((this.options.now ?? Date.now)() / 1000) });
    let status = 0;
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    this.attempts.push({ eventId: event.id, at: Date.now(), status });
    if (status >= 200 && status < 300) return;
    const max = this.options.maxAttempts ?? 5;
    if (!this.options.quiet) console.warn(`[stripe] ${event.type} ${event.id}: attempt ${attempt}/${max} answered ${status || 'nothing'}`);
    if (attempt >= max || this.stopped) return;
    const delay = (this.options.backoffMs ?? 500) * 2 ** (attempt - 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(this.deliver(event, attempt + 1));
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}

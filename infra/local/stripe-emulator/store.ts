import { randomBytes } from 'node:crypto';

/** The emulator's state: plain objects in Stripe's shapes (API version 2026-10-28.endive), kept in memory. */
export interface Address { line1: string; line2: string | null; city: string; postal_code: string; state: string | null; country: string }
export interface ShippingDetails { name: string; address: Address }
export interface LineItem {
  id: string;
  object: 'item';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: { object: 'price'; unit_amount: number; currency: string };
}
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  collected_information: { business_name: null; individual_name: null; shipping_details: ShippingDetails | null } | null;
  created: number;
  currency: string;
  customer_details: { email: string | null; name: string | null; address: Address | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  shipping_address_collection: { allowed_countries: string[] } | null;
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  ui_mode: 'hosted_page';
  url: string | null;
}
export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  status: 'processing' | 'succeeded' | 'requires_payment_method';
}
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  pending_reason: 'processing' | null;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  /** Why a failed refund failed (Stripe's `failure_reason`), null otherwise. */
  failure_reason: string | null;
}
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export class Store {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly lineItems = new Map<string, LineItem[]>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  /** Idempotency-Key → the first result (2xx and 5xx only, as Stripe keeps them) and when it was kept (epoch ms). */
  readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string; atMs: number }>();
  /**
   * `clock` is the time the emulator lives in (epoch ms): the system clock, or the local stack's adjustable
   * test clock, so sessions, events and webhook signatures agree with the functions' "now". Test controls
   * can also move this emulator alone forward (expiring sessions) without touching that clock.
   */
  constructor(private readonly clock: () => number = Date.now) {}
  private offsetMs = 0;

  nowMs(): number {
    return this.clock() + this.offsetMs;
  }
  now(): number {
    return Math.floor(this.nowMs() / 1000);
  }
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

/** `{ ...object }` deep-copied: event payloads are snapshots, not live references. */
export const snapshot = <T extends object>(o: T): T => structuredClone(o);

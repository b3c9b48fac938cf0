import { StripeApiError, invalidParam, missingParam, noSuch } from './errors.js';
import { type FormObject, list, obj, str, stringMap } from './form.js';
import { type Address, type CheckoutSession, type PaymentIntent, type Refund, type Store, newId, snapshot } from './store.js';
import type { WebhookSender } from './webhooks.js';

/** What the hosted page's buttons do (and the test controls, programmatically). */
export type PageAction = 'pay' | 'pay_later_succeeds' | 'pay_later_fails' | 'decline' | 'cancel';
export const PAGE_ACTIONS: readonly PageAction[] = ['pay', 'pay_later_succeeds', 'pay_later_fails', 'decline', 'cancel'];

export interface ShippingInput {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  postal_code: string;
  country: string;
}

export type ActOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; message: string; status: number };

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 3600;

const positiveInt = (v: string | undefined, param: string): number => {
  if (v === undefined) throw missingParam(param);
  if (!/^\d+$/.test(v)) throw invalidParam(`Invalid integer: ${v}`, param, 'parameter_invalid_integer');
  return Number(v);
};

/** Checkout Sessions, PaymentIntents, Charges and Refunds: the part of Stripe the product uses. */
export class Checkout {
  constructor(
    private readonly store: Store,
    private readonly webhooks: WebhookSender,
    private readonly pageUrl: (sessionId: string) => string,
    /** Delay before a "pay later" payment settles. */
    private readonly asyncDelayMs: number,
  ) {}

  /** Settlements scheduled for later (pay later, refunds): `idle()` waits for them too. */
  private readonly scheduled = new Set<Promise<void>>();

  private later(ms: number, run: () => void): void {
    const p = new Promise<void>((resolve) => setTimeout(resolve, ms).unref()).then(run);
    this.scheduled.add(p);
    void p.finally(() => this.scheduled.delete(p));
  }

  /** Resolves when nothing is scheduled. */
  async settled(): Promise<void> {
    while (this.scheduled.size > 0) await Promise.allSettled([...this.scheduled]);
  }

  private emit(type: string, object: object): void {
    this.webhooks.emit(type, snapshot(object), this.store.now());
  }

  createSession(p: FormObject): CheckoutSession {
    if (str(p, 'mode') !== 'payment') throw invalidParam('This emulator supports `mode=payment` only.', 'mode', 'parameter_invalid_string');
    const successUrl = str(p, 'success_url');
    if (!successUrl) throw missingParam('success_url');
    const items = list(p, 'line_items');
    if (items.length === 0) throw missingParam('line_items');
    const created = this.store.now();
    const lineItems = items.map((raw, i) => {
      const item = typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
      const priceData = obj(item, 'price_data');
      if (!priceData) throw missingParam(`line_items[${i}][price_data]`);
      const currency = str(priceData, 'currency');
      if (!currency) throw missingParam(`line_items[${i}][price_data][currency]`);
      const unit = positiveInt(str(priceData, 'unit_amount'), `line_items[${i}][price_data][unit_amount]`);
      const name = str(obj(priceData, 'product_data'), 'name');
      if (!name) throw missingParam(`line_items[${i}][price_data][product_data][name]`);
      const quantity = positiveInt(str(item, 'quantity'), `line_items[${i}][quantity]`);
      const lc = currency.toLowerCase();
      return { id: newId('li'), object: 'item' as const, amount_subtotal: unit * quantity, amount_total: unit * quantity, currency: lc, description: name, quantity, price: { object: 'price' as const, unit_amount: unit, currency: lc } };
    });
    const currency = lineItems[0]?.currency ?? '';
    if (lineItems.some((li) => li.currency !== currency))
      throw invalidParam('All line items must use the same currency.', 'line_items', 'parameter_invalid_string');
    const expiresAt = str(p, 'expires_at') === undefined ? created + MAX_EXPIRY_S : positiveInt(str(p, 'expires_at'), 'expires_at');
    if (expiresAt - created < MIN_EXPIRY_S)
      throw invalidParam('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at', 'parameter_invalid_integer');
    if (expiresAt - created > MAX_EXPIRY_S)
      throw invalidParam('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at', 'parameter_invalid_integer');
    const countries = list(obj(p, 'shipping_address_collection'), 'allowed_countries').filter((c): c is string => typeof c === 'string');
    if (obj(p, 'shipping_address_collection') && countries.length === 0) throw missingParam('shipping_address_collection[allowed_countries]');
    const amount = lineItems.reduce((s, li) => s + li.amount_total, 0);
    const id = newId('cs_test');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: str(p, 'cancel_url') ?? null,
      client_reference_id: str(p, 'client_reference_id') ?? null,
      collected_information: null,
      created,
      currency,
      customer_details: null,
      customer_email: str(p, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: stringMap(p, 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_status: amount === 0 ? 'no_payment_required' : 'unpaid',
      shipping_address_collection: countries.length ? { allowed_countries: countries } : null,
      status: 'open',
      success_url: successUrl,
      ui_mode: 'hosted_page',
      url: this.pageUrl(id),
    };
    this.store.sessions.set(id, session);
    this.store.lineItems.set(id, lineItems);
    this.intentMetadata.set(id, stringMap(obj(p, 'payment_intent_data'), 'metadata'));
    return session;
  }

  private readonly intentMetadata = new Map<string, Record<string, string>>();

  session(id: string): CheckoutSession {
    const s = this.store.sessions.get(id);
    if (!s) throw noSuch('checkout.session', id, 'session');
    return s;
  }

  /** The session as the API answers it, with `expand[]` honoured for payment_intent and line_items. */
  view(session: CheckoutSession, expand: readonly string[]): object {
    const out: Record<string, unknown> = { ...session };
    if (expand.includes('payment_intent') && session.payment_intent) out.payment_intent = this.store.paymentIntents.get(session.payment_intent);
    if (expand.includes('line_items'))
      out.line_items = { object: 'list', data: this.store.lineItems.get(session.id) ?? [], has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
    return out;
  }

  expire(id: string): CheckoutSession {
    const s = this.session(id);
    if (s.status !== 'open')
      throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`, undefined, 'checkout_session_not_open');
    s.status = 'expired';
    s.url = null;
    this.emit('checkout.session.expired', s);
    return s;
  }

  /** Sessions whose expires_at has passed on the emulator clock. */
  sweepExpired(): void {
    for (const s of this.store.sessions.values()) if (s.status === 'open' && s.expires_at <= this.store.now()) this.expire(s.id);
  }

  act(id: string, action: PageAction, shipping?: ShippingInput): ActOutcome {
    const s = this.session(id);
    if (s.status !== 'open') return { kind: 'page', status: 409, message: s.status === 'expired' ? 'This checkout session has expired.' : 'This checkout session is already complete.' };
    if (action === 'cancel') return s.cancel_url ? { kind: 'redirect', location: s.cancel_url } : { kind: 'page', status: 200, message: 'Nothing to go back to.' };
    // 200, not 402: a declined card is an ordinary page to show again (and no console error in browser tests).
    if (action === 'decline') return { kind: 'page', status: 200, message: 'Your card was declined.' };
    const address = this.shippingAddress(s, shipping);
    if (typeof address === 'string') return { kind: 'page', status: 400, message: address };
    const later = action !== 'pay';
    const piId = newId('pi');
    const pi: PaymentIntent = {
      id: piId,
      object: 'payment_intent',
      amount: s.amount_total,
      amount_received: later ? 0 : s.amount_total,
      currency: s.currency,
      created: this.store.now(),
      latest_charge: later ? null : this.charge(s.amount_total, s.currency, piId),
      livemode: false,
      metadata: this.intentMetadata.get(s.id) ?? {},
      status: later ? 'processing' : 'succeeded',
    };
    this.store.paymentIntents.set(pi.id, pi);
    s.status = 'complete';
    s.url = null;
    s.payment_intent = pi.id;
    s.payment_status = later ? 'unpaid' : 'paid';
    s.customer_details = { email: s.customer_email, name: address?.name ?? null, address: address?.address ?? null };
    if (address) s.collected_information = { business_name: null, individual_name: null, shipping_details: address };
    this.emit('checkout.session.completed', s);
    if (later) this.later(this.asyncDelayMs, () => this.settle(s.id, action === 'pay_later_succeeds'));
    return { kind: 'redirect', location: (s.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', s.id) };
  }

  private settle(sessionId: string, succeeded: boolean): void {
    const s = this.session(sessionId);
    const pi = s.payment_intent ? this.store.paymentIntents.get(s.payment_intent) : undefined;
    if (!pi || pi.status !== 'processing') return;
    if (succeeded) {
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      pi.latest_charge = this.charge(pi.amount, pi.currency, pi.id);
      s.payment_status = 'paid';
      this.emit('checkout.session.async_payment_succeeded', s);
    } else {
      pi.status = 'requires_payment_method';
      this.emit('checkout.session.async_payment_failed', s);
    }
  }

  private charge(amount: number, currency: string, paymentIntent: string): string {
    const id = newId('ch');
    this.store.charges.set(id, { id, object: 'charge', amount, amount_refunded: 0, created: this.store.now(), currency, livemode: false, metadata: {}, paid: true, payment_intent: paymentIntent, refunded: false, status: 'succeeded' });
    return id;
  }

  private shippingAddress(s: CheckoutSession, i: ShippingInput | undefined): { name: string; address: Address } | undefined | string {
    if (!s.shipping_address_collection) return undefined;
    if (!i || !i.name.trim() || !i.line1.trim() || !i.city.trim() || !i.postal_code.trim()) return 'Enter your name and full shipping address.';
    if (!s.shipping_address_collection.allowed_countries.includes(i.country)) return 'We cannot ship to this country.';
    const t = (v: string): string => v.trim();
    return { name: t(i.name), address: { line1: t(i.line1), line2: i.line2?.trim() || null, city: t(i.city), postal_code: t(i.postal_code), state: null, country: i.country } };
  }

  createRefund(p: FormObject): Refund {
    const piId = str(p, 'payment_intent');
    const chargeId = str(p, 'charge');
    if (!piId && !chargeId) throw missingParam('payment_intent');
    const pi = piId ? this.store.paymentIntents.get(piId) : undefined;
    if (piId && !pi) throw noSuch('payment_intent', piId, 'payment_intent');
    const charge = this.store.charges.get(chargeId ?? pi?.latest_charge ?? '');
    if (!charge) {
      if (chargeId) throw noSuch('charge', chargeId, 'charge');
      throw invalidParam(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0) throw invalidParam(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = str(p, 'amount') === undefined ? remaining : positiveInt(str(p, 'amount'), 'amount');
    if (amount < 1 || amount > remaining)
      throw invalidParam(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, 'amount', 'amount_too_large');
    const refund: Refund = { id: newId('re'), object: 'refund', amount, charge: charge.id, created: this.store.now(), currency: charge.currency, metadata: stringMap(p, 'metadata'), payment_intent: charge.payment_intent, pending_reason: 'processing', reason: str(p, 'reason') ?? null, status: 'pending', failure_reason: null };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.store.refunds.set(refund.id, refund);
    this.emit('refund.created', refund);
    const failure = this.refundFailures.shift();
    // Card refunds settle quickly; the product must wait for the event either way.
    this.later(Math.min(this.asyncDelayMs, 200), () => {
      refund.pending_reason = null;
      if (failure === undefined) {
        refund.status = 'succeeded';
        this.emit('refund.updated', refund);
        this.emit('charge.refunded', charge);
        return;
      }
      // A failed refund gives its amount back to the charge (it can be refunded again), as Stripe's does.
      refund.status = 'failed';
      refund.failure_reason = failure;
      charge.amount_refunded -= amount;
      charge.refunded = false;
      this.emit('refund.updated', refund);
      this.emit('refund.failed', refund);
    });
    return refund;
  }

  /** Reasons the next refunds fail with (test control), one per refund created. */
  private readonly refundFailures: string[] = [];

  /** The next refund created settles as failed (refund.updated and refund.failed) instead of succeeded. */
  failNextRefund(reason: string): void {
    this.refundFailures.push(reason);
  }

  paymentIntent(id: string): PaymentIntent {
    const pi = this.store.paymentIntents.get(id);
    if (!pi) throw noSuch('payment_intent', id, 'intent');
    return pi;
  }

  refund(id: string): Refund {
    const r = this.store.refunds.get(id);
    if (!r) throw noSuch('refund', id, 'id');
    return r;
  }
}

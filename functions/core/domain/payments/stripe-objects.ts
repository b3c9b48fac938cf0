import * as z from 'zod/mini';
import type { SessionSnapshot, ShippingDetails } from './ports.js';
import { once } from '../../once.js';

/**
 * The few fields payments reads from Stripe's objects (API 2026-10-28.endive), validated rather than trusted:
 * a signed event is Stripe's, but a field we rely on being absent must not become a 500.
 */
/**
 * A Stripe object id ("cs_…", "pi_…"): 1–255 printable ASCII characters. Anything else (empty, control
 * characters) is no Stripe object: ignored rather than sent back to Stripe or stored (a fuzzed, signed event
 * with an empty session id and a NUL payment intent answered 500).
 */
const stripeId = once(() => z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/)));
const idOrObject = once(() => z.optional(z.nullable(z.union([stripeId(), z.object({ id: stripeId(), status: z.optional(z.string()) })]))));
const metadata = once(() => z.optional(z.nullable(z.record(z.string(), z.string()))));
const nullableString = once(() => z.optional(z.nullable(z.string())));

const sessionSchema = once(() => z.object({
  id: stripeId(),
  status: nullableString(),
  payment_status: z.string(),
  payment_intent: idOrObject(),
  client_reference_id: nullableString(),
  metadata: metadata(),
  amount_total: z.optional(z.nullable(z.int())),
  currency: nullableString(),
  collected_information: z.optional(
    z.nullable(
      z.object({
        shipping_details: z.optional(
          z.nullable(
            z.object({
              name: z.string(),
              address: z.object({ line1: nullableString(), line2: nullableString(), city: nullableString(), postal_code: nullableString(), country: nullableString() }),
            }),
          ),
        ),
      }),
    ),
  ),
}));

const refundSchema = once(() => z.object({ id: z.string(), status: nullableString(), amount: z.optional(z.nullable(z.int())), payment_intent: idOrObject(), metadata: metadata(), failure_reason: nullableString() }));
const chargeSchema = once(() => z.object({ id: z.string(), payment_intent: idOrObject(), refunded: z.boolean(), metadata: metadata() }));

const idOf = (v: z.infer<ReturnType<typeof idOrObject>>): string | undefined => (typeof v === 'string' ? v : (v?.id ?? undefined));

const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;
const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const isOneOf = <T extends string>(list: readonly T[], v: string | null | undefined): v is T => list.includes(v as T);

/** A Checkout Session object → what payments needs; undefined when it is not one. */
export const toSessionSnapshot = (object: unknown): SessionSnapshot | undefined => {
  const r = z.safeParse(sessionSchema(), object);
  if (!r.success) return undefined;
  const s = r.data;
  const shipping = s.collected_information?.shipping_details;
  const shippingDetails: ShippingDetails | null = shipping
    ? {
        name: shipping.name,
        address: {
          line1: shipping.address.line1 ?? null,
          line2: shipping.address.line2 ?? null,
          city: shipping.address.city ?? null,
          postal_code: shipping.address.postal_code ?? null,
          country: shipping.address.country ?? null,
        },
      }
    : null;
  return {
    id: s.id,
    status: isOneOf(SESSION_STATUSES, s.status) ? s.status : null,
    // An unknown payment status is treated as not paid: nothing is fulfilled on a guess.
    paymentStatus: isOneOf(PAYMENT_STATUSES, s.payment_status) ? s.payment_status : 'unpaid',
    paymentIntentId: idOf(s.payment_intent),
    ...(typeof s.payment_intent === 'object' && s.payment_intent?.status ? { paymentIntentStatus: s.payment_intent.status } : {}),
    // The server's own metadata names the order; client_reference_id alone is not trusted to (issue #27).
    orderId: s.metadata?.orderId ?? undefined,
    amountTotal: s.amount_total ?? null,
    currency: s.currency ? s.currency.toLowerCase() : null,
    shippingDetails,
  };
};

/** PaymentIntent statuses of a delayed payment that failed (Stripe: back to requires_payment_method). */
const FAILED_PAYMENT = new Set(['requires_payment_method', 'canceled']);

/** A completed session whose delayed payment failed: nothing can be paid there any more. */
export const delayedPaymentFailed = (s: Pick<SessionSnapshot, 'paymentStatus' | 'paymentIntentStatus'>): boolean =>
  s.paymentStatus === 'unpaid' && FAILED_PAYMENT.has(s.paymentIntentStatus ?? '');

export interface RefundSnapshot {
  refundId: string;
  status: string;
  /** Minor units refunded by this refund (Stripe always sends it; undefined only if absent). */
  amount?: number;
  paymentIntentId?: string;
  orderId?: string;
  failureReason?: string;
}

export const toRefundSnapshot = (object: unknown): RefundSnapshot | undefined => {
  const r = z.safeParse(refundSchema(), object);
  if (!r.success) return undefined;
  return {
    refundId: r.data.id,
    status: r.data.status ?? 'unknown',
    ...(typeof r.data.amount === 'number' ? { amount: r.data.amount } : {}),
    paymentIntentId: idOf(r.data.payment_intent),
    orderId: r.data.metadata?.orderId,
    failureReason: r.data.failure_reason ?? undefined,
  };
};

export interface ChargeSnapshot {
  chargeId: string;
  /** Fully refunded (a partial refund leaves it false). */
  refunded: boolean;
  paymentIntentId?: string;
  orderId?: string;
}

export const toChargeSnapshot = (object: unknown): ChargeSnapshot | undefined => {
  const r = z.safeParse(chargeSchema(), object);
  if (!r.success) return undefined;
  return { chargeId: r.data.id, refunded: r.data.refunded, paymentIntentId: idOf(r.data.payment_intent), orderId: r.data.metadata?.orderId };
};

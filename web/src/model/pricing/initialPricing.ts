import { EVENT_SIZES, EVENT_TYPES, type EventSize, type EventType } from '#shared/pricing/index.js';
import { NO_KNOWN_BUYER, type KnownBuyer } from '../orders/knownBuyer';
import type { PendingOrder } from '../orders/pendingOrder';
import { initialPricingState, showComplete, type PricingState } from './pricingState';
import { loadPricingState } from './pricingStorage';

/** A reorder link's prefill (the order page's "Place New Order"): /pricing?type=&size=&name=&email=. */
export const prefillParams = ['type', 'size', 'name', 'email'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Where the page starts: a reorder link starts afresh with its values; otherwise this tab's saved state
 * (a reload keeps the step and the choices). Complete is shown when the buyer comes back paid: the order
 * this tab sent to Stripe is the remembered pending order and it is marked paid (the success page marks
 * it), or /pricing?step=complete with an event (`&event=CODE`) or with a paid pending order.
 * The organizer's name and e-mail, when empty, start as the buyer this device knows (issue 29.5).
 */
export function initialPricing(
  params: URLSearchParams,
  pending: PendingOrder | null,
  stored: PricingState | null = loadPricingState(),
  known: KnownBuyer = NO_KNOWN_BUYER,
): PricingState {
  if (prefillParams.some((p) => params.has(p))) {
    return withKnownBuyer(
      initialPricingState({
        eventType: oneOf<EventType>(EVENT_TYPES, params.get('type')),
        eventSize: oneOf<EventSize>(EVENT_SIZES, params.get('size')),
        organizerName: params.get('name') ?? undefined,
        organizerEmail: params.get('email') ?? undefined,
      }),
      known,
    );
  }
  const base = withKnownBuyer(stored ?? initialPricingState(), known);
  const paid = pending?.paid === true;
  if (params.get('step') === 'complete' && (params.has('event') || paid)) return showComplete(base);
  if (paid && base.orderId !== undefined && base.orderId === pending.orderId) return showComplete(base);
  return base;
}

/** Fills only the empty fields: what the buyer typed, or a reorder link carried, stays. */
const withKnownBuyer = (state: PricingState, known: KnownBuyer): PricingState => ({
  ...state,
  details: { ...state.details, organizerName: state.details.organizerName || known.name, organizerEmail: state.details.organizerEmail || known.email },
});

import { ADD_ON_IDS, EVENT_SIZES, EVENT_TYPES, type AddOnId, type EventSize, type EventType } from '#shared/pricing/index.js';
import { browserStorage, readStored, removeStored, writeStored } from '../../storage/deviceStorage';
import { DETAILS_FIELDS, PRICING_STEPS, type PricingState, type PricingStep } from './pricingState';

/**
 * The pricing page's choices for this tab (sessionStorage): a reload keeps the step and everything chosen,
 * a new tab starts afresh. Only the page writes it, so a light check of the shape is enough.
 */
export const PRICING_STATE_KEY = 'candid:pricing';

export function savePricingState(state: PricingState): void {
  writeStored(PRICING_STATE_KEY, JSON.stringify(state), browserStorage('session'));
}

export function clearPricingState(): void {
  removeStored(PRICING_STATE_KEY, browserStorage('session'));
}

export function loadPricingState(): PricingState | null {
  const raw = readStored(PRICING_STATE_KEY, browserStorage('session'));
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

function parse(value: unknown): PricingState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const details = v.details as Record<string, unknown> | null | undefined;
  if (!isOneOf<PricingStep>(PRICING_STEPS, v.step) || !isOneOf<EventType>(EVENT_TYPES, v.eventType)) return null;
  if (v.eventSize !== null && !isOneOf<EventSize>(EVENT_SIZES, v.eventSize)) return null;
  if (typeof v.customAttendees !== 'string' || !Array.isArray(v.addOns) || !v.addOns.every((a) => isOneOf<AddOnId>(ADD_ON_IDS, a))) return null;
  if (typeof details !== 'object' || details === null || !DETAILS_FIELDS.every((f) => typeof details[f] === 'string')) return null;
  if (v.orderId !== undefined && typeof v.orderId !== 'string') return null;
  return value as PricingState;
}

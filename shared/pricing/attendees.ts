import { PricingError } from './errors.js';

export const CUSTOM_ATTENDEES_MIN = 1000;
export const CUSTOM_ATTENDEES_STEP = 100;
/** Above this a custom event gets a custom quote instead of a price (spec: "over 10000 gets a custom quote"). */
export const CUSTOM_ATTENDEES_MAX = 10_000;

/**
 * The custom attendee count (spec section 5): non-numeric becomes 1000, lower values are raised to 1000,
 * and the count moves in steps of 100 — a value between steps is rounded UP to the next step (the count is
 * a capacity, never shrunk below what the organizer typed). Over 10000 → PricingError CUSTOM_QUOTE_REQUIRED.
 */
export const normalizeCustomAttendees = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return CUSTOM_ATTENDEES_MIN;
  const stepped = Math.max(CUSTOM_ATTENDEES_MIN, Math.ceil(n / CUSTOM_ATTENDEES_STEP) * CUSTOM_ATTENDEES_STEP);
  if (stepped > CUSTOM_ATTENDEES_MAX) {
    throw new PricingError('CUSTOM_QUOTE_REQUIRED', `Events of more than ${CUSTOM_ATTENDEES_MAX} attendees get a custom quote.`);
  }
  return stepped;
};

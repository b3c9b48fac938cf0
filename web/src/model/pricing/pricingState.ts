import {
  CUSTOM_ATTENDEES_MIN,
  PricingError,
  addOnsFor,
  isAddOnAvailable,
  normalizeCustomAttendees,
  quote,
  type AddOnId,
  type EventSize,
  type EventType,
  type Quote,
} from '#shared/pricing/index.js';
import type { commerceMessages } from '#shared/commerce-messages.js';

/**
 * The pricing page's state (commerce spec section 2 "Pricing page", section 4 "Payment flow (pricing):
 * selection, addons, checkout, complete"): pure functions over one plain object, so the steps, Back, a
 * reload (sessionStorage) and the tests all go through the same transitions.
 */
export const PRICING_STEPS = ['selection', 'addons', 'checkout', 'complete'] as const;
export type PricingStep = (typeof PRICING_STEPS)[number];

/** The step indicator's names (spec section 2). */
export const STEP_TITLES: Readonly<Record<PricingStep, string>> = {
  selection: 'Choose Package',
  addons: 'Add-ons & Details',
  checkout: 'Payment',
  complete: 'Complete',
};

/** Spec section 3 "Pricing form". */
export interface PricingDetails {
  organizerName: string;
  organizerEmail: string;
  eventName: string;
  /** YYYY-MM-DD as the date input gives it. */
  eventDate: string;
}
export type DetailsField = keyof PricingDetails;
/** Screen order: the first invalid field gets focus. */
export const DETAILS_FIELDS: readonly DetailsField[] = ['organizerName', 'organizerEmail', 'eventName', 'eventDate'];
/** A field's error by the server's code for the same rule (the screen shows its text in the reader's language). */
export type DetailsErrors = Partial<Record<DetailsField, keyof typeof commerceMessages>>;

export interface PricingState {
  step: PricingStep;
  eventType: EventType;
  eventSize: EventSize | null;
  /** The custom attendee count as typed; normalized (spec section 5) when the field is left. */
  customAttendees: string;
  addOns: AddOnId[];
  details: PricingDetails;
  /** The order sent to Stripe from this tab: coming back paid shows Complete instead of Payment. */
  orderId?: string;
}

export const initialPricingState = (prefill: Partial<Pick<PricingState, 'eventType' | 'eventSize'>> & Partial<PricingDetails> = {}): PricingState => ({
  step: 'selection',
  eventType: prefill.eventType ?? 'digital',
  eventSize: prefill.eventSize ?? null,
  customAttendees: String(CUSTOM_ATTENDEES_MIN),
  addOns: [],
  details: {
    organizerName: prefill.organizerName ?? '',
    organizerEmail: prefill.organizerEmail ?? '',
    eventName: prefill.eventName ?? '',
    eventDate: prefill.eventDate ?? '',
  },
});

/** Another event type keeps the size and drops the add-ons it does not offer (availableFor). */
export const chooseEventType = (state: PricingState, eventType: EventType): PricingState => ({
  ...state,
  eventType,
  addOns: state.addOns.filter((id) => isAddOnAvailable(id, eventType)),
});

export const chooseEventSize = (state: PricingState, eventSize: EventSize): PricingState => ({ ...state, eventSize });

export const typeCustomAttendees = (state: PricingState, raw: string): PricingState => ({ ...state, customAttendees: raw });

/**
 * The attendee count of a custom event (spec section 5): at least 1000 (lower raised), step 100, non-numeric
 * becomes 1000; over 10000 is a custom quote (spec section 9), which is not sold here.
 */
export type CustomAttendees = { kind: 'count'; attendees: number } | { kind: 'custom_quote' };

export function customAttendeesOf(raw: string): CustomAttendees {
  try {
    return { kind: 'count', attendees: normalizeCustomAttendees(raw) };
  } catch (error) {
    if (error instanceof PricingError && error.code === 'CUSTOM_QUOTE_REQUIRED') return { kind: 'custom_quote' };
    throw error;
  }
}

/** Leaving the field writes the normalized count back (a custom quote keeps what was typed, so it can be corrected). */
export function settleCustomAttendees(state: PricingState): PricingState {
  const outcome = customAttendeesOf(state.customAttendees);
  return outcome.kind === 'count' ? { ...state, customAttendees: String(outcome.attendees) } : state;
}

export const needsCustomQuote = (state: PricingState): boolean =>
  state.eventSize === 'custom' && customAttendeesOf(state.customAttendees).kind === 'custom_quote';

/** Gallery extensions are one per purchase ("extendable by 7 or 30 days"): choosing one drops the other. */
const EXCLUSIVE: Readonly<Partial<Record<AddOnId, AddOnId>>> = {
  gallery_extension_7: 'gallery_extension_30',
  gallery_extension_30: 'gallery_extension_7',
};

export function toggleAddOn(state: PricingState, id: AddOnId): PricingState {
  if (!isAddOnAvailable(id, state.eventType)) return state;
  if (state.addOns.includes(id)) return { ...state, addOns: state.addOns.filter((a) => a !== id) };
  const other = EXCLUSIVE[id];
  return { ...state, addOns: [...state.addOns.filter((a) => a !== other), id] };
}

/** The add-ons offered with the chosen type, in display order (spec: 3 shown before 'Show more'). */
export const ADD_ONS_BEFORE_MORE = 3;
export const offeredAddOns = (state: PricingState) => addOnsFor(state.eventType);

export const setDetail = (state: PricingState, field: DetailsField, value: string): PricingState => ({
  ...state,
  details: { ...state.details, [field]: value },
});

/** Today in the buyer's own calendar (the date input's min), YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Field errors: the server's codes for the same rules (shared/commerce-messages.ts). */
export const DETAILS_CODES = {
  organizerName: 'CUSTOMER_NAME_REQUIRED',
  organizerEmail: 'CUSTOMER_EMAIL_INVALID',
  eventName: 'ORDER_EVENT_TITLE_REQUIRED',
  eventDate: 'ORDER_EVENT_DATE_REQUIRED',
  eventDatePast: 'ORDER_EVENT_DATE_PAST',
} as const;

// The server checks the address properly (zod's email); this only catches what is plainly not one.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Spec section 5: all four required, the e-mail an e-mail, the date not earlier than today. In field order. */
export function validateDetails(details: PricingDetails, today: string = localToday()): DetailsErrors {
  const errors: DetailsErrors = {};
  if (details.organizerName.trim() === '') errors.organizerName = DETAILS_CODES.organizerName;
  if (!LOOKS_LIKE_EMAIL.test(details.organizerEmail.trim())) errors.organizerEmail = DETAILS_CODES.organizerEmail;
  if (details.eventName.trim() === '') errors.eventName = DETAILS_CODES.eventName;
  if (!ISO_DATE.test(details.eventDate)) errors.eventDate = DETAILS_CODES.eventDate;
  else if (details.eventDate < today) errors.eventDate = DETAILS_CODES.eventDatePast;
  return errors;
}

/** The package the buyer is looking at, as the price list takes it; null until a size is chosen or for a custom quote. */
export function selectionOf(state: PricingState) {
  if (!state.eventSize) return null;
  let customAttendees: number | undefined;
  if (state.eventSize === 'custom') {
    const outcome = customAttendeesOf(state.customAttendees);
    if (outcome.kind === 'custom_quote') return null;
    customAttendees = outcome.attendees;
  }
  return {
    kind: 'event_package' as const,
    eventType: state.eventType,
    eventSize: state.eventSize,
    ...(customAttendees === undefined ? {} : { customAttendees }),
    addOns: state.addOns.filter((id) => isAddOnAvailable(id, state.eventType)),
  };
}

/** The order summary in the visitor's country (the same price list the server prices the order with). */
export function quoteOf(state: PricingState, country: string): Quote | null {
  const selection = selectionOf(state);
  return selection ? quote(selection, country) : null;
}

export type Advance = { ok: true; state: PricingState } | { ok: false; reason: 'no_package' | 'custom_quote' } | { ok: false; reason: 'details'; errors: DetailsErrors };

/**
 * Next: Choose Package needs a size that can be sold here (not a custom quote); Add-ons & Details needs a
 * valid form. Payment moves on only through the checkout (Stripe), and Complete is the end.
 */
export function advance(state: PricingState, today: string = localToday()): Advance {
  switch (state.step) {
    case 'selection':
      if (!state.eventSize) return { ok: false, reason: 'no_package' };
      if (needsCustomQuote(state)) return { ok: false, reason: 'custom_quote' };
      return { ok: true, state: { ...settleCustomAttendees(state), step: 'addons' } };
    case 'addons': {
      const errors = validateDetails(state.details, today);
      if (Object.keys(errors).length > 0) return { ok: false, reason: 'details', errors };
      return { ok: true, state: { ...state, step: 'checkout' } };
    }
    default:
      return { ok: true, state };
  }
}

/** Back keeps every choice; there is no Back from the first step or from Complete. */
export function goBack(state: PricingState): PricingState {
  if (state.step === 'addons') return { ...state, step: 'selection' };
  if (state.step === 'checkout') return { ...state, step: 'addons' };
  return state;
}

export const showComplete = (state: PricingState): PricingState => ({ ...state, step: 'complete' });

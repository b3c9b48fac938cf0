import { describe, expect, it } from 'vitest';
import { quote } from '#shared/pricing/index.js';
import {
  DETAILS_CODES,
  advance,
  chooseEventSize,
  chooseEventType,
  customAttendeesOf,
  goBack,
  initialPricingState,
  localToday,
  needsCustomQuote,
  quoteOf,
  selectionOf,
  setDetail,
  settleCustomAttendees,
  toggleAddOn,
  typeCustomAttendees,
  validateDetails,
  type PricingState,
} from './pricingState';

const today = '2026-11-24';
const details = { organizerName: 'Ana Pop', organizerEmail: 'ana@example.com', eventName: 'Ana & Dan', eventDate: '2026-12-12' };
const filled = (over: Partial<PricingState> = {}): PricingState => ({ ...initialPricingState(), eventSize: 'medium', details, ...over });

describe('pricing state: steps', () => {
  it('starts at Choose Package, digital, no size chosen, custom count 1000', () => {
    expect(initialPricingState()).toMatchObject({ step: 'selection', eventType: 'digital', eventSize: null, customAttendees: '1000', addOns: [] });
  });

  it('Choose Package needs a size, then goes to Add-ons & Details', () => {
    expect(advance(initialPricingState(), today)).toEqual({ ok: false, reason: 'no_package' });
    const next = advance(chooseEventSize(initialPricingState(), 'small'), today);
    expect(next.ok && next.state.step).toBe('addons');
  });

  it('Add-ons & Details needs the valid form before Payment; Payment and Complete do not advance by themselves', () => {
    const atAddons = filled({ step: 'addons', details: { ...details, eventName: ' ' } });
    expect(advance(atAddons, today)).toEqual({ ok: false, reason: 'details', errors: { eventName: DETAILS_CODES.eventName } });
    const ok = advance(filled({ step: 'addons' }), today);
    expect(ok.ok && ok.state.step).toBe('checkout');
    const atCheckout = filled({ step: 'checkout' });
    expect(advance(atCheckout, today)).toEqual({ ok: true, state: atCheckout });
  });

  it('Back moves one step and keeps every choice', () => {
    const chosen = filled({ step: 'checkout', eventType: 'personal', addOns: ['print_bundle_25', 'gallery_extension_7'] });
    const back1 = goBack(chosen);
    expect(back1).toEqual({ ...chosen, step: 'addons' });
    const back2 = goBack(back1);
    expect(back2).toEqual({ ...chosen, step: 'selection' });
    expect(goBack(back2)).toBe(back2);
    const complete = filled({ step: 'complete' });
    expect(goBack(complete)).toBe(complete);
  });
});

describe('pricing state: package and add-ons', () => {
  it('switching the event type keeps the size and drops the add-ons that type does not offer', () => {
    let s = chooseEventSize(initialPricingState(), 'medium');
    s = toggleAddOn(s, 'branded_frames');
    s = toggleAddOn(s, 'gallery_extension_7');
    s = chooseEventType(s, 'personal');
    expect(s).toMatchObject({ eventType: 'personal', eventSize: 'medium', addOns: ['gallery_extension_7'] });
  });

  it('toggles add-ons, refuses one the type does not offer, and keeps one gallery extension', () => {
    let s = chooseEventType(filled(), 'personal');
    s = toggleAddOn(s, 'branded_frames');
    expect(s.addOns).toEqual([]);
    s = toggleAddOn(toggleAddOn(s, 'print_bundle_25'), 'gallery_extension_7');
    expect(s.addOns).toEqual(['print_bundle_25', 'gallery_extension_7']);
    s = toggleAddOn(s, 'gallery_extension_30');
    expect(s.addOns).toEqual(['print_bundle_25', 'gallery_extension_30']);
    s = toggleAddOn(s, 'print_bundle_25');
    expect(s.addOns).toEqual(['gallery_extension_30']);
  });
});

describe('pricing state: custom attendees (spec section 5)', () => {
  it.each([
    ['500', 1000],
    ['1000', 1000],
    ['1250', 1300],
    ['abc', 1000],
    ['', 1000],
    ['10000', 10000],
  ])('%s attendees → %i', (raw, expected) => {
    expect(customAttendeesOf(raw)).toEqual({ kind: 'count', attendees: expected });
  });

  it('more than 10000 is a custom quote: no price, no Continue, the typed value kept', () => {
    const s = typeCustomAttendees(chooseEventSize(initialPricingState(), 'custom'), '12000');
    expect(customAttendeesOf('12000')).toEqual({ kind: 'custom_quote' });
    expect(needsCustomQuote(s)).toBe(true);
    expect(selectionOf(s)).toBeNull();
    expect(advance(s, today)).toEqual({ ok: false, reason: 'custom_quote' });
    expect(settleCustomAttendees(s).customAttendees).toBe('12000');
  });

  it('leaving the field writes the normalized count; Continue settles it too', () => {
    const s = typeCustomAttendees(chooseEventSize(initialPricingState(), 'custom'), '1234');
    expect(settleCustomAttendees(s).customAttendees).toBe('1300');
    const next = advance(s, today);
    expect(next.ok && next.state.customAttendees).toBe('1300');
  });

  it('prices the custom count only for the custom size', () => {
    expect(selectionOf(typeCustomAttendees(chooseEventSize(initialPricingState(), 'large'), '5000'))).not.toHaveProperty('customAttendees');
    expect(selectionOf(typeCustomAttendees(chooseEventSize(initialPricingState(), 'custom'), '5000'))).toMatchObject({ customAttendees: 5000 });
  });
});

describe('pricing state: details validation (spec section 5)', () => {
  it('requires all four fields, in screen order', () => {
    const errors = validateDetails({ organizerName: '', organizerEmail: '', eventName: '', eventDate: '' }, today);
    expect(Object.keys(errors)).toEqual(['organizerName', 'organizerEmail', 'eventName', 'eventDate']);
    expect(errors).toEqual({
      organizerName: DETAILS_CODES.organizerName,
      organizerEmail: DETAILS_CODES.organizerEmail,
      eventName: DETAILS_CODES.eventName,
      eventDate: DETAILS_CODES.eventDate,
    });
  });

  it('refuses what is plainly not an e-mail and a date before today; today is fine', () => {
    expect(validateDetails({ ...details, organizerEmail: 'ana@' }, today)).toEqual({ organizerEmail: DETAILS_CODES.organizerEmail });
    expect(validateDetails({ ...details, eventDate: '2026-11-23' }, today)).toEqual({ eventDate: DETAILS_CODES.eventDatePast });
    expect(validateDetails({ ...details, eventDate: today }, today)).toEqual({});
    expect(validateDetails(setDetail(filled(), 'organizerName', '  ').details, today)).toEqual({ organizerName: DETAILS_CODES.organizerName });
  });

  it("today is the buyer's local date", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('pricing state: the quote', () => {
  it('is the shared price list for the chosen package and add-ons in the country', () => {
    const s = filled({ eventType: 'personal', addOns: ['print_bundle_25', 'gallery_extension_7'] });
    const expected = quote({ kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: ['print_bundle_25', 'gallery_extension_7'] }, 'DE');
    expect(quoteOf(s, 'DE')).toEqual(expected);
    expect(expected.currency).toBe('EUR');
    expect(quoteOf(initialPricingState(), 'RO')).toBeNull();
  });
});

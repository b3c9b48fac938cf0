// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PendingOrder } from '../orders/pendingOrder';
import { initialPricing } from './initialPricing';
import { initialPricingState, type PricingState } from './pricingState';
import { PRICING_STATE_KEY, clearPricingState, loadPricingState, savePricingState } from './pricingStorage';

const stored: PricingState = {
  ...initialPricingState(),
  step: 'checkout',
  eventType: 'personal',
  eventSize: 'medium',
  addOns: ['print_bundle_25'],
  details: { organizerName: 'Ana', organizerEmail: 'ana@example.com', eventName: 'Party', eventDate: '2026-12-12' },
  orderId: 'ord_1',
};
const pending = (over: Partial<PendingOrder> = {}): PendingOrder => ({
  orderId: 'ord_1',
  orderNumber: 'CND-1',
  customerEmail: 'ana@example.com',
  customerName: 'Ana',
  productType: 'raw_archive',
  totalAmount: 100,
  currency: 'RON',
  timestamp: Date.now(),
  accessToken: 't',
  orderType: 'pre_event',
  ...over,
});
const q = (s: string) => new URLSearchParams(s);

beforeEach(() => sessionStorage.clear());

describe('where the pricing page starts', () => {
  it("a reload keeps this tab's step and choices (sessionStorage)", () => {
    savePricingState(stored);
    expect(sessionStorage.getItem(PRICING_STATE_KEY)).not.toBeNull();
    expect(loadPricingState()).toEqual(stored);
    expect(initialPricing(q(''), null)).toEqual(stored);
    clearPricingState();
    expect(initialPricing(q(''), null)).toEqual(initialPricingState());
  });

  it('ignores a saved state it cannot read', () => {
    sessionStorage.setItem(PRICING_STATE_KEY, JSON.stringify({ ...stored, step: 'teleport' }));
    expect(loadPricingState()).toBeNull();
    sessionStorage.setItem(PRICING_STATE_KEY, '{');
    expect(initialPricing(q(''), null)).toEqual(initialPricingState());
  });

  it('a reorder link starts afresh with its type, size, name and e-mail (unknown values ignored)', () => {
    savePricingState(stored);
    expect(initialPricing(q('type=personal&size=large&name=Ana&email=ana%40example.com'), null)).toEqual(
      initialPricingState({ eventType: 'personal', eventSize: 'large', organizerName: 'Ana', organizerEmail: 'ana@example.com' }),
    );
    expect(initialPricing(q('type=huge&size=giant'), null)).toEqual(initialPricingState());
  });

  it('coming back paid (the order this tab sent, marked paid) shows Complete, not Payment again', () => {
    expect(initialPricing(q(''), pending(), stored).step).toBe('checkout');
    expect(initialPricing(q(''), pending({ paid: true }), stored).step).toBe('complete');
    expect(initialPricing(q(''), pending({ paid: true, orderId: 'other' }), stored).step).toBe('checkout');
  });

  it('/pricing?step=complete needs an event or a paid pending order', () => {
    expect(initialPricing(q('step=complete'), null, null).step).toBe('selection');
    expect(initialPricing(q('step=complete'), pending(), null).step).toBe('selection');
    expect(initialPricing(q('step=complete'), pending({ paid: true }), null).step).toBe('complete');
    expect(initialPricing(q('step=complete&event=ABC123'), null, null).step).toBe('complete');
  });

  it("the organizer's name and e-mail start as the buyer this device knows, filling only empty fields (issue 29.5)", () => {
    const known = { name: 'Ana Pop', email: 'ana@example.com' };
    expect(initialPricing(q(''), null, null, known).details).toMatchObject({ organizerName: 'Ana Pop', organizerEmail: 'ana@example.com', eventName: '' });
    // What this tab typed stays; a reorder link's values win, its missing ones are filled.
    const typed = { ...stored, step: 'addons' as const, details: { ...stored.details, organizerName: 'Dan', organizerEmail: '' } };
    expect(initialPricing(q(''), null, typed, known).details).toMatchObject({ organizerName: 'Dan', organizerEmail: 'ana@example.com' });
    expect(initialPricing(q('name=Dan'), null, null, known).details).toMatchObject({ organizerName: 'Dan', organizerEmail: 'ana@example.com' });
    expect(initialPricing(q(''), null, null).details).toMatchObject({ organizerName: '', organizerEmail: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { shippingAddressOf } from './shipping-address.js';

const FORM = { street: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' };
const STRIPE = { name: 'Ana Pop', address: { line1: 'Str. Lalelelor 1', line2: 'ap. 3', city: 'Cluj', postal_code: '400000', country: 'RO' } };

describe('the one shipping address of an order', () => {
  it("is the form's address, even when an old session's Stripe address was stored too", () => {
    expect(shippingAddressOf({ customerInfo: { name: 'Ana', email: 'a@x.ro', address: FORM }, shippingDetails: STRIPE })).toEqual(FORM);
  });
  it("is a legacy order's Stripe-collected address when the form had none, in the form's shape", () => {
    expect(shippingAddressOf({ customerInfo: { name: 'Ana', email: 'a@x.ro' }, shippingDetails: STRIPE })).toEqual({
      street: 'Str. Lalelelor 1, ap. 3',
      city: 'Cluj',
      postalCode: '400000',
      country: 'RO',
    });
  });
  it('is none for an order that ships nothing', () => {
    expect(shippingAddressOf({ customerInfo: { name: 'Ana', email: 'a@x.ro' } })).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { quote, shippingFor } from '#shared/pricing/index.js';
import { photoView } from '../../testing/fixtures';
import { savePendingOrder, type PendingOrder } from '../orders/pendingOrder';
import { defaultSelection, isLowResolution, toggleSelected } from './photoSelection';
import { customerInfoOf, EMPTY_FORM, FIELD_MESSAGES, validatePurchase } from './purchaseForm';
import { purchaseSummary } from './purchaseProducts';
import { galleryReturn, markPurchaseShown, savePurchaseReturn } from './purchaseReturn';

beforeEach(() => localStorage.clear());

describe('validatePurchase (spec section 5)', () => {
  it('reports in the form order: name, email, then street, city, postal code when shipped', () => {
    expect(validatePurchase(EMPTY_FORM, true).map((p) => p.field)).toEqual(['name', 'email', 'street', 'city', 'postalCode']);
    expect(validatePurchase({ ...EMPTY_FORM, name: 'Ana' }, true).map((p) => p.field)).toEqual(['email', 'street', 'city', 'postalCode']);
    expect(validatePurchase({ ...EMPTY_FORM, name: 'Ana', email: 'ana@example.com', city: 'Cluj' }, true).map((p) => p.field)).toEqual(['street', 'postalCode']);
    expect(validatePurchase(EMPTY_FORM, true)[0]?.message).toBe(messages.CUSTOMER_NAME_REQUIRED);
    expect(validatePurchase({ ...EMPTY_FORM, name: 'Ana', email: 'ana@' }, false)).toEqual([{ field: 'email', message: FIELD_MESSAGES.email }]);
  });

  it('needs no address for the digital archive, and never a country', () => {
    expect(validatePurchase({ ...EMPTY_FORM, name: 'Ana', email: 'ana@example.com' }, false)).toEqual([]);
    expect(validatePurchase({ ...EMPTY_FORM, name: 'Ana', email: 'ana@example.com', street: 'Str. Mare 1', city: 'Cluj', postalCode: '400001' }, true)).toEqual([]);
    expect(validatePurchase({ ...EMPTY_FORM, name: '   ', email: 'ana@example.com' }, false).map((p) => p.field)).toEqual(['name']);
  });

  it('sends the address only when shipped, trimmed', () => {
    const form = { name: ' Ana ', email: 'ana@example.com ', street: ' Str. Mare 1', city: 'Cluj ', postalCode: '400001', country: '' };
    expect(customerInfoOf(form, false)).toEqual({ name: 'Ana', email: 'ana@example.com' });
    expect(customerInfoOf(form, true)).toEqual({ name: 'Ana', email: 'ana@example.com', address: { street: 'Str. Mare 1', city: 'Cluj', postalCode: '400001' } });
  });
});

describe('purchaseSummary (the figures the server computes)', () => {
  it('raw archive in RO: 180 RON, no shipping, all photos', () => {
    expect(purchaseSummary({ kind: 'raw_archive' }, 'RO', 6)).toMatchObject({ photos: '6 photos (all)', subtotal: 18000, shipping: 0, total: 18000, currency: 'RON' });
  });

  it('10 prints at 13×18 shipped to DE: the 10×15 bundle × 6/4.5, priced for DE, plus DE shipping, in EUR', () => {
    const s = purchaseSummary({ kind: 'prints_bundle', photos: 10, printSize: '13x18' }, 'DE', 6);
    // 35 × 6/4.5 = 46.67 × 2 (DE) = 93.33 → 90 (to 10 below 100); shipping is DE's figure × 2.
    expect(s).toMatchObject({ photos: '10 prints', subtotal: 9000, currency: 'EUR', country: 'DE' });
    expect(s.shipping).toBe(shippingFor('DE'));
    expect(s.shipping).toBeGreaterThan(0);
    expect(s.total).toBe(9000 + shippingFor('DE'));
    expect(s.total).toBe(quote({ kind: 'prints_bundle', photos: 10, printSize: '13x18' }, 'DE').total);
  });

  it('a combo: the archive and its prints, shipped', () => {
    const s = purchaseSummary({ kind: 'combo', combo: 'standard' }, 'RO', 40);
    expect(s).toMatchObject({ photos: '40 photos + 25 prints', subtotal: 24000, shipping: 1500, total: 25500 });
  });
});

describe('photo selection (issue #16)', () => {
  const p = (n: number, votes: Record<string, number> = {}, width = 1080, height = 1920) =>
    photoView({ id: `01J0000000000000000000000${n}`, uploadedAt: `2025-06-01T12:0${n}:00.000Z`, votes, width, height });

  it('best-voted first, then the newest, up to the bundle count', () => {
    const photos = [p(1), p(2, { most_candid: 1 }), p(3), p(4, { most_creative: 2, most_candid: 1 }), p(5)];
    expect(defaultSelection(photos, 3)).toEqual([p(4).id, p(2).id, p(5).id]);
    expect(defaultSelection(photos, 10)).toHaveLength(5);
  });

  it('toggling adds up to the count and removes', () => {
    expect(toggleSelected(['a', 'b'], 'a', 2)).toEqual(['b']);
    expect(toggleSelected(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleSelected(['a'], 'c', 2)).toEqual(['a', 'c']);
  });

  it('warns about 20×30 prints of photos under 1 181 px on the short side only', () => {
    expect(isLowResolution({ width: 1180, height: 4000 }, '20x30')).toBe(true);
    expect(isLowResolution({ width: 1181, height: 1600 }, '20x30')).toBe(false);
    expect(isLowResolution({ width: 800, height: 600 }, '15x21')).toBe(false);
  });
});

describe('galleryReturn (plain /gallery after Stripe)', () => {
  const pending: PendingOrder = {
    orderId: 'o1',
    orderNumber: 'CND-1',
    customerEmail: 'ana@example.com',
    customerName: 'Ana',
    productType: 'raw_archive',
    totalAmount: 18000,
    currency: 'RON',
    timestamp: Date.now(),
    accessToken: 't',
    orderType: 'post_event',
  };

  it('nothing bought: null', () => {
    expect(galleryReturn()).toBeNull();
  });

  it('paid: the confirmation once, then the purchase choice; unpaid: the purchase choice', () => {
    savePurchaseReturn({ orderId: 'o1', eventCode: 'ABC123', userName: 'Dan', timestamp: Date.now() });
    savePendingOrder(pending);
    expect(galleryReturn()).toMatchObject({ eventCode: 'ABC123', userName: 'Dan', view: 'expired' });
    savePendingOrder({ ...pending, paid: true });
    expect(galleryReturn()?.view).toBe('confirmation');
    markPurchaseShown('o1');
    expect(galleryReturn()?.view).toBe('expired');
  });

  it('a day later it is forgotten', () => {
    savePurchaseReturn({ orderId: 'o1', eventCode: 'ABC123', userName: 'Dan', timestamp: Date.now() - 25 * 3600_000 });
    expect(galleryReturn()).toBeNull();
  });
});

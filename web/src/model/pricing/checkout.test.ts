// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceMessages } from '#shared/commerce-messages.js';
import { quote } from '#shared/pricing/index.js';
import { ApiError } from '../../api/ApiError';
import { setLocale } from '../../i18n/localeStore';
import { readPendingOrder } from '../orders/pendingOrder';
import {
  ORDER_FAILED_MESSAGE,
  PRICE_CHANGED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  paymentErrorText,
  startCheckout,
  type CheckoutApi,
} from './checkout';
import { GEO_FAILED_MESSAGE, type PricingGeo } from './pricingGeo';
import { initialPricingState, quoteOf, type PricingState } from './pricingState';

const now = Date.parse('2026-11-24T12:00:00Z');
const state: PricingState = {
  ...initialPricingState(),
  step: 'checkout',
  eventType: 'personal',
  eventSize: 'medium',
  addOns: ['print_bundle_25', 'gallery_extension_7'],
  details: { organizerName: ' Ana Pop ', organizerEmail: 'ana@example.com', eventName: 'Ana & Dan', eventDate: '2026-12-12' },
};
const geoDe: PricingGeo = { country: 'DE', currency: 'EUR', geoToken: 'geo-de', failed: false };
const quoteDe = quoteOf(state, 'DE')!;

function fakeApi<O extends Partial<CheckoutApi>>(over: O = {} as O) {
  const api = {
    loadGeo: vi.fn<CheckoutApi['loadGeo']>(async () => geoDe),
    createOrder: vi.fn<CheckoutApi['createOrder']>(async () => ({ order: { id: 'ord_1', orderNumber: 'CND-261124-ABCDEFGH' }, accessToken: 'tok_1' })),
    openCheckout: vi.fn<CheckoutApi['openCheckout']>(async () => ({ url: 'https://stripe.test/pay/cs_1' })),
    ...over,
  };
  return api;
}

beforeEach(() => localStorage.clear());

describe('checkout', () => {
  it('sends the spec pre-event body with the figures shown and the geo token, remembers the order, opens Stripe', async () => {
    const api = fakeApi();
    const outcome = await startCheckout({ state, geo: geoDe, quote: quoteDe }, api, () => now);
    expect(outcome).toEqual({ ok: true, url: 'https://stripe.test/pay/cs_1', orderId: 'ord_1' });
    expect(api.createOrder).toHaveBeenCalledWith({
      orderType: 'pre_event',
      productType: 'raw_archive',
      eventTitle: 'Ana & Dan',
      eventDate: '2026-12-12',
      productDetails: { eventType: 'personal', eventSize: 'medium', selectedAddOns: ['print_bundle_25', 'gallery_extension_7'] },
      customerInfo: { name: 'Ana Pop', email: 'ana@example.com' },
      subtotalAmount: quoteDe.subtotal,
      shippingCost: 0,
      totalAmount: quoteDe.total,
      currency: 'EUR',
      countryCode: 'DE',
      metadata: { eventName: 'Ana & Dan', eventDate: '2026-12-12', organizerName: 'Ana Pop' },
      geoToken: 'geo-de',
      locale: 'en',
    });
    expect(quoteDe.total).toBe(quote({ kind: 'event_package', eventType: 'personal', eventSize: 'medium', addOns: ['print_bundle_25', 'gallery_extension_7'] }, 'DE').total);
    expect(api.openCheckout).toHaveBeenCalledWith('ord_1', 'tok_1');
    expect(readPendingOrder(now)).toEqual({
      orderId: 'ord_1',
      orderNumber: 'CND-261124-ABCDEFGH',
      customerEmail: 'ana@example.com',
      customerName: 'Ana Pop',
      productType: 'raw_archive',
      totalAmount: quoteDe.total,
      currency: 'EUR',
      timestamp: now,
      accessToken: 'tok_1',
      orderType: 'pre_event',
      eventType: 'personal',
      eventSize: 'medium',
      eventTitle: 'Ana & Dan',
      eventDate: '2026-12-12',
      organizerName: 'Ana Pop',
      addOns: ['print_bundle_25', 'gallery_extension_7'],
    });
    expect(api.loadGeo).not.toHaveBeenCalled();
  });

  it("a refused order shows the server's message, else 'Failed to create order'; nothing is remembered", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = fakeApi({
      createOrder: async () => {
        throw new ApiError({ status: 400, code: 'ORDER_PRICE_CHANGED', message: PRICE_CHANGED_MESSAGE, fromServer: true });
      },
    });
    expect(await startCheckout({ state, geo: geoDe, quote: quoteDe }, refused)).toEqual({ ok: false, message: PRICE_CHANGED_MESSAGE });
    const broken = fakeApi({
      createOrder: async () => {
        throw new ApiError({ status: 502, code: 'INTERNAL', message: 'x' });
      },
    });
    expect(await startCheckout({ state, geo: geoDe, quote: quoteDe }, broken)).toEqual({ ok: false, message: ORDER_FAILED_MESSAGE });
    expect(readPendingOrder()).toBeNull();
  });

  it("a refused session shows the server's message, else 'Unknown error occurred' (the order stays remembered for a retry)", async () => {
    const refused = fakeApi({
      openCheckout: async () => {
        throw new ApiError({ status: 409, code: 'ORDER_NOT_PAYABLE', message: commerceMessages.ORDER_NOT_PAYABLE, fromServer: true });
      },
    });
    expect(await startCheckout({ state, geo: geoDe, quote: quoteDe }, refused, () => now)).toEqual({ ok: false, message: commerceMessages.ORDER_NOT_PAYABLE });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = fakeApi({
      openCheckout: async () => {
        throw new TypeError('boom');
      },
    });
    expect(await startCheckout({ state, geo: geoDe, quote: quoteDe }, thrown, () => now)).toEqual({ ok: false, message: UNKNOWN_ERROR_MESSAGE });
    expect(readPendingOrder(now)?.orderId).toBe('ord_1');
  });

  it('without a geo token tries the lookup once more; another country means new prices first, no order', async () => {
    const noToken: PricingGeo = { country: 'RO', currency: 'RON', geoToken: null, failed: true };
    const quoteRo = quoteOf(state, 'RO')!;
    const stillDown = fakeApi({ loadGeo: async () => noToken });
    expect(await startCheckout({ state, geo: noToken, quote: quoteRo }, stillDown)).toEqual({ ok: false, message: GEO_FAILED_MESSAGE });
    expect(stillDown.createOrder).not.toHaveBeenCalled();

    const elsewhere = fakeApi();
    expect(await startCheckout({ state, geo: noToken, quote: quoteRo }, elsewhere)).toEqual({ ok: false, message: PRICE_CHANGED_MESSAGE, geo: geoDe });
    expect(elsewhere.createOrder).not.toHaveBeenCalled();

    const backRo = fakeApi({ loadGeo: async () => ({ country: 'RO', currency: 'RON', geoToken: 'geo-ro', failed: false }) });
    expect((await startCheckout({ state, geo: noToken, quote: quoteRo }, backRo)).ok).toBe(true);
    expect(backRo.createOrder.mock.calls[0]?.[0].geoToken).toBe('geo-ro');
  });

  it("the alert text is 'Payment Error: {message}', 'Unknown error occurred' when there is none", () => {
    expect(paymentErrorText(ORDER_FAILED_MESSAGE)).toBe('Payment Error: Failed to create order');
    expect(paymentErrorText('')).toBe('Payment Error: Unknown error occurred');
    expect(paymentErrorText(undefined)).toBe('Payment Error: Unknown error occurred');
  });
});

describe("the order is in the buyer's language", () => {
  it("sends the device's language as the order's locale (its e-mails are written in it)", async () => {
    setLocale('ro');
    try {
      const api = fakeApi();
      await startCheckout({ state, geo: geoDe, quote: quoteDe }, api, () => now);
      expect(api.createOrder.mock.calls[0]?.[0].locale).toBe('ro');
    } finally {
      setLocale('en');
    }
  });

  it('Secure Checkout again on this device (back from Stripe): hands the remembered unpaid order and its token to the server', async () => {
    const first = fakeApi();
    await startCheckout({ state, geo: geoDe, quote: quoteDe }, first, () => now);
    expect(first.createOrder.mock.calls[0]).toHaveLength(1);
    const again = fakeApi();
    await startCheckout({ state, geo: geoDe, quote: quoteDe }, again, () => now + 60_000);
    expect(again.createOrder).toHaveBeenCalledWith(expect.objectContaining({ replacesOrderId: 'ord_1' }), 'tok_1');
  });

  it('a remembered order already paid is not handed back (a new purchase is a new order)', async () => {
    await startCheckout({ state, geo: geoDe, quote: quoteDe }, fakeApi(), () => now);
    const { markPendingOrderPaid } = await import('../orders/pendingOrder');
    markPendingOrderPaid('ord_1', now);
    const again = fakeApi();
    await startCheckout({ state, geo: geoDe, quote: quoteDe }, again, () => now + 60_000);
    expect(again.createOrder.mock.calls[0]).toHaveLength(1);
    expect(again.createOrder.mock.calls[0]?.[0]).not.toHaveProperty('replacesOrderId');
  });
});

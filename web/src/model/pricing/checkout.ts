import { commerceMessages as messages } from '#shared/commerce-messages.js';
import type { Quote } from '#shared/pricing/index.js';
import type { Locale } from '#shared/i18n/locale.js';
import type { CreateOrderRequest } from '#shared/schemas/orders.js';
import { currentLocale } from '../../i18n/localeStore';
import { serverMessage, UNKNOWN_ERROR_MESSAGE } from '../payment/paymentErrors';
import { replaceableOrder, savePendingOrder, type PendingOrder } from '../orders/pendingOrder';
import { GEO_FAILED_MESSAGE, type PricingGeo } from './pricingGeo';
import { selectionOf, type PricingState } from './pricingState';

/** Spec section 8 (pricing payment errors). */
export const ORDER_FAILED_MESSAGE = 'Failed to create order';
export { paymentErrorText, UNKNOWN_ERROR_MESSAGE } from '../payment/paymentErrors';

/** The spec's pre-event order body (section 3) plus the signed geo token (DESIGN 15). */
export interface PreEventOrderBody {
  orderType: 'pre_event';
  productType: 'raw_archive';
  eventTitle: string;
  eventDate: string;
  productDetails: {
    eventType: PricingState['eventType'];
    eventSize: NonNullable<PricingState['eventSize']>;
    customAttendees?: number;
    selectedAddOns: PricingState['addOns'];
  };
  customerInfo: { name: string; email: string };
  subtotalAmount: number;
  shippingCost: number;
  totalAmount: number;
  currency: Quote['currency'];
  countryCode: string;
  metadata: { eventName: string; eventDate: string; organizerName: string };
  geoToken: string;
  /** The buyer's language: the order's e-mails are written in it. */
  locale: Locale;
  /** This device's earlier pending order (back from Stripe): reused for the same purchase, cancelled for another. */
  replacesOrderId?: string;
}

/** The server's text for figures that no longer agree. */
export const PRICE_CHANGED_MESSAGE = messages.ORDER_PRICE_CHANGED;

/** The calls of the checkout (GET /api/geo again, POST /api/orders, POST /api/orders/{id}/checkout); injected in tests. */
export interface CheckoutApi {
  loadGeo(): Promise<PricingGeo>;
  /** `previousToken`: the access token of `body.replacesOrderId` (sent as X-Order-Token). */
  createOrder(body: PreEventOrderBody, previousToken?: string): Promise<{ order: { id: string; orderNumber: string }; accessToken: string }>;
  openCheckout(orderId: string, accessToken: string): Promise<{ url: string }>;
}

/** `geo`: a fresh lookup put prices in another country; the page shows them before anything is bought. */
export type CheckoutOutcome = { ok: true; url: string; orderId: string } | { ok: false; message: string; geo?: PricingGeo };

/**
 * The order with exactly the figures the page shows (the server prices it again in the geo token's country
 * and refuses it when anything disagrees), remembered on the device with its access token, then Stripe's
 * hosted page. `message` is the text after "Payment Error: ".
 */
export async function startCheckout(
  input: { state: PricingState; geo: PricingGeo; quote: Quote },
  api: CheckoutApi,
  now: () => number = Date.now,
): Promise<CheckoutOutcome> {
  const { state, geo, quote } = input;
  const selection = selectionOf(state);
  let geoToken = geo.geoToken;
  // The page loaded without a geo token (the lookup failed): one more try before giving up.
  if (!geoToken) {
    const fresh = await api.loadGeo();
    if (!fresh.geoToken) return { ok: false, message: GEO_FAILED_MESSAGE };
    if (fresh.country !== quote.country || fresh.currency !== quote.currency) return { ok: false, message: PRICE_CHANGED_MESSAGE, geo: fresh };
    geoToken = fresh.geoToken;
  }
  if (!state.eventSize || !selection) return { ok: false, message: UNKNOWN_ERROR_MESSAGE };
  const details = {
    organizerName: state.details.organizerName.trim(),
    organizerEmail: state.details.organizerEmail.trim(),
    eventName: state.details.eventName.trim(),
    eventDate: state.details.eventDate,
  };
  const body = {
    orderType: 'pre_event',
    productType: 'raw_archive',
    eventTitle: details.eventName,
    eventDate: details.eventDate,
    productDetails: {
      eventType: selection.eventType,
      eventSize: selection.eventSize,
      ...(selection.customAttendees === undefined ? {} : { customAttendees: selection.customAttendees }),
      selectedAddOns: [...selection.addOns],
    },
    customerInfo: { name: details.organizerName, email: details.organizerEmail },
    subtotalAmount: quote.subtotal,
    shippingCost: quote.shipping,
    totalAmount: quote.total,
    currency: quote.currency,
    countryCode: quote.country,
    metadata: { eventName: details.eventName, eventDate: details.eventDate, organizerName: details.organizerName },
    geoToken,
    locale: currentLocale(),
  } satisfies PreEventOrderBody & CreateOrderRequest;

  const previous = replaceableOrder(now());
  let created: Awaited<ReturnType<CheckoutApi['createOrder']>>;
  try {
    created = previous ? await api.createOrder({ ...body, replacesOrderId: previous.orderId }, previous.accessToken) : await api.createOrder(body);
  } catch (error) {
    return { ok: false, message: serverMessage(error, 'order creation') ?? ORDER_FAILED_MESSAGE };
  }

  const pending: PendingOrder = {
    orderId: created.order.id,
    orderNumber: created.order.orderNumber,
    customerEmail: details.organizerEmail,
    customerName: details.organizerName,
    productType: 'raw_archive',
    totalAmount: quote.total,
    currency: quote.currency,
    timestamp: now(),
    accessToken: created.accessToken,
    orderType: 'pre_event',
    eventType: selection.eventType,
    eventSize: selection.eventSize,
    eventTitle: details.eventName,
    eventDate: details.eventDate,
    organizerName: details.organizerName,
    addOns: [...selection.addOns],
  };
  // Refused storage is not fatal: the order's e-mail carries its link, and the success URL its token.
  if (!savePendingOrder(pending)) console.warn('pending order not stored on this device');

  try {
    const session = await api.openCheckout(created.order.id, created.accessToken);
    return { ok: true, url: session.url, orderId: created.order.id };
  } catch (error) {
    return { ok: false, message: serverMessage(error, 'checkout') ?? UNKNOWN_ERROR_MESSAGE };
  }
}


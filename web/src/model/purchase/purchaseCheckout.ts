import { commerceMessages as messages } from '#shared/commerce-messages.js';
import type { CreateOrderRequest } from '#shared/schemas/orders.js';
import { serverMessage, UNKNOWN_ERROR_MESSAGE } from '../payment/paymentErrors';
import { replaceableOrder, savePendingOrder, type PendingOrder } from '../orders/pendingOrder';
import { customerInfoOf, type PurchaseForm } from './purchaseForm';
import { printSizeOf, purchaseSummary, shipsChoice, type PurchaseChoice } from './purchaseProducts';
import { savePurchaseReturn } from './purchaseReturn';
import { currentLocale } from '../../i18n/localeStore';
import { GEO_FAILED_MESSAGE } from '../pricing/pricingGeo';

/** Spec section 8 (payment errors), as the pricing page says them. */
export const ORDER_FAILED_MESSAGE = 'Failed to create order';
export { paymentErrorText, UNKNOWN_ERROR_MESSAGE } from '../payment/paymentErrors';

export interface PurchaseGeo {
  country: string;
  /** Signed by the server; the order is priced in its country. null when the lookup failed. */
  geoToken: string | null;
}

/** The purchase's calls (POST /api/orders, POST /api/orders/{id}/checkout); injected in tests. */
export interface PurchaseCheckoutApi {
  /**
   * `creatorToken`: the organizer's session with the event's creator rights (sent as the bearer: the server sells
   * an event's photos to its organizer only); `previousToken`: the access token of `body.replacesOrderId` (X-Order-Token).
   */
  createOrder(body: CreateOrderRequest, creatorToken: string, previousToken?: string): Promise<{ order: { id: string; orderNumber: string }; accessToken: string }>;
  openCheckout(orderId: string, accessToken: string): Promise<{ url: string }>;
}

export interface PurchaseCheckoutInput {
  event: { code: string; title: string; photoCount: number };
  /** The session that buys: the gallery the buyer comes back to after Stripe. */
  userName: string;
  /** That session's token, with the event's creator rights: the server's proof that the organizer buys. */
  token: string;
  choice: PurchaseChoice;
  form: PurchaseForm;
  /** Prints: the chosen photos (ids). */
  photoIds: readonly string[];
  geo: PurchaseGeo;
}

export type PurchaseCheckoutOutcome = { ok: true; url: string; orderId: string } | { ok: false; message: string };

/**
 * The post_event order with exactly the figures the screen shows (the server prices it again in the geo
 * token's country and refuses any difference), remembered on this device (the pending order and where to
 * come back to), then the Stripe Checkout page. `message` is the text after "Payment Error: ".
 */
export async function startPurchaseCheckout(input: PurchaseCheckoutInput, api: PurchaseCheckoutApi, now: () => number = Date.now): Promise<PurchaseCheckoutOutcome> {
  const { event, choice, form, geo } = input;
  if (!geo.geoToken) return { ok: false, message: GEO_FAILED_MESSAGE };
  const summary = purchaseSummary(choice, geo.country, event.photoCount);
  const shipped = shipsChoice(choice);
  const customerInfo = customerInfoOf(form, shipped);
  const size = printSizeOf(choice);
  const body: CreateOrderRequest = {
    orderType: 'post_event',
    productType: choice.kind,
    eventCode: event.code,
    eventTitle: event.title,
    ...(choice.kind === 'prints_bundle' ? { bundleType: choice.photos, printSize: choice.printSize } : {}),
    ...(choice.kind === 'combo' ? { comboType: choice.combo } : {}),
    ...(shipped && input.photoIds.length > 0 ? { photoIds: [...input.photoIds] } : {}),
    customerInfo,
    subtotalAmount: summary.subtotal,
    shippingCost: summary.shipping,
    totalAmount: summary.total,
    currency: summary.currency,
    countryCode: summary.country,
    // The spec's post-event checkout metadata (event_title, product_type, photo_count).
    metadata: { event_title: event.title, product_type: choice.kind, photo_count: shipped ? input.photoIds.length : event.photoCount, ...(size ? { print_size: size } : {}) },
    geoToken: geo.geoToken,
    // The buyer's language: the order's e-mails are written in it.
    locale: currentLocale(),
  };

  const previous = replaceableOrder(now());
  let created: Awaited<ReturnType<PurchaseCheckoutApi['createOrder']>>;
  try {
    created = previous
      ? await api.createOrder({ ...body, replacesOrderId: previous.orderId }, input.token, previous.accessToken)
      : await api.createOrder(body, input.token);
  } catch (error) {
    return { ok: false, message: serverMessage(error, 'order creation') ?? ORDER_FAILED_MESSAGE };
  }

  const pending: PendingOrder = {
    orderId: created.order.id,
    orderNumber: created.order.orderNumber,
    customerEmail: customerInfo.email,
    customerName: customerInfo.name,
    productType: choice.kind,
    totalAmount: summary.total,
    currency: summary.currency,
    timestamp: now(),
    accessToken: created.accessToken,
    orderType: 'post_event',
    eventTitle: event.title,
  };
  // Refused storage is not fatal: the order's e-mail carries its link, and the success URL its token.
  if (!savePendingOrder(pending) || !savePurchaseReturn({ orderId: created.order.id, eventCode: event.code, userName: input.userName, timestamp: now() })) {
    console.warn('purchase not remembered on this device');
  }

  try {
    const session = await api.openCheckout(created.order.id, created.accessToken);
    return { ok: true, url: session.url, orderId: created.order.id };
  } catch (error) {
    return { ok: false, message: serverMessage(error, 'purchase checkout') ?? UNKNOWN_ERROR_MESSAGE };
  }
}


export const PRICE_CHANGED_MESSAGE = messages.ORDER_PRICE_CHANGED;

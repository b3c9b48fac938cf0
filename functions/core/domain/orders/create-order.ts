import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { DAY_MS } from '../../../../shared/constants.js';
import { PricingError } from '../../../../shared/pricing/errors.js';
import { quote, type ProductSelection, type Quote } from '../../../../shared/pricing/quote.js';
import type { CreateOrderInput, CreateOrderResponse } from '../../../../shared/schemas/orders.js';
import { verifyGeoToken } from '../../auth/geo-token.js';
import { now } from '../../clock.js';
import { customerIndexOf, historyItem, listSortKey, orderKeys, orderNumberItem, statusCounter, type OrderItem } from '../../data/order-item.js';
import { ddb, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { domainError } from '../errors.js';
import { assertCreatorStanding } from '../events/creator-standing.js';
import { lookupEventGuarded, type RateClient } from '../events/guarded-lookup.js';
import { newAccessToken } from './access-token.js';
import { verifyEventPurchaser } from './event-purchaser.js';
import { UNPAID_ORDER_MS } from './cancel-unpaid-orders.js';
import { mailOrder } from './order-email.js';
import { randomOrderNumber } from './order-number.js';
import { refuseForeignPhotos } from './print-photos.js';
import { cancelReplacedOrder, replaceablePendingOrder, samePurchase } from './replace-pending-order.js';
import { refuseUndeliverable } from './deliverable.js';

const ORDER_NUMBER_ATTEMPTS = 5;
export const ORDER_CREATED_REASON = 'Order created';

/** The body's product fields as shared/pricing's selection (the schema has already checked they are present). */
export const selectionOf = (input: CreateOrderInput): ProductSelection => {
  if (input.orderType === 'pre_event') {
    const d = input.productDetails;
    if (!d) throw domainError('VALIDATION_FAILED', 'pre_event without productDetails');
    // The pricing form keeps an attendee count around whatever the size; it prices only the custom size.
    return { kind: 'event_package', eventType: d.eventType, eventSize: d.eventSize, ...(d.eventSize === 'custom' ? { customAttendees: d.customAttendees } : {}), addOns: d.selectedAddOns };
  }
  switch (input.productType) {
    case 'raw_archive':
      return { kind: 'raw_archive' };
    case 'prints_bundle':
      if (input.bundleType === undefined || input.printSize === undefined) throw domainError('VALIDATION_FAILED', 'bundle missing');
      return { kind: 'prints_bundle', photos: input.bundleType, printSize: input.printSize };
    case 'combo':
      if (input.comboType === undefined) throw domainError('VALIDATION_FAILED', 'combo missing');
      return { kind: 'combo', combo: input.comboType };
    case 'gallery_extension':
      // The request schema refuses it: the organizer portal creates these orders (domain/organizer).
      throw domainError('VALIDATION_FAILED', 'gallery_extension through POST /api/orders');
  }
};

const priced = (selection: ProductSelection, country: string): Quote => {
  try {
    return quote(selection, country);
  } catch (e) {
    if (e instanceof PricingError) throw domainError(e.code === 'CUSTOM_QUOTE_REQUIRED' ? 'ORDER_CUSTOM_QUOTE_REQUIRED' : 'ORDER_SELECTION_INVALID', `${e.code}: ${e.message}`);
    throw e;
  }
};

/** Every figure the client showed must be the server's (DESIGN 9: prices are never taken from a client). */
const refuseDisagreement = (input: CreateOrderInput, q: Quote, country: string): void => {
  const disagreements = [
    input.totalAmount !== q.total && `total ${input.totalAmount} ≠ ${q.total}`,
    input.currency !== q.currency && `currency ${input.currency} ≠ ${q.currency}`,
    input.subtotalAmount !== undefined && input.subtotalAmount !== q.subtotal && `subtotal ${input.subtotalAmount} ≠ ${q.subtotal}`,
    input.shippingCost !== undefined && input.shippingCost !== q.shipping && `shipping ${input.shippingCost} ≠ ${q.shipping}`,
    input.countryCode !== undefined && input.countryCode !== country && `country ${input.countryCode} ≠ ${country}`,
  ].filter(Boolean);
  if (disagreements.length > 0) throw domainError('ORDER_PRICE_CHANGED', disagreements.join('; '));
};

/**
 * POST /api/orders: prices the order on the server, in the country of the caller's verified geo token
 * (DESIGN 15), refuses any client figure that disagrees, and stores it pending under a fresh order number
 * in one transaction (the number's conditional put, the order, its first history entry, the totals). The
 * access token is returned once (and e-mailed in the order-received link); only its hash is kept.
 */
/**
 * Spec section 5: the event date is not earlier than today. "Today" is the buyer's, whose zone the server
 * does not know: a date up to one day before today in UTC passes (UTC−12 is a day behind).
 */
const refusePastEventDate = (eventDate: string | undefined, at: Date): void => {
  if (eventDate === undefined) return;
  const earliest = new Date(at.getTime() - DAY_MS).toISOString().slice(0, 10);
  if (eventDate < earliest) throw domainError('ORDER_EVENT_DATE_PAST', `${eventDate} < ${earliest}`);
};

export const createOrder = async (
  input: CreateOrderInput,
  client: RateClient,
  generateNumber: (at: Date) => string = randomOrderNumber,
  /** The access token of `input.replacesOrderId` (X-Order-Token), when the device sent one. */
  previousToken?: string,
  /** The bearer credential the request carried, unverified: a post_event order needs the event's creator rights (event-purchaser.ts). */
  purchaserCredential?: string,
): Promise<{ response: CreateOrderResponse; order: OrderItem; accessToken: string }> => {
  const country = await verifyGeoToken(input.geoToken);
  if (input.orderType === 'pre_event') refusePastEventDate(input.eventDate, now());
  const selection = selectionOf(input);
  const q = priced(selection, country);
  refuseDisagreement(input, q, country);
  // A post-event product is the event's organizer's to buy, and is made from an event: it must exist (looked
  // up like any code, misses counted), and the buyer's creator rights must still hold on it.
  const purchaser = input.orderType === 'post_event' && input.eventCode ? await verifyEventPurchaser(input.eventCode, purchaserCredential) : undefined;
  const event = purchaser && input.eventCode ? await lookupEventGuarded(input.eventCode, client) : undefined;
  if (purchaser && event) assertCreatorStanding(purchaser, event);
  const photoIds = event && input.photoIds && input.photoIds.length > 0 ? input.photoIds : undefined;
  if (event && photoIds) await refuseForeignPhotos(event.code, photoIds);
  if (event) await refuseUndeliverable(event, input);

  const at = now();
  const iso = at.toISOString();
  const id = ulid(at.getTime());
  const { token, hash } = newAccessToken();
  const base: NewOrderBase = {
    ...orderKeys.order(id),
    entity: 'order',
    id,
    orderType: input.orderType,
    productType: input.productType,
    status: 'pending',
    eventTitle: event?.title ?? input.eventTitle ?? '',
    ...(input.eventDate ? { eventDate: input.eventDate } : {}),
    ...(event ? { eventCode: event.code, eventId: event.id } : {}),
    customerInfo: input.customerInfo,
    selection: { ...selection },
    ...(photoIds ? { photoIds } : {}),
    ...(input.productDetails ? { productDetails: { eventType: input.productDetails.eventType, eventSize: input.productDetails.eventSize } } : {}),
    lines: q.lines,
    subtotalAmount: q.subtotal,
    shippingCost: q.shipping,
    totalAmount: q.total,
    currency: q.currency,
    country,
    ronTotal: q.ronTotal,
    ronRateDate: q.ronRateDate,
    ...(input.metadata ? { metadata: input.metadata } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
    accessTokenHash: hash,
    createdAt: iso,
    updatedAt: iso,
    statusSince: iso,
    version: 1,
    ...customerIndexOf(input.customerInfo.email, iso, id),
    GSI1PK: orderKeys.pendingOrders,
    // Due for the unpaid-order job 24 hours after creation (spec section 9: an unpaid order is kept 24 hours).
    GSI1SK: new Date(at.getTime() + UNPAID_ORDER_MS).toISOString(),
  };

  // Back from Stripe and Secure Checkout again: the same purchase is the same order (its number, its token,
  // its one "order received" e-mail); the checkout then opens a fresh session on it. A changed purchase is a
  // new order, and the old one is cancelled so that only one waits for payment.
  const previous = await replaceablePendingOrder(input.replacesOrderId, previousToken);
  if (previous && previousToken && samePurchase(previous, base)) return { order: previous, accessToken: previousToken, response: createdResponse(previous, previousToken) };
  const created = await storeNewOrder(base, token, at, generateNumber);
  if (previous) await cancelReplacedOrder(previous, created.order);
  return created;
};

/** An order as its creator builds it: the number and the staff-list keys are storeNewOrder's to add. */
export type NewOrderBase = Omit<OrderItem, 'orderNumber' | 'GSI4PK' | 'GSI4SK'>;

/**
 * Stores a priced pending order under a fresh order number in one transaction (the number's conditional put,
 * the order, its first history entry, the totals) and mails 'order-received' with the access token. Shared by
 * POST /api/orders and the organizer portal's gallery extension.
 */
export const storeNewOrder = async (
  base: NewOrderBase,
  token: string,
  at: Date,
  generateNumber: (at: Date) => string = randomOrderNumber,
): Promise<{ response: CreateOrderResponse; order: OrderItem; accessToken: string }> => {
  const { id } = base;
  const iso = at.toISOString();
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    // Every stored order joins the staff list of all orders, newest first (GSI4 LIST#ORDERS), whichever
    // path made it: a gallery extension once missed it, so the staff "All" tab left it out while Overview counted it.
    const order: OrderItem = { ...base, GSI4PK: orderKeys.allOrders, GSI4SK: listSortKey(base.createdAt, id), orderNumber: generateNumber(at) };
    const tx = namedTransaction({
      number: { Put: { TableName: tableName(), Item: orderNumberItem(order.orderNumber, id), ConditionExpression: 'attribute_not_exists(PK)' } },
      order: { Put: { TableName: tableName(), Item: order, ConditionExpression: 'attribute_not_exists(PK)' } },
      history: {
        Put: {
          TableName: tableName(),
          Item: historyItem(id, ulid(at.getTime()), { from: null, to: 'pending', reason: ORDER_CREATED_REASON, actor: 'customer', at: iso }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      totals: {
        Update: {
          TableName: tableName(),
          Key: orderKeys.totals,
          UpdateExpression: 'ADD #pending :one, ordersCreated :one',
          ExpressionAttributeNames: { '#pending': statusCounter('pending') },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      if (tx.reasons(e)?.number?.failed) continue; // 40 random bits collided: draw another number
      throw e;
    }
    // The e-mail carries the token in its link (the only other copy the buyer gets besides this answer).
    await mailOrder('order-received', order, token);
    return { order, accessToken: token, response: createdResponse(order, token) };
  }
  throw domainError('CODE_GENERATION_FAILED', `${ORDER_NUMBER_ATTEMPTS} order numbers taken in a row`);
};

/** POST /api/orders' answer: the order's summary and its access token (shown this once, and in the e-mail's link). */
const createdResponse = (order: OrderItem, token: string): CreateOrderResponse => ({
  success: true,
  order: {
    id: order.id,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    eventTitle: order.eventTitle,
    productType: order.productType,
    subtotalAmount: order.subtotalAmount,
    shippingCost: order.shippingCost,
    totalAmount: order.totalAmount,
    currency: order.currency,
    countryCode: order.country,
    status: order.status,
    customerInfo: { name: order.customerInfo.name, email: order.customerInfo.email },
  },
  accessToken: token,
});

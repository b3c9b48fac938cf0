import { ulid } from 'ulid';
import * as z from 'zod/mini';
import type { Locale } from '../../../../shared/i18n/locale.js';
import { PricingError, quote, type ProductSelection } from '../../../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../../../shared/schemas/orders.js';
import { verifyGeoToken } from '../../auth/geo-token.js';
import { now } from '../../clock.js';
import { getEventItem } from '../../data/event-item.js';
import { customerIndexOf, getOrderItem, orderKeys } from '../../data/order-item.js';
import { keys, tableName } from '../../data/table.js';
import { domainError } from '../errors.js';
import { newAccessToken } from '../orders/access-token.js';
import { UNPAID_ORDER_MS } from '../orders/cancel-unpaid-orders.js';
import { storeNewOrder, type NewOrderBase } from '../orders/create-order.js';
import { extendedGalleryExpiry } from '../orders/link-order.js';
import { AlongsideWriteRefused, transitionOrder } from '../orders/transition-order.js';
import { canExtendGallery } from './dashboard.js';
import { packageOrdersByEvent, requireOwnEvent } from './organizer-data.js';
import { once } from '../../once.js';

const extensionSelectionSchema = once(() => z.object({ kind: z.literal('gallery_extension'), days: z.union([z.literal(7), z.literal(30)]) }));

/**
 * POST /api/organizer/events/{code}/gallery-extension (issue #18, Add-ons): a pending post_event order
 * 'gallery_extension' for one of the organizer's events whose gallery is still open, priced by shared/pricing
 * (0.4 / 1.0 of the event's package price, DESIGN 15) in the geo token's country, stored like any order
 * (storeNewOrder) and paid through the normal checkout; the payment's fulfilment moves the gallery expiry.
 */
export const createGalleryExtensionOrder = async (
  email: string,
  code: string,
  req: { days: 7 | 30; geoToken: string; locale?: Locale | undefined },
): Promise<CreateOrderResponse> => {
  // Whose event first: another's is 403 whatever else the request carries.
  const { event, orders } = await requireOwnEvent(email, code);
  const country = await verifyGeoToken(req.geoToken);
  if (!event.package) throw domainError('ORGANIZER_EVENT_HAS_NO_PACKAGE', code);
  const at = now();
  if (!canExtendGallery(event, at)) throw domainError('ORGANIZER_GALLERY_EXPIRED', `${code} expired ${event.galleryExpiresAt}`);

  const selection: ProductSelection = { kind: 'gallery_extension', days: req.days, eventType: event.package.eventType, eventSize: event.package.eventSize };
  let q;
  try {
    q = quote(selection, country);
  } catch (e) {
    if (e instanceof PricingError) throw domainError('ORDER_SELECTION_INVALID', `${e.code}: ${e.message}`);
    throw e;
  }
  const packageOrder = packageOrdersByEvent(orders).get(code);
  const iso = at.toISOString();
  const id = ulid(at.getTime());
  const { token, hash } = newAccessToken();
  const base: NewOrderBase = {
    ...orderKeys.order(id),
    entity: 'order',
    id,
    orderType: 'post_event',
    productType: 'gallery_extension',
    status: 'pending',
    eventTitle: event.title,
    eventCode: event.code,
    eventId: event.id,
    customerInfo: { name: packageOrder?.customerInfo.name ?? email, email },
    selection: { ...selection },
    lines: q.lines,
    subtotalAmount: q.subtotal,
    shippingCost: q.shipping,
    totalAmount: q.total,
    currency: q.currency,
    country: q.country,
    ronTotal: q.ronTotal,
    ronRateDate: q.ronRateDate,
    ...(req.locale ? { locale: req.locale } : {}),
    accessTokenHash: hash,
    createdAt: iso,
    updatedAt: iso,
    statusSince: iso,
    version: 1,
    ...customerIndexOf(email, iso, id),
    GSI1PK: orderKeys.pendingOrders,
    GSI1SK: new Date(at.getTime() + UNPAID_ORDER_MS).toISOString(),
  };
  return (await storeNewOrder(base, token, at)).response;
};

const RACES = 3;

/**
 * The paid extension's fulfilment (payments' `extendGallery` seam, from the webhook or the success page, any
 * number of times): in ONE transaction the order moves processing → completed and the event's
 * galleryExtensionDays grows by the order's days, its galleryExpiresAt moved as link-order moves it (from the
 * free gallery's end, so the result does not depend on when this runs). The event's update is conditional on
 * the days it was read with (a concurrent link or extension re-reads), the order's on still being processing
 * (a repeat changes nothing); the order records the new expiry. An extension also keeps the photos from retention (its claim refuses events
 * with galleryExtensionDays > 0).
 */
export const applyGalleryExtension = async (orderId: string): Promise<void> => {
  for (let race = 0; race < RACES; race++) {
    const order = await getOrderItem(orderId);
    if (!order || order.productType !== 'gallery_extension' || order.status !== 'processing' || !order.eventCode) return;
    const { days } = extensionSelectionSchema().parse(order.selection);
    const event = await getEventItem(order.eventCode);
    if (!event) throw new Error(`gallery extension ${orderId}: event ${order.eventCode} is gone`);
    const before = event.galleryExtensionDays ?? 0;
    const after = before + days;
    const expires = extendedGalleryExpiry(event, after);
    try {
      await transitionOrder({
        orderId,
        to: 'completed',
        reason: `Gallery extended by ${days} days`,
        actor: 'system',
        // The order keeps the date it gave the gallery: its payment page says "open until …" (issue #29.4).
        set: { completedAt: now().toISOString(), galleryExpiresAt: expires },
        alongside: {
          event: {
            Update: {
              TableName: tableName(),
              Key: keys.event(event.code),
              UpdateExpression: 'SET galleryExtensionDays = :after, galleryExpiresAt = :expires',
              ConditionExpression: before === 0 ? 'id = :id AND (attribute_not_exists(galleryExtensionDays) OR galleryExtensionDays = :before)' : 'id = :id AND galleryExtensionDays = :before',
              ExpressionAttributeValues: { ':after': after, ':before': before, ':expires': expires, ':id': event.id },
            },
          },
        },
      });
      return;
    } catch (e) {
      if (e instanceof AlongsideWriteRefused) continue; // the event's extension days changed meanwhile: read again
      throw e;
    }
  }
  throw new Error(`gallery extension ${orderId}: the event kept changing`);
};

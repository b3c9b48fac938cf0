import { ulid } from 'ulid';
import type { Locale } from '../../../../shared/i18n/locale.js';
import { PricingError } from '../../../../shared/pricing/errors.js';
import { quote, type ProductSelection } from '../../../../shared/pricing/quote.js';
import type { CreateOrderResponse } from '../../../../shared/schemas/orders.js';
import { verifyGeoToken } from '../../auth/geo-token.js';
import { now } from '../../clock.js';
import { customerIndexOf, orderKeys } from '../../data/order-item.js';
import { domainError } from '../errors.js';
import { newAccessToken } from '../orders/access-token.js';
import { UNPAID_ORDER_MS } from '../orders/cancel-unpaid-orders.js';
import { storeNewOrder, type NewOrderBase } from '../orders/create-order.js';
import { canExtendGallery } from './dashboard.js';
import { packageOrdersByEvent, requireOwnEvent } from './organizer-data.js';

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

import { customerActions, estimatedCompletion, isPaidStatus } from '../../../../shared/orders/order-status.js';
import type { OrderView } from '../../../../shared/schemas/orders.js';
import { archivePartsOf, type OrderItem } from '../../data/order-item.js';
import { maskEmail, maskName } from './mask.js';
import { shippingAddressOf } from './shipping-address.js';

export type OrderAccess = 'full' | 'public';

/**
 * When the payment of the order's current Checkout Session failed, while the order still waits for one: the
 * moment to say "payment failed, pay again". A newer session (Pay again pressed) or a payment clears it.
 */
export const paymentFailedAt = (o: Pick<OrderItem, 'status' | 'checkout' | 'paymentFailure'>): string | undefined =>
  o.status === 'pending' && o.paymentFailure && o.checkout?.sessionId === o.paymentFailure.sessionId && o.checkout.replacing !== true ? o.paymentFailure.at : undefined;

/**
 * The customer-facing order (spec section 3). Without the order's token (DESIGN 15) the view keeps status,
 * product, amounts and event title, masks name and e-mail, and leaves out the address, tracking number,
 * download link, notes and the Cancel action. `mayAct: false` (an e-mail's view key) shows everything but Cancel.
 */
export const toOrderView = (o: OrderItem, access: OrderAccess, { mayAct = access === 'full' }: { mayAct?: boolean } = {}): OrderView => {
  const full = access === 'full';
  // What the payment delivered (the download link, the gallery's new end) only while the order is paid: a
  // cancelled or refunded order's link is refused anyway, and a refunded extension's days came off the gallery.
  const download = full && isPaidStatus(o.status);
  const address = full ? shippingAddressOf(o) : undefined;
  const facts = { status: o.status, orderType: o.orderType, productType: o.productType, downloadUrl: download ? o.downloadUrl : undefined, linked: o.eventId !== undefined };
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    orderType: o.orderType,
    productType: o.productType,
    status: o.status,
    eventTitle: o.eventTitle,
    customerInfo: full
      ? { name: o.customerInfo.name, email: o.customerInfo.email, ...(address ? { address } : {}) }
      : { name: maskName(o.customerInfo.name), email: maskEmail(o.customerInfo.email) },
    subtotalAmount: o.subtotalAmount,
    shippingCost: o.shippingCost,
    totalAmount: o.totalAmount,
    currency: o.currency,
    ...(o.productDetails ? { productDetails: o.productDetails } : {}),
    lines: o.lines,
    ...(full && o.notes ? { notes: o.notes } : {}),
    ...(full && o.trackingNumber ? { trackingNumber: o.trackingNumber } : {}),
    ...(download && o.downloadUrl ? { downloadUrl: o.downloadUrl } : {}),
    ...(download ? archivePartsOf(o) : {}),
    ...(download && o.downloadExpiresAt ? { downloadExpiresAt: o.downloadExpiresAt } : {}),
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    estimatedCompletion: estimatedCompletion(o),
    ...(paymentFailedAt(o) ? { paymentFailedAt: paymentFailedAt(o) } : {}),
    ...(download && o.galleryExpiresAt ? { galleryExpiresAt: o.galleryExpiresAt } : {}),
    actions: customerActions(facts)
      .map((a) => a.id)
      .filter((id) => mayAct || id !== 'cancel_order'),
    access,
  };
};

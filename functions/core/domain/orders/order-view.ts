import { customerActions, estimatedCompletion } from '../../../../shared/orders/order-status.js';
import type { OrderView } from '../../../../shared/schemas/orders.js';
import type { OrderItem } from '../../data/order-item.js';
import { maskEmail, maskName } from './mask.js';

export type OrderAccess = 'full' | 'public';

/**
 * The customer-facing order (spec section 3). Without the order's token (DESIGN 15) the view keeps status,
 * product, amounts and event title, masks name and e-mail, and leaves out the address, tracking number,
 * download link, notes and the Cancel action. `mayAct: false` (an e-mail's view key) shows everything but Cancel.
 */
export const toOrderView = (o: OrderItem, access: OrderAccess, { mayAct = access === 'full' }: { mayAct?: boolean } = {}): OrderView => {
  const full = access === 'full';
  const facts = { status: o.status, orderType: o.orderType, productType: o.productType, downloadUrl: full ? o.downloadUrl : undefined };
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    orderType: o.orderType,
    productType: o.productType,
    status: o.status,
    eventTitle: o.eventTitle,
    customerInfo: full
      ? { name: o.customerInfo.name, email: o.customerInfo.email, ...(o.customerInfo.address ? { address: o.customerInfo.address } : {}) }
      : { name: maskName(o.customerInfo.name), email: maskEmail(o.customerInfo.email) },
    subtotalAmount: o.subtotalAmount,
    shippingCost: o.shippingCost,
    totalAmount: o.totalAmount,
    currency: o.currency,
    ...(o.productDetails ? { productDetails: o.productDetails } : {}),
    lines: o.lines,
    ...(full && o.notes ? { notes: o.notes } : {}),
    ...(full && o.trackingNumber ? { trackingNumber: o.trackingNumber } : {}),
    ...(full && o.downloadUrl ? { downloadUrl: o.downloadUrl } : {}),
    ...(full && o.downloadExpiresAt ? { downloadExpiresAt: o.downloadExpiresAt } : {}),
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    estimatedCompletion: estimatedCompletion(o),
    actions: customerActions(facts)
      .map((a) => a.id)
      .filter((id) => mayAct || id !== 'cancel_order'),
    access,
  };
};

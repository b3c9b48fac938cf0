import { sendOrderEmail, type OrderEmailOrder, type OrderEmailTemplate } from '../../email/send-order-email.js';
import type { OrderItem } from '../../data/order-item.js';
import { log } from '../../log.js';

/** What the e-mail templates read of an order. */
export const emailOrderOf = (o: OrderItem): OrderEmailOrder => ({
  id: o.id,
  orderNumber: o.orderNumber,
  customer: { name: o.customerInfo.name, email: o.customerInfo.email },
  productType: o.productType,
  orderType: o.orderType,
  lines: o.lines,
  eventTitle: o.eventTitle || undefined,
  total: o.totalAmount,
  currency: o.currency,
  downloadUrl: o.downloadUrl,
  downloadExpiresAt: o.downloadExpiresAt,
  downloadParts: o.downloadParts,
  trackingNumber: o.trackingNumber,
  locale: o.locale,
});

/**
 * Sends an order e-mail (deduped per order and template by sendOrderEmail) without failing the request
 * that changed the order: the order exists whatever SES answers, and an error here would make a buyer
 * create a second order. A failed send released its claim, so a later call can still send it.
 */
export const mailOrder = async (template: OrderEmailTemplate, order: OrderItem, accessToken?: string): Promise<void> => {
  try {
    await sendOrderEmail({ template, order: emailOrderOf(order), accessToken });
  } catch (err) {
    log.warn('order e-mail not sent', { orderId: order.id, template, error: err instanceof Error ? err.message : String(err) });
  }
};

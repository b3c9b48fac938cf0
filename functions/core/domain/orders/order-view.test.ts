import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../data/order-item.js';
import { toOrderView } from './order-view.js';

const AT = '2026-11-20T10:00:00.000Z';
const EXPIRES = '2026-12-20T10:00:00.000Z';
/** A paid gallery extension as fulfilment leaves it (the gallery's new end recorded on the order). */
const extension = (over: Partial<OrderItem> = {}): OrderItem => ({
  PK: 'ORDER#o1',
  SK: 'META',
  entity: 'order',
  id: 'o1',
  orderNumber: 'CND-000001',
  orderType: 'post_event',
  productType: 'gallery_extension',
  status: 'completed',
  eventTitle: 'Ana & Dan',
  eventCode: 'AB12CD',
  customerInfo: { name: 'Ana Pop', email: 'ana@example.com' },
  selection: {},
  lines: [{ id: 'addon:gallery_extension_30', label: 'Gallery extension (30 days)', amount: 9900 }],
  subtotalAmount: 9900,
  shippingCost: 0,
  totalAmount: 9900,
  currency: 'RON',
  country: 'RO',
  ronTotal: 9900,
  ronRateDate: '2026-11-20',
  accessTokenHash: 'h',
  paymentIntentId: 'pi_1',
  paidAt: AT,
  galleryExpiresAt: EXPIRES,
  createdAt: AT,
  updatedAt: AT,
  statusSince: AT,
  version: 3,
  ...over,
});

describe("the order's view: what the payment delivered, only while the order is paid", () => {
  it("names the gallery's new end to the buyer (full access) of a paid extension, never without the token", () => {
    expect(toOrderView(extension(), 'full').galleryExpiresAt).toBe(EXPIRES);
    expect(toOrderView(extension(), 'public').galleryExpiresAt).toBeUndefined();
  });

  it.each(['cancelled', 'refunded'] as const)('leaves the date out once the extension is %s (its days came off the gallery)', (status) => {
    const view = toOrderView(extension({ status }), 'full');
    expect(view.status).toBe(status);
    expect(view.galleryExpiresAt).toBeUndefined();
  });
});

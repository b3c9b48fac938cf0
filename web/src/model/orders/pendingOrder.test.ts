// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PENDING_ORDER_KEY,
  PENDING_ORDER_MAX_AGE_MS,
  clearPendingOrder,
  markPendingOrderPaid,
  readPendingOrder,
  savePendingOrder,
  type PendingOrder,
} from './pendingOrder';

const now = Date.parse('2026-11-24T12:00:00Z');
const order = (over: Partial<PendingOrder> = {}): PendingOrder => ({
  orderId: 'ord_1',
  orderNumber: 'ALN-1764000000000',
  customerEmail: 'ana@example.com',
  customerName: 'Ana',
  productType: 'raw_archive',
  totalAmount: 12400,
  currency: 'RON',
  timestamp: now,
  accessToken: 'tok',
  orderType: 'pre_event',
  eventType: 'personal',
  eventSize: 'medium',
  eventTitle: 'Ana & Dan',
  eventDate: '2026-12-12',
  organizerName: 'Ana',
  addOns: ['print_bundle_25'],
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('pending order', () => {
  it("is kept in localStorage under the spec's key and read back", () => {
    expect(savePendingOrder(order())).toBe(true);
    expect(localStorage.getItem(PENDING_ORDER_KEY)).not.toBeNull();
    expect(readPendingOrder(now + 1000)).toEqual(order());
  });

  it('is forgotten (and removed) after 24 hours', () => {
    savePendingOrder(order());
    expect(readPendingOrder(now + PENDING_ORDER_MAX_AGE_MS)).not.toBeNull();
    expect(readPendingOrder(now + PENDING_ORDER_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('removes what it cannot read', () => {
    localStorage.setItem(PENDING_ORDER_KEY, '{not json');
    expect(readPendingOrder(now)).toBeNull();
    expect(localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();

    localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...order(), accessToken: undefined }));
    expect(readPendingOrder(now)).toBeNull();
    expect(localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('marks only the remembered order paid', () => {
    savePendingOrder(order());
    expect(markPendingOrderPaid('other', now)).toBe(false);
    expect(readPendingOrder(now)?.paid).toBeUndefined();
    expect(markPendingOrderPaid('ord_1', now)).toBe(true);
    expect(readPendingOrder(now)?.paid).toBe(true);
  });

  it('is cleared', () => {
    savePendingOrder(order());
    clearPendingOrder();
    expect(readPendingOrder(now)).toBeNull();
  });

  it('says so when the device refuses to store it, and never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(savePendingOrder(order())).toBe(false);
    expect(readPendingOrder(now)).toBeNull();
  });
});

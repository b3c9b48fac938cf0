// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_REMEMBERED_ORDERS,
  ORDER_ACCESS_KEY,
  ORDER_ACCESS_MAX_AGE_MS,
  forgetOrderAccess,
  orderAccessToken,
  rememberOrderAccess,
  searchWithout,
  tokenFromSearch,
} from './orderAccess';
import { savePendingOrder } from './pendingOrder';

const now = Date.parse('2026-11-24T12:00:00Z');

beforeEach(() => localStorage.clear());

describe('order access on this device', () => {
  it('remembers a token by order id and by number (any case)', () => {
    expect(rememberOrderAccess({ orderId: '01JD0000000000000000000000', orderNumber: 'CND-261124-ABCD2345', token: 't1' }, now)).toBe(true);
    expect(orderAccessToken('01JD0000000000000000000000', now)).toBe('t1');
    expect(orderAccessToken('cnd-261124-abcd2345', now)).toBe('t1');
    expect(orderAccessToken('CND-261124-OTHER000', now)).toBeUndefined();
  });

  it('replaces the entry of the same order and keeps only the most recent orders', () => {
    rememberOrderAccess({ orderNumber: 'N-1', token: 'old' }, now);
    rememberOrderAccess({ orderId: 'ID-1', orderNumber: 'N-1', token: 'new' }, now + 1);
    expect(orderAccessToken('N-1', now + 2)).toBe('new');
    for (let i = 0; i < MAX_REMEMBERED_ORDERS + 5; i++) rememberOrderAccess({ orderNumber: `X-${i}`, token: `t${i}` }, now + 10 + i);
    expect(orderAccessToken('N-1', now + 100)).toBeUndefined();
    expect(orderAccessToken(`X-${MAX_REMEMBERED_ORDERS + 4}`, now + 100)).toBe(`t${MAX_REMEMBERED_ORDERS + 4}`);
    expect((JSON.parse(localStorage.getItem(ORDER_ACCESS_KEY) ?? '[]') as unknown[]).length).toBe(MAX_REMEMBERED_ORDERS);
  });

  it('forgets old tokens, unreadable storage and refused tokens', () => {
    rememberOrderAccess({ orderNumber: 'N-1', token: 't' }, now);
    expect(orderAccessToken('N-1', now + ORDER_ACCESS_MAX_AGE_MS + 1)).toBeUndefined();
    localStorage.setItem(ORDER_ACCESS_KEY, '{broken');
    expect(orderAccessToken('N-1', now)).toBeUndefined();
    expect(localStorage.getItem(ORDER_ACCESS_KEY)).toBeNull();
    rememberOrderAccess({ orderNumber: 'N-2', token: 't2' }, now);
    forgetOrderAccess('n-2', now);
    expect(orderAccessToken('N-2', now)).toBeUndefined();
  });

  it("falls back to the pending order's token for its id or number", () => {
    savePendingOrder({
      orderId: 'ID-9',
      orderNumber: 'N-9',
      customerEmail: 'a@b.c',
      customerName: 'A',
      productType: 'raw_archive',
      totalAmount: 100,
      currency: 'RON',
      timestamp: now,
      accessToken: 'pending',
      orderType: 'pre_event',
    });
    expect(orderAccessToken('ID-9', now)).toBe('pending');
    expect(orderAccessToken('N-9', now)).toBe('pending');
    expect(orderAccessToken('N-8', now)).toBeUndefined();
  });

  it('reads ?k= and removes it from a query, keeping the rest', () => {
    expect(tokenFromSearch('?k=abc&x=1')).toBe('abc');
    expect(tokenFromSearch('?x=1')).toBeUndefined();
    expect(tokenFromSearch('?k=')).toBeUndefined();
    expect(searchWithout('?k=abc&x=1')).toBe('?x=1');
    expect(searchWithout('?k=abc')).toBe('');
  });
});

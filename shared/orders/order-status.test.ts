import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canTransition,
  customerActions,
  displayOf,
  estimatedCompletion,
  isFinal,
  isPaidStatus,
  ORDER_STATUSES,
  statusDisplay,
  statusesAllowedToReach,
  type OrderStatus,
} from './order-status.js';

/** Spec section 4, written out independently of the module: [from, to] pairs that are allowed. */
const SPEC_ALLOWED = new Set(['pending>processing', 'pending>cancelled', 'processing>completed', 'processing>cancelled', 'processing>refunded', 'completed>refunded', 'cancelled>refunded', 'completed>cancelled']);
const matrix = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to, SPEC_ALLOWED.has(`${from}>${to}`)] as const));

describe('order state machine', () => {
  it('covers the whole 5×5 matrix', () => expect(matrix).toHaveLength(25));

  it.each(matrix)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
    expect(statusesAllowedToReach(to).includes(from)).toBe(allowed);
  });

  it('has final statuses cancelled and refunded only', () => {
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['cancelled', 'refunded']);
    // Ours: a paid order cancelled by its customer becomes refunded when Stripe confirms (DESIGN 15).
    expect(allowedTransitions.cancelled).toEqual(['refunded']);
  });

  it('holds the payment in processing and completed only: a cancel takes it back (the refund follows), pending never had it', () => {
    expect(ORDER_STATUSES.filter(isPaidStatus)).toEqual(['processing', 'completed']);
  });
});

describe('status display', () => {
  it('has the spec labels, progress and colours', () => {
    const rows = ORDER_STATUSES.map((s) => [s, statusDisplay[s].label, statusDisplay[s].progress, statusDisplay[s].color]);
    expect(rows).toEqual([
      ['pending', 'Payment Pending', 25, 'yellow'],
      ['processing', 'Processing', 50, 'blue'],
      ['completed', 'Completed', 100, 'green'],
      ['cancelled', 'Cancelled', 0, 'gray'],
      ['refunded', 'Refunded', 0, 'red'],
    ]);
    expect(statusDisplay.pending.description).toBe('waiting for payment confirmation');
    expect(statusDisplay.processing.description).toBe('payment confirmed, preparing order');
    expect(statusDisplay.completed.description).toBe('delivered');
    for (const s of ORDER_STATUSES) expect(statusDisplay[s].description.length).toBeGreaterThan(0);
  });

  it('never fails on a status it does not know', () => expect(displayOf('on_hold').label).toBe('Unknown'));
});

describe('estimated completion', () => {
  const at = (status: string, orderType = 'post_event', productType = 'raw_archive') => estimatedCompletion({ status, orderType, productType });
  it.each([
    ['pending', 'pre_event', 'raw_archive', 'Immediate'],
    ['processing', 'pre_event', 'raw_archive', '5-10 minutes'],
    ['processing', 'post_event', 'raw_archive', '5-10 minutes'],
    ['processing', 'post_event', 'prints_bundle', '3-5 business days'],
    ['processing', 'post_event', 'combo', '1-2 hours'],
    ['completed', 'post_event', 'raw_archive', 'Complete'],
    ['cancelled', 'post_event', 'raw_archive', 'N/A'],
    ['refunded', 'pre_event', 'raw_archive', 'N/A'],
    ['on_hold', 'post_event', 'raw_archive', 'Unknown'],
  ])('%s %s %s → %s', (status, orderType, productType, want) => expect(at(status, orderType, productType)).toBe(want));
});

describe('customer actions', () => {
  const ids = (status: OrderStatus, extra: { orderType?: string; downloadUrl?: string; linked?: boolean } = {}) =>
    customerActions({ status, orderType: extra.orderType ?? 'post_event', productType: 'raw_archive', downloadUrl: extra.downloadUrl, linked: extra.linked }).map((a) => a.id);
  it('pending: complete payment and cancel', () => expect(ids('pending')).toEqual(['retry_payment', 'cancel_order']));
  it('processing: none, but a paid event package may be cancelled for its refund (issue 27.4)', () => {
    expect(ids('processing')).toEqual([]);
    expect(ids('processing', { orderType: 'pre_event' })).toEqual(['cancel_order']);
  });
  it('completed: download only with a link', () => {
    expect(ids('completed')).toEqual([]);
    expect(ids('completed', { downloadUrl: 'https://x/d' })).toEqual(['download']);
  });
  it('completed pre_event: create event, and cancel (refused by the server once its event started)', () =>
    expect(ids('completed', { orderType: 'pre_event' })).toEqual(['create_event', 'cancel_order']));
  it('completed pre_event already linked to its event (issue 28.7): no second Create Event', () =>
    expect(ids('completed', { orderType: 'pre_event', linked: true })).toEqual(['cancel_order']));
  it('cancelled and refunded: reorder', () => {
    expect(ids('cancelled')).toEqual(['reorder']);
    expect(ids('refunded')).toEqual(['reorder']);
  });
  it('labels are the spec texts', () =>
    expect(customerActions({ status: 'pending', orderType: 'pre_event', productType: 'raw_archive' }).map((a) => a.label)).toEqual(['Complete Payment', 'Cancel Order']));
});

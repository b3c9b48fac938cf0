import { describe, expect, it } from 'vitest';
import { countedRefundRonOf, mergeRefundEntry, refundedAmountOf, refundRonOf, type RefundEntries } from './refund-amounts.js';

const entry = (status: string, amount = 3000, paymentIntentId = 'pi_1') => ({ amount, status, paymentIntentId, at: '2026-11-25T09:00:00.000Z' });
const order = (refunds: RefundEntries | undefined, status = 'processing') => ({ status, totalAmount: 10000, ronTotal: 20000, paymentIntentId: 'pi_1', refunds });

describe('the refunds ledger: what went back, whatever the order of delivery', () => {
  it("a refund's status only moves forward: pending → succeeded → failed; an older event changes nothing", () => {
    const pending = mergeRefundEntry(undefined, 're_1', entry('pending'));
    const succeeded = mergeRefundEntry(pending, 're_1', entry('succeeded'));
    expect(succeeded.re_1?.status).toBe('succeeded');
    expect(mergeRefundEntry(succeeded, 're_1', entry('pending'))).toBe(succeeded);
    const failed = mergeRefundEntry(succeeded, 're_1', entry('failed'));
    expect(failed.re_1?.status).toBe('failed');
    // Delivered the other way round: the failure stays.
    expect(mergeRefundEntry(mergeRefundEntry(undefined, 're_1', entry('failed')), 're_1', entry('succeeded')).re_1?.status).toBe('failed');
  });

  it("counts succeeded refunds of the order's own payment, its RON by the order's rate; a refunded order counts all of it", () => {
    const refunds = { re_1: entry('succeeded'), re_2: entry('pending', 1000), re_3: entry('failed', 2000), re_4: entry('succeeded', 10000, 'pi_extra') };
    expect(refundedAmountOf(order(refunds))).toBe(3000);
    expect(refundRonOf(order(refunds))).toBe(6000);
    expect(refundedAmountOf(order(refunds, 'refunded'))).toBe(10000);
    expect(refundRonOf(order(undefined, 'refunded'))).toBe(20000);
    // Pending: no payment of its own yet.
    expect(refundedAmountOf(order(refunds, 'pending'))).toBe(0);
  });

  it('an order counted before refunds were counted per refund: its whole RON total if refunded, else nothing', () => {
    expect(countedRefundRonOf({ status: 'refunded', ronTotal: 20000 })).toBe(20000);
    expect(countedRefundRonOf({ status: 'processing', ronTotal: 20000 })).toBe(0);
    expect(countedRefundRonOf({ status: 'refunded', ronTotal: 20000, refundedRon: 20000 })).toBe(20000);
    expect(countedRefundRonOf({ status: 'processing', ronTotal: 20000, refundedRon: 6000 })).toBe(6000);
  });
});

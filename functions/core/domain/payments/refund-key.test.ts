import { describe, expect, it } from 'vitest';
import { failedRefundsAppend, giveBackAttempt, giveBackKey, refundAttempt, refundAttemptsOf, refundKey } from './refund-key.js';

const failure = (refundId: string) => ({ refundId, reason: 'expired_or_canceled_card', at: '2026-11-24T12:00:00.000Z' });

describe('refund attempts', () => {
  it('one more than the distinct failed refunds of the payment; attempt 1 keeps the old key', () => {
    expect(refundAttempt({})).toBe(1);
    expect(refundAttempt({ failedRefundIds: ['re_1', 're_1'], refundFailure: failure('re_1') })).toBe(2);
    expect(refundAttempt({ failedRefundIds: ['re_1', 're_1', 're_2'], refundFailure: failure('re_1') })).toBe(3);
    expect([1, 2, 3].map((n) => refundKey('ORD1', n))).toEqual(['refund:ORD1', 'refund:ORD1:attempt:2', 'refund:ORD1:attempt:3']);
  });

  it('an order whose failure was recorded before the list existed counts that failure; one that has the list counts only the list (another payment\'s failure is not its)', () => {
    expect(refundAttempt({ refundFailure: failure('re_1') })).toBe(2);
    expect(refundAttempt({ failedRefundIds: [], refundFailure: failure('re_x') })).toBe(1);
  });

  it('for staff: nothing until a refund failed; then the attempt asked (a first request counts as 1) against the failures', () => {
    expect(refundAttemptsOf({ refundRequestedAt: '2026-11-24T11:00:00.000Z' })).toBeUndefined();
    expect(refundAttemptsOf({ refundRequestedAt: '2026-11-24T11:00:00.000Z', failedRefundIds: ['re_1'] })).toEqual({ requested: 1, failed: 1 });
    expect(refundAttemptsOf({ refundRequestedAt: '2026-11-24T13:00:00.000Z', failedRefundIds: ['re_1'], refundAttempt: 2 })).toEqual({ requested: 2, failed: 1 });
    // A failed refund made in the Dashboard, none asked by Candid.
    expect(refundAttemptsOf({ failedRefundIds: ['re_d'] })).toEqual({ requested: 0, failed: 1 });
  });

  it('a payment given back on its own: attempt 1 keeps its old key; each key Stripe answered with its own error moves to the next; its own keys only', () => {
    expect(giveBackKey('extra', 'ORD1', 'pi_2', 1)).toBe('refund:ORD1:pi_2');
    expect(giveBackKey('mismatch', 'ORD1', 'pi_2', 1)).toBe('refund:mismatch:pi_2');
    expect(giveBackKey('extra', 'ORD1', 'pi_2', 3)).toBe('refund:ORD1:pi_2:attempt:3');
    expect(giveBackAttempt({ id: 'ORD1' }, 'extra', 'pi_2')).toBe(1);
    const spent = { id: 'ORD1', failedGiveBackKeys: ['refund:ORD1:pi_2', 'refund:ORD1:pi_2', 'refund:ORD1:pi_2:attempt:2', 'refund:mismatch:pi_3'] };
    expect(giveBackAttempt(spent, 'extra', 'pi_2')).toBe(3);
    expect(giveBackAttempt(spent, 'mismatch', 'pi_2')).toBe(1);
    expect(giveBackAttempt(spent, 'mismatch', 'pi_3')).toBe(2);
    expect(giveBackAttempt(spent, 'extra', 'pi_3')).toBe(1);
  });

  it("what a failure appends: the order's own failure; nothing for another payment's, yet the list is written; an older order's counted failure goes first", () => {
    expect(failedRefundsAppend({}, 're_2')).toEqual(['re_2']);
    expect(failedRefundsAppend({}, undefined)).toEqual([]);
    expect(failedRefundsAppend({ refundFailure: failure('re_1') }, 're_2')).toEqual(['re_1', 're_2']);
    expect(failedRefundsAppend({ refundFailure: failure('re_1') }, undefined)).toEqual(['re_1']);
    expect(failedRefundsAppend({ failedRefundIds: ['re_1'], refundFailure: failure('re_1') }, 're_2')).toEqual(['re_2']);
    // Appended to what the order had, the count goes on from there.
    expect(refundAttempt({ failedRefundIds: failedRefundsAppend({ refundFailure: failure('re_1') }, 're_2') })).toBe(3);
  });
});

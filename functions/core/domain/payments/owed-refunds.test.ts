import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { cancelPaidOrder } from './cancel-paid-order.js';
import { baseOrder, fakeWorld } from './fakes.fixture.js';
import { askOwedRefund } from './owed-refunds.js';

const paidPreEvent = () => baseOrder({ status: 'processing', paymentIntentId: 'pi_1' });
const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof DomainError ? e.code : String(e)));

describe('a refund owed since a cancel (the refund outbox)', () => {
  it("the cancel puts the order on the outbox in its transition; Stripe's answer takes it off", async () => {
    const w = fakeWorld(paidPreEvent());
    await cancelPaidOrder(w.deps, w.order());
    expect(w.refunds).toHaveLength(1);
    expect(w.refundsOwed.size).toBe(0);
  });

  it("Stripe's own 500 at the cancel: still owed; asked again under the next key, made, off the outbox; asked again after that: the same refund, nothing new", async () => {
    const w = fakeWorld(paidPreEvent());
    w.failNextRefundRequests();
    expect(await codeOf(cancelPaidOrder(w.deps, w.order()))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect([...w.refundsOwed]).toEqual(['ORD1']);
    expect(await askOwedRefund(w.deps, w.order())).toBe('asked');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1', 'refund:ORD1:attempt:2']);
    expect(w.refundsOwed.size).toBe(0);
    expect(await askOwedRefund(w.deps, w.order())).toBe('asked');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1', 'refund:ORD1:attempt:2', 'refund:ORD1:attempt:2']);
  });

  it('Stripe failing again: thrown (the job tries later), the next key spent', async () => {
    const w = fakeWorld(paidPreEvent());
    w.failNextRefundRequests(2);
    await codeOf(cancelPaidOrder(w.deps, w.order()));
    expect(await codeOf(askOwedRefund(w.deps, w.order()))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect([...w.refundsOwed]).toEqual(['ORD1']);
    expect(await askOwedRefund(w.deps, w.order())).toBe('asked');
    expect(w.refunds.map((r) => r.idempotencyKey)).toEqual(['refund:ORD1', 'refund:ORD1:attempt:2', 'refund:ORD1:attempt:3']);
  });

  it('nothing owed: refunded (or never cancelled for a refund) asks Stripe nothing; a payment Stripe does not have is refused for staff', async () => {
    const refunded = fakeWorld(baseOrder({ status: 'refunded', paymentIntentId: 'pi_1', refundRequestedAt: '2026-11-24T11:00:00.000Z' }));
    expect(await askOwedRefund(refunded.deps, refunded.order())).toBe('not-owed');
    const unpaid = fakeWorld(baseOrder({ status: 'cancelled' }));
    expect(await askOwedRefund(unpaid.deps, unpaid.order())).toBe('not-owed');
    const processing = fakeWorld(paidPreEvent());
    expect(await askOwedRefund(processing.deps, processing.order())).toBe('not-owed');
    expect(await askOwedRefund(processing.deps, undefined)).toBe('not-owed');
    expect([...refunded.refunds, ...unpaid.refunds, ...processing.refunds]).toEqual([]);

    const ghost = fakeWorld(baseOrder({ status: 'cancelled', paymentIntentId: 'pi_ghost', refundRequestedAt: '2026-11-24T11:00:00.000Z' }));
    ghost.missingPayments.add('pi_ghost');
    expect(await askOwedRefund(ghost.deps, ghost.order())).toBe('refused');
    expect(ghost.logs).toContainEqual({ level: 'error', msg: 'owed refund refused by Stripe: staff must refund by hand' });
  });
});

import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeGateway } from './stripe-gateway.js';

const { errors } = Stripe;
const refusal = (code: string) => new errors.StripeInvalidRequestError({ statusCode: 400, type: 'invalid_request_error', code, message: `a ${code}`, requestId: 'req_1' });
/** The one SDK call createRefund makes, answering as given. */
const gatewayAnswering = (create: () => Promise<unknown>) => stripeGateway({ refunds: { create } } as unknown as Stripe);
const request = { paymentIntentId: 'pi_1', orderId: 'ORD1', idempotencyKey: 'refund:ORD1' };

describe('createRefund', () => {
  it("a refund Stripe made (or replayed for the key) is the refund", async () => {
    const gateway = gatewayAnswering(async () => ({ id: 're_1', object: 'refund', status: 'pending' }));
    expect(await gateway.createRefund(request)).toEqual({ kind: 'refund', id: 're_1', status: 'pending' });
  });

  it("Stripe's charge_already_refunded is an answer (nothing left to refund), not an error", async () => {
    const gateway = gatewayAnswering(async () => Promise.reject(refusal('charge_already_refunded')));
    expect(await gateway.createRefund(request)).toEqual({ kind: 'already-refunded' });
  });

  it("Stripe's resource_missing (no such PaymentIntent) is an answer: nothing was paid with it", async () => {
    const gateway = gatewayAnswering(async () => Promise.reject(refusal('resource_missing')));
    expect(await gateway.createRefund(request)).toEqual({ kind: 'no-such-payment' });
  });

  it('any other refusal is still the error it was (mapped to 502 by the guard)', async () => {
    const gateway = gatewayAnswering(async () => Promise.reject(refusal('amount_too_large')));
    await expect(gateway.createRefund(request)).rejects.toMatchObject({ code: 'amount_too_large' });
  });
});

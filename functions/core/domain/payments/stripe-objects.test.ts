import { describe, expect, it } from 'vitest';
import { toSessionSnapshot } from './stripe-objects.js';

const session = { id: 'cs_test_1', payment_status: 'paid', payment_intent: 'pi_1', metadata: { orderId: 'ord_1' } };

describe('toSessionSnapshot', () => {
  it('reads a Checkout Session with Stripe-shaped ids', () => {
    expect(toSessionSnapshot(session)?.paymentIntentId).toBe('pi_1');
  });

  it('is no session when an id is empty or holds control characters (found by fuzzing a signed event: it answered 500)', () => {
    expect(toSessionSnapshot({ ...session, id: '' })).toBeUndefined();
    expect(toSessionSnapshot({ ...session, payment_intent: '\u0000' })).toBeUndefined();
    expect(toSessionSnapshot({ ...session, id: 'x'.repeat(256) })).toBeUndefined();
  });
});

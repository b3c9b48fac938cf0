import type { PaymentMismatchReason } from '../../../../shared/schemas/payments.js';
import type { PaymentOrder, SessionSnapshot } from './ports.js';

/**
 * The sessions that may pay an order: every one its checkout opened (current, or replaced by a retry but paid
 * all the same), as the order recorded them. Orders made before the list existed have their current session.
 */
export const ordersOwnSessions = (order: Pick<PaymentOrder, 'checkout' | 'checkoutSessions' | 'paidSessionId'>): Set<string> =>
  new Set([...(order.checkoutSessions ?? []), order.checkout?.sessionId, order.paidSessionId].filter((id): id is string => !!id));

/**
 * Why this session does not pay this order (empty: it does). Stripe's fulfilment guidance: believe a payment
 * only for the order it was opened for, for the amount and currency the order asks. A signed event proves the
 * session is Stripe's, not that it is this order's: its metadata could name any order.
 */
export const paymentMismatch = (
  order: Pick<PaymentOrder, 'checkout' | 'checkoutSessions' | 'paidSessionId' | 'totalAmount' | 'currency'>,
  session: Pick<SessionSnapshot, 'id' | 'amountTotal' | 'currency'>,
): PaymentMismatchReason[] => {
  const reasons: PaymentMismatchReason[] = [];
  if (!ordersOwnSessions(order).has(session.id)) reasons.push('session');
  if (session.amountTotal !== order.totalAmount) reasons.push('amount');
  if (session.currency?.toLowerCase() !== order.currency.toLowerCase()) reasons.push('currency');
  return reasons;
};

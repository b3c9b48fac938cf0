import type { CheckoutResponse, PaymentConfirmationResponse } from '../../../../shared/schemas/payments.js';
import { config } from '../../config.js';
import { getOrderItem } from '../../data/order-item.js';
import { domainError } from '../errors.js';
import type { RateClient } from '../events/guarded-lookup.js';
import { accessTokenMatches } from '../orders/access-token.js';
import { refuseUndeliverableOrder } from '../orders/deliverable.js';
import { findOrderGuarded, viewKeyOpens } from '../orders/get-order.js';
import { toOrderView } from '../orders/order-view.js';
import { confirmPayment } from './confirm-payment.js';
import { startCheckout } from './start-checkout.js';
import { paymentDeps } from './wiring.js';

/**
 * The order of the path, for its customer only: unknown ids count as misses (rate-limited), a wrong or missing
 * token is 403. An e-mail's view key of this order may pay too (paying changes nothing but the payment: the
 * payment-failed e-mail's "Pay again" works on any phone), but its order view stays without Cancel.
 */
const customersOrder = async (orderId: string, token: string | undefined, client: RateClient) => {
  const order = await findOrderGuarded(orderId, client);
  if (token && accessTokenMatches(token, order.accessTokenHash)) return { order, token, mayAct: true };
  if (token && (await viewKeyOpens(token, order.id))) return { order, token, mayAct: false };
  throw domainError('ORDER_TOKEN_REQUIRED', order.id);
};

/** POST /api/orders/{id}/checkout. */
export const checkoutOrder = async (input: { orderId: string; token: string | undefined; client: RateClient }): Promise<CheckoutResponse> => {
  const { order, token } = await customersOrder(input.orderId, input.token, input.client);
  // Paying for what can no longer be delivered is refused before Stripe is asked (a paid or closed order is
  // refused by startCheckout itself, with its own reason).
  if (order.status === 'pending') await refuseUndeliverableOrder(order);
  const session = await startCheckout(paymentDeps, order, { accessToken: token, siteOrigin: config.siteOrigin });
  return { success: true, ...session };
};

/** POST /api/orders/{id}/payment-confirmation: what the payment success page shows, after fulfilling if Stripe says paid. */
export const confirmOrderPayment = async (input: { orderId: string; token: string | undefined; client: RateClient }): Promise<PaymentConfirmationResponse> => {
  const { order, mayAct } = await customersOrder(input.orderId, input.token, input.client);
  const { paid } = await confirmPayment(paymentDeps, order);
  const current = (await getOrderItem(order.id)) ?? order;
  return { success: true, order: toOrderView(current, 'full', { mayAct }), paid };
};

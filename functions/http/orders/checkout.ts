import { paymentEndpoints } from '../../../shared/api/endpoints/payments.js';
import { checkoutOrder } from '../../core/domain/payments/customer-payments.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { orderTokenOf } from '../../core/http/order-auth.js';

export const handler = definePublicHandler(paymentEndpoints.checkoutOrder, ({ params, auth, event }) =>
  checkoutOrder({ orderId: params.id, token: orderTokenOf(auth), client: rateClient(event) }),
);

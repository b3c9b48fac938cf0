import { confirmOrderPayment } from '../../core/domain/payments/customer-payments.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { orderTokenOf } from '../../core/http/order-auth.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/payments.js').then((m) => m.paymentEndpoints.confirmOrderPayment);

export const handler = definePublicHandler(contract, ({ params, auth, event }) =>
  confirmOrderPayment({ orderId: params.id, token: orderTokenOf(auth), client: rateClient(event) }),
);

import { createOrder } from '../../core/domain/orders/create-order.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { orderTokenOf, presentedCredentialOf } from '../../core/http/order-auth.js';

/** Its contract, built on the first request rather than at module load (core/http/contract.ts). */
const contract = () => import('../../../shared/api/endpoints/orders.js').then((m) => m.orderEndpoints.createOrder);

// X-Order-Token here is the token of `replacesOrderId` (the device's earlier pending order), when it sent one;
// the bearer credential, the organizer's for a purchase from an event (the domain verifies it).
export const handler = definePublicHandler(contract, async ({ body, auth, event }) =>
  (await createOrder(body, rateClient(event), undefined, orderTokenOf(auth), presentedCredentialOf(auth))).response);

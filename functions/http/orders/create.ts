import { orderEndpoints } from '../../../shared/api/endpoints/orders.js';
import { createOrder } from '../../core/domain/orders/create-order.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { orderAuth, orderTokenOf } from '../../core/http/order-auth.js';

// X-Order-Token here is the token of `replacesOrderId` (the device's earlier pending order), when it sent one.
export const handler = definePublicHandler(orderEndpoints.createOrder, async ({ body, event }) =>
  (await createOrder(body, rateClient(event), undefined, orderTokenOf(orderAuth(event)))).response);

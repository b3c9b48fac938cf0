import { orderEndpoints } from '../../../shared/api/endpoints/orders.js';
import { createOrder } from '../../core/domain/orders/create-order.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';

export const handler = definePublicHandler(orderEndpoints.createOrder, async ({ body, event }) => (await createOrder(body, rateClient(event))).response);

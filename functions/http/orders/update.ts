import { orderEndpoints } from '../../../shared/api/endpoints/orders.js';
import { customerUpdateOrder } from '../../core/domain/orders/cancel-order.js';
import { rateClient } from '../../core/http/client-key.js';
import { definePublicHandler } from '../../core/http/define-public-handler.js';
import { orderTokenOf } from '../../core/http/order-auth.js';

export const handler = definePublicHandler(orderEndpoints.updateOrder, ({ body, auth, event }) =>
  customerUpdateOrder({ body, token: orderTokenOf(auth), client: rateClient(event) }),
);
